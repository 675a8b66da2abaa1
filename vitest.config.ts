import { defineConfig } from 'vitest/config';

// Three tiers, one runner. `npm test` runs them all; `--project 'unit:*'`,
// `--project integration` or `--project e2e` run one tier.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit:domain',
          include: ['packages/domain/test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'unit:server',
          include: ['apps/server/test/unit/**/*.test.ts'],
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          // The import boundaries and size limit in eslint.config.js, proved on fixtures.
          name: 'unit:lint',
          include: ['test/lint/**/*.test.ts'],
        },
      },
      {
        test: {
          // Weighs apps/web/dist: needs `npm run build` first (npm test builds).
          name: 'bundle',
          include: ['apps/web/test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/integration/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Each file builds its own app on its own database; importing the server's modules
          // again for each of 104 files was two thirds of the tier (docs/performance.md).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/specs/**/*.spec.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The accessibility journey walks each role's pages in a tab of its own: six tabs at
          // once on a 2-core machine starved the server and timed out; three keep it busy.
          maxConcurrency: 3,
        },
      },
    ],
  },
});
