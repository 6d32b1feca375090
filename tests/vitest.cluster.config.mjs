import { defineConfig } from 'vitest/config';

// The cluster's fault tests (issue #24): they start nginx, two site processes and a CMS on the
// PostgreSQL database scripts/test.mjs hands in, and put them under load, one case at a time.
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.mjs'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
