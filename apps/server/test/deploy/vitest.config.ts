import { defineConfig } from 'vitest/config';

// The deployment test: the built server (`npm run build` first) twice, behind nginx, on the
// machine's PostgreSQL and Redis. Not part of `npm test`, which needs none of these; `.ci/run`
// runs it after that with `npm run test:deploy`.
export default defineConfig({
  test: {
    name: 'deploy',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
