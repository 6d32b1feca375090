// `npm run start:cluster`: the production topology on one machine (issue #24, decision 0038):
// Strapi on PostgreSQL, several site processes, nginx in front as shared cache and balancer.
// Everything it keeps lives in var/cluster/ (git-ignored); Ctrl+C stops it all.
import { chownSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { ensureCommand } from '../bench/debian-tools.mjs';
import { buildIfNeeded } from './lib/build.mjs';
import { renderClusterConfig } from './lib/cluster-nginx.mjs';
import { root } from './lib/paths.mjs';
import { startLocalPostgres } from './lib/postgres.mjs';
import { start, stop, waitForHttp } from './lib/processes.mjs';
import { runOnPinnedNode } from './lib/runtime.mjs';
import { ensureSecrets } from './lib/secrets.mjs';
import { startCms, startWeb } from './lib/services.mjs';

await runOnPinnedNode();

const env = process.env;
const publicPort = Number(env.CLUSTER_PORT ?? 8080);
const cmsPort = Number(env.CMS_PORT ?? 1337);
const databasePort = Number(env.CLUSTER_DATABASE_PORT ?? 55432);
const firstSitePort = Number(env.CLUSTER_SITE_PORT ?? 3101);
const processes = Math.max(1, Number(env.CLUSTER_PROCESSES) || cpus().length);
const publicUrl = (env.CLUSTER_PUBLIC_URL ?? `http://localhost:${publicPort}`).replace(/\/+$/, '');
const varDir = path.join(root, 'var', 'cluster');
const sitePorts = Array.from({ length: processes }, (_, index) => firstSitePort + index);
const siteUrls = sitePorts.map((port) => `http://127.0.0.1:${port}`);

const running = { postgres: null, cms: null, sites: [], nginx: null };
let stopping = false;

async function shutdown(code) {
  stopping = true;
  await stop(running.nginx);
  await Promise.all(running.sites.map((site) => stop(site?.child)));
  await stop(running.cms?.child);
  running.postgres?.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
// SIGHUP: a rolling restart (after a new build), one site process at a time.
process.on('SIGHUP', () => void rollingRestart());

const secrets = ensureSecrets();

/** The database: DATABASE_* from the environment, else a PostgreSQL server of this checkout. */
function database() {
  if (env.DATABASE_HOST) {
    return Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('DATABASE_')));
  }
  running.postgres = startLocalPostgres({
    dir: path.join(varDir, 'postgres'),
    port: databasePort,
    password: secrets.POSTGRES_PASSWORD,
  });
  return running.postgres.env;
}

/** Site process `index`: its own state folder (booking queue, mail outbox), kept across restarts. */
async function startSite(index) {
  const site = await startWeb({
    secrets,
    port: sitePorts[index],
    host: '127.0.0.1',
    cmsUrl: running.cms.url,
    stateDir: path.join(varDir, `site-${index + 1}`),
    extraEnv: {
      SITE_URL: publicUrl,
      CMS_ADMIN_URL: `http://localhost:${cmsPort}`,
      // nginx keeps pages 2 s, then renews them in the background (decision 0038).
      SHARED_CACHE_SECONDS: '2',
    },
  });
  // Visitors only once it can serve them well: the CMS answers and the search index is built.
  await waitForHttp(`${site.url}/readyz`, {
    child: site.child,
    timeoutMs: 120_000,
    name: 'the site',
  });
  running.sites[index] = site;
  // A process that ends on its own is started again; nginx sends its share elsewhere meanwhile.
  site.child.once('exit', () => {
    if (stopping || running.sites[index] !== site) return;
    console.log(`[cluster] site process ${index + 1} ended; starting it again`);
    running.sites[index] = null;
    void startSite(index).catch((error) => console.error(`[cluster] ${error.message}`));
  });
  return site;
}

async function rollingRestart() {
  for (let index = 0; index < processes; index += 1) {
    const old = running.sites[index];
    console.log(`[cluster] restarting site process ${index + 1} of ${processes}`);
    running.sites[index] = null;
    // SIGTERM: the process finishes its requests first; nginx retries new ones on the others.
    await stop(old?.child);
    await startSite(index);
  }
  console.log('[cluster] rolling restart done');
}

async function startNginx() {
  const binary = ensureCommand('nginx');
  if (!binary) throw new Error('nginx is needed (Debian package nginx)');
  const prefix = path.join(varDir, 'nginx');
  for (const dir of ['cache', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, dir), { recursive: true });
    // Run as root, nginx's workers are `nobody`: they write the cache and temporary files.
    if (process.getuid?.() === 0) chownSync(path.join(prefix, dir), 65534, 65534);
  }
  const file = path.join(prefix, 'nginx.conf');
  const host = new URL(publicUrl).hostname;
  writeFileSync(
    file,
    renderClusterConfig({
      prefix,
      listen: `${env.CLUSTER_HOST ?? '127.0.0.1'}:${publicPort}`,
      upstreams: siteUrls.map((url) => new URL(url).host),
      hosts: [...new Set([host, 'localhost', '127.0.0.1'])],
    }),
  );
  const args = [
    '-p',
    prefix,
    '-c',
    file,
    '-e',
    path.join(prefix, 'error.log'),
    '-g',
    'daemon off;',
  ];
  running.nginx = start('nginx', binary, args, { cwd: prefix });
  await waitForHttp(`http://127.0.0.1:${publicPort}/healthz`, {
    child: running.nginx,
    timeoutMs: 30_000,
    name: 'nginx',
  });
  return file;
}

try {
  await buildIfNeeded('cms');
  await buildIfNeeded('web');
  const databaseEnv = database();
  running.cms = await startCms({
    secrets,
    port: cmsPort,
    host: env.CMS_HOST || '127.0.0.1',
    webUrl: siteUrls[0],
    siteUrl: publicUrl,
    database: databaseEnv,
    // Every process keeps caches of its own: each is told of changes.
    extraEnv: { WEB_URLS: siteUrls.join(',') },
  });
  for (let index = 0; index < processes; index += 1) await startSite(index);
  const config = await startNginx();
  console.log(`
  Zentralmuseum is running as a cluster
    Website:          ${publicUrl}/  (nginx → ${processes} site processes on ${sitePorts.join(', ')})
    CMS admin panel:  http://localhost:${cmsPort}/admin
    Database:         ${env.DATABASE_HOST ? `${env.DATABASE_HOST} (DATABASE_*)` : `PostgreSQL on 127.0.0.1:${databasePort}, data in ${path.relative(root, varDir)}/postgres`}
    nginx config:     ${path.relative(root, config)}
  Rolling restart: kill -HUP ${process.pid}. Stop with Ctrl+C.
`);
  await new Promise(() => {});
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
