import { defineConfig } from 'vitest/config';

// Integration tests talk to a CMS that scripts/test.mjs started (CMS_URL, CMS_API_TOKEN).
export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.{ts,mjs}'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // Each runs only when scripts/test.mjs asks for it by name: after a restart of the CMS, and
    // once the site and the CMS have both started.
    exclude: [
      ...(process.env.COUNTS_SNAPSHOT ? [] : ['tests/integration/idempotent-seed.test.ts']),
      ...(process.env.SERVER_RUNTIMES ? [] : ['tests/integration/runtime.test.ts']),
    ],
  },
});
