import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests live beside the code; browser tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'server/**/*.test.ts'],
    environment: 'node',
  },
});
