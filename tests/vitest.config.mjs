import { defineConfig } from 'vitest/config';

// Integration tests talk to a CMS that scripts/test.mjs started (CMS_URL, CMS_API_TOKEN).
export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.{ts,mjs}'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // Runs only after a restart of the CMS, when scripts/test.mjs asks for it by name.
    exclude: process.env.COUNTS_SNAPSHOT ? [] : ['tests/integration/idempotent-seed.test.ts'],
  },
});
