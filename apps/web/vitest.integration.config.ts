import { defineConfig } from 'vitest/config';

// Integration tests start the production build with their own environment, a real SMTP server
// and a cuttable proxy in front of the CMS (CMS_URL, CMS_API_TOKEN from the environment).
export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    // No silent skips: a run without the servers' addresses fails and names what is missing.
    setupFiles: ['tests/integration/support/required-env.ts'],
  },
});
