import type { Core } from '@strapi/strapi';
import { warnAboutUnlistedTypes } from './bootstrap/content-types';
import { ensureLocales } from './bootstrap/locales';
import { applyPublicPermissions } from './bootstrap/public-permissions';
import { ensureWebApiToken } from './bootstrap/web-api-token';
import { ensureWebCacheWebhook } from './bootstrap/web-cache-webhook';
import { seed } from './seed';

export default {
  register() {},

  // Everything here is idempotent and runs on every start.
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    warnAboutUnlistedTypes(strapi);
    await ensureLocales(strapi);
    await applyPublicPermissions(strapi);
    await ensureWebApiToken(strapi);
    if (process.env.SEED !== 'false') {
      await seed(strapi);
    }
    // Registered after seeding, so a first start does not send one revalidation per new entry.
    await ensureWebCacheWebhook(strapi);
  },
};
