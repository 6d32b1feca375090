import path from 'path';
import type { Core } from '@strapi/strapi';
import { applyAdminLayouts } from './admin-layout/apply';
import { registerBarrierReportIntake } from './barrier-report/intake';
import { registerBarrierReportRoutes } from './barrier-report/routes';
import { defaultAdminLanguage } from './bootstrap/admin-language';
import { registerClaimedCreate } from './booking/claimed-create';
import { registerCollectionImportRoute } from './collection/routes';
import { registerBookingRequestRules } from './booking/request-rules';
import { registerBookingOfficeRoutes } from './booking/routes';
import { registerWorkflowStamping } from './booking/stamp-workflow';
import { registerVisitorDataReadOnly } from './booking/visitor-data';
import { ensureAdminRoles } from './bootstrap/admin-roles';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { warnAboutUnlistedTypes } from './bootstrap/content-types';
import { ensureLocales } from './bootstrap/locales';
import { applyPublicPermissions } from './bootstrap/public-permissions';
import { ensureWebApiToken } from './bootstrap/web-api-token';
import { ensureWebCacheWebhook } from './bootstrap/web-cache-webhook';
import { registerSharedEventStatus } from './events/shared-status';
import { registerSharedFactsOnPublish } from './i18n/shared-on-publish';
import { registerAltTextCheck } from './media/alt-text-check';
import { publishedOnlyForTheContentApi } from './middlewares/drafts-private';
import { registerNoticeRules } from './notices/notice-rules';
import { registerReplies, startReplies, stopReplies } from './replies/register';
import { scheduleRetention } from './retention/job';
import { seed } from './seed';

export default {
  // Native modules built for another Node stop the start here, with a message saying how to fix it.
  register({ strapi }: { strapi: Core.Strapi }) {
    // A plain script beside the app (the install step runs it too), so it is required by path.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { assertNativeModules } = require(
      path.join(strapi.dirs.app.root, 'scripts/check-native-modules.cjs'),
    ) as { assertNativeModules: () => void };
    assertNativeModules();
    strapi.log.info(`runtime: Node.js ${process.version}`);
    registerWorkflowStamping(strapi);
    registerVisitorDataReadOnly(strapi);
    registerReplies(strapi);
    registerBookingRequestRules(strapi);
    registerBarrierReportIntake(strapi);
    registerClaimedCreate(strapi);
    registerSharedEventStatus(strapi);
    registerSharedFactsOnPublish(strapi);
    registerNoticeRules(strapi);
    registerAltTextCheck(strapi);
    publishedOnlyForTheContentApi(strapi);
    registerBookingOfficeRoutes(strapi);
    registerBarrierReportRoutes(strapi);
    registerCollectionImportRoute(strapi);
  },

  // Everything here is idempotent and runs on every start.
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    warnAboutUnlistedTypes(strapi);
    await ensureLocales(strapi);
    await applyPublicPermissions(strapi);
    await ensureWebApiToken(strapi);
    await defaultAdminLanguage(strapi);
    await applyAdminLayouts(strapi);
    await ensureAdminRoles(strapi);
    // Before the server listens, so the open "first admin" form never is (decision 0034).
    await ensureFirstAdmin(strapi);
    if (process.env.SEED !== 'false') {
      await seed(strapi);
    }
    // Registered after seeding, so a first start does not send one revalidation per new entry.
    await ensureWebCacheWebhook(strapi);
    // A task such as the collection import (ZM_CMS_TASK, scripts/collection-import.mjs) loads
    // the CMS beside the running one: the server's jobs stay with the server.
    if (process.env.ZM_CMS_TASK) return;
    // Booking requests and barrier reports, nightly (src/retention).
    await scheduleRetention(strapi);
    // Replies to visitors (src/replies): delivers what waits, also from before a restart.
    startReplies(strapi);
  },

  async destroy() {
    await stopReplies();
  },
};
