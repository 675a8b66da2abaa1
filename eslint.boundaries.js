import fs from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/*
 * Who may import whom, checked on the path an import resolves to (so `../../vendors/lib/x` from
 * a feature is caught as surely as `features/vendors/lib/x`). docs/architecture.md is the map.
 *
 * Each boundary is its own rule, `boundaries/<name>`, built on import-x's no-restricted-paths:
 * one rule name per boundary lets each carry its own files, its own temporary exceptions, and
 * its own id in a report (test/lint/boundaries.test.ts proves each one fires).
 */

const root = import.meta.dirname;
const restrictedPaths = importX.rules['no-restricted-paths'];

export const BOUNDARY_RULES = [
  'web-features',
  'web-layers',
  'domain',
  'web-server',
  'plugins',
  'sql',
  'module-repositories',
  'bench-e2e',
];

const subfolders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Files of apps/server/src that the server package exports (package.json `exports`): the only
// part of an app's source that bench and e2e may reach, and only by the package's name.
const serverPackage = JSON.parse(
  fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'),
);
const serverExports = Object.values(serverPackage.exports ?? {}).map((file) =>
  path.relative('src', file),
);

function boundary(name, { files, ignores = [], zones, rules = {} }) {
  return {
    name: `boundaries/${name}`,
    files,
    ignores,
    rules: { [`boundaries/${name}`]: ['error', { basePath: root, zones }], ...rules },
  };
}

const SOURCE = '**/*.{ts,tsx,js,mjs}';

export const boundaries = [
  {
    name: 'boundaries/setup',
    plugins: {
      'import-x': importX,
      boundaries: {
        rules: Object.fromEntries(BOUNDARY_RULES.map((rule) => [rule, restrictedPaths])),
      },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*', 'packages/*', 'e2e', 'bench'].map((dir) =>
            path.join(root, dir, 'tsconfig.json'),
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },

  boundary('web-features', {
    files: [`apps/web/src/features/${SOURCE}`],
    zones: subfolders('apps/web/src/features').map((feature) => ({
      target: `apps/web/src/features/${feature}`,
      from: 'apps/web/src/features',
      except: [`./${feature}`],
      message: 'Features do not import each other; a route page in app/ composes them.',
    })),
  }),

  boundary('web-layers', {
    files: [`apps/web/src/${SOURCE}`],
    // A test may mount what it tests inside the app's providers.
    ignores: ['**/*.test.{ts,tsx}'],
    zones: [
      {
        target: ['apps/web/src/lib', 'apps/web/src/components'],
        from: ['apps/web/src/features', 'apps/web/src/app'],
        message: 'lib/ and components/ serve every feature, so they import none.',
      },
      {
        target: 'apps/web/src/features',
        from: 'apps/web/src/app',
        message: 'Features are composed by app/, not the other way round.',
      },
    ],
  }),

  boundary('domain', {
    files: [`packages/domain/${SOURCE}`],
    zones: [
      {
        target: 'packages/domain',
        from: ['apps', 'e2e', 'bench'],
        message: 'The domain package is shared by the apps and imports none of them.',
      },
    ],
  }),

  boundary('web-server', {
    files: [`apps/web/${SOURCE}`, `apps/server/${SOURCE}`],
    zones: [
      {
        target: 'apps/web',
        from: 'apps/server',
        message:
          'The web app talks to the server over HTTP; what both need lives in packages/domain.',
      },
      {
        target: 'apps/server',
        from: 'apps/web',
        message: 'The server does not import the web app; what both need lives in packages/domain.',
      },
    ],
  }),

  boundary('plugins', {
    files: [`apps/server/src/plugins/${SOURCE}`],
    zones: [
      {
        target: 'apps/server/src/plugins',
        from: 'apps/server/src/modules',
        message: 'Plugins sit below modules; what both need belongs in a shared layer.',
      },
    ],
  }),

  boundary('sql', {
    files: ['apps/server/src/modules/**/*.service.ts', 'apps/server/src/modules/**/*.routes.ts'],
    ignores: [
      // issue 24: emptied as modules are restructured
    ],
    zones: [
      {
        target: [
          'apps/server/src/modules/**/*.service.ts',
          'apps/server/src/modules/**/*.routes.ts',
        ],
        from: ['**/node_modules/drizzle-orm/**', 'apps/server/src/db/schema/**'],
        message: 'Queries and tables belong in a repository; services and routes call one.',
      },
    ],
  }),

  boundary('module-repositories', {
    files: [`apps/server/src/modules/${SOURCE}`],
    ignores: [
      // issue 24: emptied as modules are restructured
    ],
    zones: subfolders('apps/server/src/modules').map((module) => ({
      target: `apps/server/src/modules/${module}`,
      from: ['apps/server/src/modules/**/*.repository.ts'],
      except: [path.join(root, `apps/server/src/modules/${module}/**`)],
      message: 'Use another module through its service, not its repository.',
    })),
  }),

  boundary('bench-e2e', {
    files: [`bench/${SOURCE}`, `e2e/${SOURCE}`],
    zones: [
      {
        target: ['bench', 'e2e'],
        from: 'apps/server/src',
        except: serverExports,
        message: 'Import what the server package exports (@raahi/server/...), not its src/.',
      },
      {
        target: ['bench', 'e2e'],
        from: 'apps/web/src',
        message: 'Bench and e2e reach the web app through a browser, not its src/.',
      },
    ],
    // Even an exported file is reached by the package's name, never by a relative path.
    rules: { 'import-x/no-relative-packages': 'error' },
  }),
];
