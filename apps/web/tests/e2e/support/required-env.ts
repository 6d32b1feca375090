import { requireEnv } from '../../required-env';

// vitest.e2e.config.ts hands BASE_URL (or SITE_URL) to the tests as SITE_URL.
requireEnv('browser tests (vitest.e2e.config.ts)', [
  {
    name: 'SITE_URL',
    setAs: 'BASE_URL (or SITE_URL)',
    meaning: 'address of the running site, e.g. http://127.0.0.1:3000',
  },
  { name: 'CMS_URL', meaning: 'address of the CMS the site reads, e.g. http://127.0.0.1:1337' },
  { name: 'CMS_API_TOKEN', meaning: "the site's API token for that CMS" },
]);
