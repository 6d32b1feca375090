import { defineConfig } from 'vitest/config';

// Unit tests of the root scripts and of the CMS's own logic (no servers needed).
export default defineConfig({
  test: {
    include: [
      'tests/unit/**/*.test.{ts,mjs}',
      'apps/cms/src/**/*.test.ts',
      'apps/cms/database/**/*.test.ts',
    ],
  },
});
