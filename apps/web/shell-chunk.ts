import path from 'node:path';
import type { Plugin } from 'vite';

/** What a signed-in page loads before its screen: the route table and the shell around it. */
const SHELL_ROOTS = ['src/app/signed-in-routes.tsx', 'src/app/layout/app-shell.tsx'];
const ZOD = /\/node_modules\/zod\//;

/**
 * The modules every signed-in page loads and no public page can: one chunk. Left to itself
 * Rolldown cut them into a chunk per set of screens sharing them, most of 1–2 KB, and a phone
 * paid a request for each: the driver's dashboard loaded 72 files, six at a time over
 * HTTP/1.1 (docs/performance.md, session 30).
 *
 * The plugin records the module graph when the build has read it; the group asks it. "Public"
 * is everything the entry can ever load, statically or lazily, without passing through the
 * signed-in route table: those modules stay where Rolldown puts them, so the sign-in and
 * onboarding pages never download the shell. The roots keep their own small chunks, so the
 * manifest still names them (the bundle budgets and the driver's offline files read it).
 *
 * The group leaves out its modules' dependencies on purpose: each one outside the chunk is
 * public, and no public module imports a shell one, so the chunks cannot import each other
 * in a circle.
 */
export function shellChunk(webRoot: string) {
  const imports = new Map<string, { static: string[]; lazy: string[] }>();
  const entries: string[] = [];
  let shell: Set<string> | undefined;
  const roots = SHELL_ROOTS.map((file) => path.resolve(webRoot, file));

  const plugin: Plugin = {
    name: 'raahi-shell-chunk',
    apply: 'build',
    buildEnd() {
      imports.clear();
      entries.length = 0;
      shell = undefined;
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info?.isEntry) entries.push(id);
        imports.set(id, {
          static: [...(info?.importedIds ?? [])],
          lazy: [...(info?.dynamicallyImportedIds ?? [])],
        });
      }
    },
  };

  const reach = (from: string[], lazyToo: boolean, stopAt: Set<string>) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || stopAt.has(id)) return;
      seen.add(id);
      const next = imports.get(id);
      next?.static.forEach(visit);
      if (lazyToo) next?.lazy.forEach(visit);
    };
    from.forEach(visit);
    return seen;
  };

  const inShell = (id: string): boolean => {
    if (!shell) {
      const rootSet = new Set(roots);
      const publicModules = reach(entries, true, rootSet);
      shell = new Set(
        [...reach(roots, false, new Set())].filter(
          (module) => !publicModules.has(module) && !rootSet.has(module),
        ),
      );
    }
    return shell.has(id);
  };

  let validating: Set<string> | undefined;
  /** zod's own modules and every module whose static imports reach them. */
  const needsZod = (id: string): boolean => {
    if (!validating) {
      const importers = new Map<string, string[]>();
      for (const [from, next] of imports)
        for (const to of next.static) {
          if (!importers.has(to)) importers.set(to, []);
          importers.get(to)!.push(from);
        }
      const found = new Set<string>();
      const visit = (module: string) => {
        if (found.has(module)) return;
        found.add(module);
        importers.get(module)?.forEach(visit);
      };
      [...imports.keys()].filter((module) => ZOD.test(module)).forEach(visit);
      validating = found;
    }
    return validating.has(id);
  };

  return {
    plugin,
    group: {
      name: 'signed-in',
      test: inShell,
      includeDependenciesRecursively: false,
    },
    /**
     * What validates, shared by as many screens as the common chunk's (zod, the domain's schemas,
     * the forms' parts): a chunk of its own, ahead of the common one. In the common chunk it came
     * with every signed-in page, a driver's dashboard that validates nothing included.
     */
    schemasGroup: (minShareCount: number) => ({
      name: 'schemas',
      test: needsZod,
      minShareCount,
      // What they import without zod (a role's list, a duty's statuses) stays where it was.
      includeDependenciesRecursively: false,
    }),
  };
}
