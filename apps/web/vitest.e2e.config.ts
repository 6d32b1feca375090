import { defineConfig } from 'vitest/config';

// Browser tests drive Debian's Chromium through playwright-core against a running site.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser at a time: the machine has two cores.
    fileParallelism: false,
  },
});
