// `npm start`: builds what changed, starts the CMS (seeding an empty database) and the site.
import { ensureSecrets } from './lib/secrets.mjs';
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
  await buildIfNeeded('cms');
  await buildIfNeeded('web');
  const cms = await startCms({
    secrets,
    port: cmsPort,
    // This machine only unless CMS_HOST exposes it (e.g. 0.0.0.0): see README, "Security".
    host: process.env.CMS_HOST || '127.0.0.1',
    webUrl: `http://127.0.0.1:${webPort}`,
    siteUrl: `http://localhost:${webPort}`,
  });
  children.push(cms.child);
  const web = await startWeb({
    secrets,
    port: webPort,
    cmsUrl: cms.url,
    // The admin panel that frames the site's preview, as the editor's browser reaches it.
    extraEnv: { CMS_ADMIN_URL: `http://localhost:${cmsPort}` },
  });
  children.push(web.child);
  const firstAdmin = process.env.CMS_ADMIN_EMAIL
    ? `first admin: ${process.env.CMS_ADMIN_EMAIL}`
    : 'the first visit creates the first editor account';
  console.log(`
  Zentralmuseum is running
    Website (German):  http://localhost:${webPort}/
    Website (English): http://localhost:${webPort}/en
    CMS admin panel:   http://localhost:${cmsPort}/admin  (${firstAdmin})
    CMS REST API:      http://localhost:${cmsPort}/api
  Stop with Ctrl+C.
`);
  // The site keeps serving (with its error page) if the CMS stops; stop when both have ended.
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  process.exit(1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
