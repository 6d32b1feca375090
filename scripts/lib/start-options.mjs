// How `npm start` (scripts/start.mjs) starts the CMS, as a function: the tests start a CMS the
// same way and check what a visitor of its admin finds (tests/integration/first-admin-start).
import path from 'node:path';
import { webDir } from './paths.mjs';

/**
 * The options of startCms (services.mjs) for `npm start`: the CMS on `cmsPort`, on loopback
 * unless CMS_HOST says otherwise, told of the site on `webPort`, with the first admin `admin`
 * (first-admin.mjs) in its environment. Without SMTP its replies to visitors go into the site's
 * mail outbox (apps/web/var/mail-outbox), so the demo keeps every mail in one folder.
 */
export function npmStartCmsOptions({ secrets, admin, cmsPort, webPort, env = process.env }) {
  return {
    secrets,
    port: cmsPort,
    // This machine only unless CMS_HOST exposes it (e.g. 0.0.0.0): see README, "The CMS's access".
    host: env.CMS_HOST || '127.0.0.1',
    webUrl: `http://127.0.0.1:${webPort}`,
    siteUrl: `http://localhost:${webPort}`,
    extraEnv: {
      ...admin.env,
      MAIL_OUTBOX_DIR: env.MAIL_OUTBOX_DIR || path.join(webDir, 'var', 'mail-outbox'),
    },
  };
}
