import { requireEnv } from '../../required-env';

requireEnv('integration tests (vitest.integration.config.ts)', [
  { name: 'CMS_URL', meaning: 'address of the running CMS, e.g. http://127.0.0.1:1337' },
  { name: 'CMS_API_TOKEN', meaning: "the site's API token for that CMS" },
]);
