// `npm run start:cluster`: the production topology on one machine (issue #24, decision 0038):
// Strapi on PostgreSQL, several site processes, nginx in front as shared cache and balancer.
// Everything it keeps lives in var/cluster/ (git-ignored); Ctrl+C stops it all.
import { cpus } from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './lib/build.mjs';
import { startCluster } from './lib/cluster.mjs';
import { ensureFirstAdminCredentials, firstAdminNotice } from './lib/first-admin.mjs';
import { clusterVarDir, root } from './lib/paths.mjs';
import { startLocalPostgres } from './lib/postgres.mjs';
import { runOnPinnedNode } from './lib/runtime.mjs';
import { ensureSecrets } from './lib/secrets.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';

await runOnPinnedNode();

const env = process.env;
const publicPort = Number(env.CLUSTER_PORT ?? 8080);
const cmsPort = Number(env.CMS_PORT ?? 1337);
const databasePort = Number(env.CLUSTER_DATABASE_PORT ?? 55432);
const firstSitePort = Number(env.CLUSTER_SITE_PORT ?? 3101);
const processes = Math.max(1, Number(env.CLUSTER_PROCESSES) || cpus().length);
const publicUrl = (env.CLUSTER_PUBLIC_URL ?? `http://localhost:${publicPort}`).replace(/\/+$/, '');
const varDir = clusterVarDir;
const sitePorts = Array.from({ length: processes }, (_, index) => firstSitePort + index);

let postgres = null;
let cluster = null;

async function shutdown(code) {
  await cluster?.stop();
  postgres?.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
// SIGHUP: a rolling restart (after a new build), one site process at a time.
process.on('SIGHUP', () => void cluster?.rollingRestart());

const secrets = ensureSecrets();
// The CMS's first admin, as `npm start` gives it (decision 0044).
const admin = ensureFirstAdminCredentials();

/** The database: DATABASE_* from the environment, else a PostgreSQL server of this checkout. */
function database() {
  if (env.DATABASE_HOST) {
    return Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('DATABASE_')));
  }
  postgres = startLocalPostgres({
    dir: path.join(varDir, 'postgres'),
    port: databasePort,
    password: secrets.POSTGRES_PASSWORD,
  });
  return postgres.env;
}

try {
  // A database named by DATABASE_HOST is the operator's; otherwise PostgreSQL runs here.
  ensureSystemPackages(env.DATABASE_HOST ? ['nginx'] : ['postgresql', 'nginx'], 'The cluster');
  await buildIfNeeded('cms');
  await buildIfNeeded('web');
  cluster = await startCluster({
    secrets,
    varDir,
    database: database(),
    cmsPort,
    cmsHost: env.CMS_HOST || '127.0.0.1',
    sitePorts,
    listen: `${env.CLUSTER_HOST ?? '127.0.0.1'}:${publicPort}`,
    publicUrl,
    cmsEnv: admin.env,
  });
  const notice = firstAdminNotice(admin, `http://localhost:${cmsPort}/admin`);
  console.log(`
  Zentralmuseum is running as a cluster
    Website:          ${publicUrl}/  (nginx → ${processes} site processes on ${sitePorts.join(', ')})
    CMS admin panel:  http://localhost:${cmsPort}/admin  (${notice.short})
    Database:         ${env.DATABASE_HOST ? `${env.DATABASE_HOST} (DATABASE_*)` : `PostgreSQL on 127.0.0.1:${databasePort}, data in ${path.relative(root, varDir)}/postgres`}
    nginx config:     ${path.relative(root, cluster.configFile)}
${notice.block}  Rolling restart: kill -HUP ${process.pid}. Stop with Ctrl+C.
`);
  await new Promise(() => {});
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
