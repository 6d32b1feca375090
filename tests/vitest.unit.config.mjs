import { defineConfig } from 'vitest/config';

// Unit tests of the root scripts (no servers needed).
export default defineConfig({
  test: { include: ['tests/unit/**/*.test.{ts,mjs}'] },
});
