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
    // No silent skips: a run without the servers' addresses fails and names what is missing.
    setupFiles: ['tests/e2e/support/required-env.ts'],
    // Vite sets process.env.BASE_URL to its own base path ('/') inside tests, so the site's
    // address is read here, from the real environment, and handed over under another name.
    env: { SITE_URL: process.env.SITE_URL ?? process.env.BASE_URL ?? '' },
  },
});
