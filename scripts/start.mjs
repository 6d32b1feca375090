// `npm start`: builds what changed, starts the CMS (seeding an empty database) and the site.
import { ensureSecrets } from './lib/secrets.mjs';
import { ensureFirstAdminCredentials, firstAdminNotice } from './lib/first-admin.mjs';
import { npmStartCmsOptions } from './lib/start-options.mjs';
import { buildIfNeeded } from './lib/build.mjs';
import { startCms, startWeb } from './lib/services.mjs';
import { stop } from './lib/processes.mjs';
import { runOnPinnedNode } from './lib/runtime.mjs';

await runOnPinnedNode();

const cmsPort = Number(process.env.CMS_PORT ?? 1337);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const children = [];

async function shutdown(code) {
  await Promise.all(children.map((child) => stop(child)));
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  const secrets = ensureSecrets();
  // The first admin (generated once unless CMS_ADMIN_EMAIL/CMS_ADMIN_PASSWORD name one): no
  // registration form open to whoever reaches the admin first (decision 0044).
  const admin = ensureFirstAdminCredentials();
  await buildIfNeeded('cms');
  await buildIfNeeded('web');
  const cms = await startCms(npmStartCmsOptions({ secrets, admin, cmsPort, webPort }));
  children.push(cms.child);
  const web = await startWeb({
    secrets,
    port: webPort,
    cmsUrl: cms.url,
    // The admin panel that frames the site's preview, as the editor's browser reaches it.
    extraEnv: { CMS_ADMIN_URL: `http://localhost:${cmsPort}` },
  });
  children.push(web.child);
  const notice = firstAdminNotice(admin, `http://localhost:${cmsPort}/admin`);
  console.log(`
  Zentralmuseum is running
    Website (German):  http://localhost:${webPort}/
    Website (English): http://localhost:${webPort}/en
    CMS admin panel:   http://localhost:${cmsPort}/admin  (${notice.short})
    CMS REST API:      http://localhost:${cmsPort}/api
${notice.block}  Stop with Ctrl+C.
`);
  // The site keeps serving (with its error page) if the CMS stops; stop when both have ended.
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  process.exit(1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
