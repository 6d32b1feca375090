// The bench's cluster phase (`npm run bench -- --cluster`, issue #24): the production topology
// of `npm run start:cluster` on a throw-away PostgreSQL server, measured with wrk and a
// browser's Accept-Encoding:
// - a cached page through nginx against nginx sending the same page as a file (both 1 worker);
// - uncached renders through nginx to N site processes against one site process alone;
// - how long a publish in Strapi takes to show through nginx.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { startCluster } from '../scripts/lib/cluster.mjs';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { ensureCommand } from './debian-tools.mjs';
import { descendants, findProcess } from './load/proc.mjs';
import { ensureNginx, startNginx } from './nginx.mjs';
import { BROWSER_ACCEPT_ENCODING, wrkRow } from './load/wrk.mjs';

const PUBLISHES = 3;

async function adminToken(cmsUrl, secret) {
  const admin = {
    firstname: 'Bench',
    lastname: 'Redaktion',
    email: 'redaktion-bench@zentralmuseum.example',
    password: `Zm-${secret.slice(0, 16).replace(/[^A-Za-z0-9]/g, 'x')}-A1`,
  };
  const post = (route, body) =>
    fetch(`${cmsUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/admin/register-admin', admin);
  const answer = registered.ok
    ? registered
    : await post('/admin/login', { email: admin.email, password: admin.password });
  if (!answer.ok) throw new Error(`no admin in the cluster's CMS: ${answer.status}`);
  return (await answer.json()).data.token;
}

/** Milliseconds from each publish of a changed title until nginx's copy shows it. */
async function publishToVisible({ cmsUrl, siteUrl, secrets }) {
  const list = await (
    await fetch(`${cmsUrl}/api/exhibitions?locale=de&fields[0]=title&fields[1]=slug`, {
      headers: { authorization: `Bearer ${secrets.WEB_API_TOKEN}` },
    })
  ).json();
  const exhibition = list.data?.[0];
  if (!exhibition) throw new Error('no exhibition in the demo content');
  const token = await adminToken(cmsUrl, secrets.API_TOKEN_SALT);
  const manager = `${cmsUrl}/content-manager/collection-types/api::exhibition.exhibition/${exhibition.documentId}`;
  const call = (method, url, body) =>
    fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const page = `${siteUrl}/ausstellungen/${exhibition.slug}`;
  // Visited before, so that nginx holds a copy the publish must replace.
  await fetch(page);
  const times = [];
  for (let round = 1; round <= PUBLISHES; round += 1) {
    const title = `${exhibition.title} (Fassung ${round})`;
    const saved = await call('PUT', `${manager}?locale=de`, { title });
    if (!saved.ok) throw new Error(`saving the title answered ${saved.status}`);
    const started = Date.now();
    const published = await call('POST', `${manager}/actions/publish?locale=de`, {});
    if (!published.ok) throw new Error(`publishing answered ${published.status}`);
    let seen = null;
    while (seen === null && Date.now() - started < 30_000) {
      if ((await (await fetch(page)).text()).includes(title)) seen = Date.now() - started;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    times.push(seen);
    // nginx's copy lives 1 to 2 s: the next round starts from a settled cache.
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
  return { page: `/ausstellungen/${exhibition.slug}`, times };
}

/**
 * ports: { db, cms, nginx, staticNginx, sites: [..] }. Returns the rows ({ id, … wrk figures }),
 * the ratios and the publish times.
 */
export async function clusterPhase({ secrets, ports, cleanups }) {
  const wrk = ensureCommand('wrk');
  if (!wrk) throw new Error('wrk is not installed (Debian package wrk; run as root to install it)');
  const postgres = startPostgres({ port: ports.db });
  cleanups.push(() => postgres.stop());
  const scratch = mkdtempSync(path.join(tmpdir(), 'zm-bench-cluster-'));
  const nginxDir = path.join(scratch, 'nginx');
  chmodSync(scratch, 0o755);
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
  const publicUrl = `http://127.0.0.1:${ports.nginx}`;
  const sitePorts = ports.sites.slice(0, Math.max(2, cpus().length));
  console.log(
    `  starting the cluster: CMS on PostgreSQL (seeding), ${sitePorts.length} site processes, nginx`,
  );
  const cluster = await startCluster({
    secrets,
    varDir: scratch,
    nginxDir,
    database: { ...postgres.env, PUBLIC_DIR: path.join(scratch, 'public') },
    cmsPort: ports.cms,
    sitePorts,
    listen: `127.0.0.1:${ports.nginx}`,
    publicUrl,
    // One worker, like the file-serving nginx it is compared with.
    nginxWorkers: 1,
    siteEnv: { PRODUCTION_HOSTS: '127.0.0.1' },
    quiet: true,
    log: () => {},
  });
  cleanups.push(() => cluster.stop());
  const result = {
    processes: sitePorts.length,
    cores: cpus().length,
    pinned: 'not pinned: the cluster uses every core, wrk shares them',
    rows: [],
  };
  // Where the CPU goes during a row: each part's share of one core.
  const parts = () => ({
    sites: cluster.sites.map((site) => findProcess(site.child.pid, 'server/index.js')),
    cms: [findProcess(cluster.cms.child.pid, 'strapi')],
    nginx: descendants(cluster.nginxPid),
  });
  const row = async (id, what, url, options = {}) => {
    console.log(`  load: ${what}`);
    try {
      const figures = await wrkRow({
        wrk,
        url,
        acceptEncoding: BROWSER_ACCEPT_ENCODING,
        cpuGroups: parts(),
        ...options,
      });
      result.rows.push({ id, what, ...figures });
    } catch (error) {
      result.rows.push({ id, what, error: error instanceof Error ? error.message : String(error) });
    }
  };
  try {
    const page = `${cluster.url}/`;
    for (let visit = 0; visit < 3; visit += 1) await fetch(page);
    const html = await (await fetch(page, { headers: { 'accept-encoding': 'identity' } })).text();
    await row('cached', 'cached / through nginx (1 worker)', page, {
      serverPid: descendants(cluster.nginxPid)[0] ?? null,
    });
    const { binary, brotliModule } = ensureNginx();
    const fileServer = await startNginx({ binary, brotliModule, html, port: ports.staticNginx });
    try {
      await row(
        'file',
        'the same page as a pre-compressed file (nginx, 1 worker)',
        fileServer.url,
        {
          serverPid: fileServer.workerPid,
        },
      );
    } finally {
      await fileServer.stop();
    }
    await row(
      'uncachedCluster',
      `/?bench=<n> full render through nginx, ${sitePorts.length} processes`,
      page,
      { unique: true },
    );
    await row(
      'uncachedOne',
      '/?bench=<n> full render, one site process alone',
      `${cluster.sites[0].url}/`,
      { unique: true },
    );
    result.publish = await publishToVisible({
      cmsUrl: cluster.cms.url,
      siteUrl: cluster.url,
      secrets,
    });
  } finally {
    await cluster.stop();
  }
  const rps = (id) => result.rows.find((entry) => entry.id === id && !entry.error)?.rps ?? null;
  const ratio = (a, b) => (rps(a) && rps(b) ? rps(a) / rps(b) : null);
  result.cachedVsFile = ratio('cached', 'file');
  result.scaling = ratio('uncachedCluster', 'uncachedOne');
  return result;
}
