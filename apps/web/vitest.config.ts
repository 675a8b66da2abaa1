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
    // The first screen a file renders loads its lazy chunks cold; on two busy cores that alone
    // can take most of the default 5 s.
    testTimeout: 15_000,
  },
});
