import { defineConfig } from 'vitest/config';

// Unit tests of the root scripts, the bench and the CMS's own logic (no servers needed).
export default defineConfig({
  test: {
    include: [
      'tests/unit/**/*.test.{ts,mjs}',
      'apps/cms/src/**/*.test.ts',
      'apps/cms/database/**/*.test.ts',
      // The bench's pure parts (output parsing, attribution, verdicts); the bench itself is not a test.
      'bench/tests/**/*.test.mjs',
    ],
  },
});
