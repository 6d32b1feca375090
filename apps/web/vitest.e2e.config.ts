import { defineConfig } from 'vitest/config';

/**
 * Files that must run alone, after all others: they edit published content or admin users (an
 * exhibition that shows in every menu for a while, Strapi's five logins per address in five
 * minutes), time what follows a publish, or start servers of their own (a second site, the
 * Vite dev server), which would starve a file beside them of the machine's two cores.
 */
export const oneAtATime = [
  'analytics',
  'bitv-statement-revalidate-http',
  'booking-export',
  'cms-admin',
  'cms-admin-german',
  'cms-down',
  'cms-editing',
  'cms-frozen',
  'dev-server',
  'drill-fast',
  'drill-xss',
  'host-methods-http',
  'revalidate-http',
  'route-rules-http',
  'search-unavailable',
].map((name) => `tests/e2e/${name}.test.ts`);

// Browser tests drive Debian's Chromium through playwright-core against a running site.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // No silent skips: a run without the servers' addresses fails and names what is missing.
    setupFiles: ['tests/e2e/support/required-env.ts'],
    // Vite sets process.env.BASE_URL to its own base path ('/') inside tests, so the site's
    // address is read here, from the real environment, and handed over under another name.
    env: { SITE_URL: process.env.SITE_URL ?? process.env.BASE_URL ?? '' },
    projects: [
      {
        extends: true,
        test: {
          name: 'side by side',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: oneAtATime,
          // Two browsers at a time: most of a browser test's time is waiting (for the site, for
          // a frame, for hydration), so two files share the machine's two cores well.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'one at a time',
          include: oneAtATime,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
