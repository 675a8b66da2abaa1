import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'unit:web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // One module graph per worker, not per file: importing React, MUI and the app again for each
    // of 110 files was most of the tier's time (docs/performance.md). The setup file resets
    // what files share (language, storage, session, stubs).
    isolate: false,
    // The first screen a file renders loads its lazy chunks cold; on two busy cores that alone
    // can take most of the default 5 s.
    testTimeout: 15_000,
  },
});
