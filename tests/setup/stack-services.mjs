// What the tests run against, started once per run and shared by every project that needs it
// (decision 0042): the builds, the CMS on a fresh SQLite database (A, seeded) with the site in
// front of it, a second CMS on a copy of A's database taken right after seeding (B: the restart
// that must find the seed done, for the CMS's integration tests), and PostgreSQL with a CMS on it
// (P) and a copy of its seeded database for the cluster's fault tests.
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildIfNeeded } from '../../scripts/lib/build.mjs';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { freePort, stop, waitForHttp } from '../../scripts/lib/processes.mjs';
import { cmsDir } from '../../scripts/lib/paths.mjs';
import { ensureSecrets } from '../../scripts/lib/secrets.mjs';
import { startCms, startWeb } from '../../scripts/lib/services.mjs';
import { ensureSystemPackages } from '../../scripts/lib/system-packages.mjs';
import { seedCounts } from '../integration/seed-counts.mjs';

/** The services each project waits for; the environment each one gets comes from them. */
export const needs = {
  http: ['webBuild'],
  'http:alone': ['webBuild'],
  'cms:sqlite': ['cmsCopy', 'site'],
  'cms:postgres': ['postgresCms'],
  // Built CMS and PostgreSQL's packages: what PostgreSQL's CMS waits for is there by then.
  'scripts:integration': ['postgresCms'],
  'site:integration': ['site'],
  'site:serial': ['site'],
  browser: ['site'],
  'browser:serial': ['site'],
  'cluster:faults': ['clusterDatabase'],
  'cluster:publish': ['clusterDatabase'],
};

// The CMS's retention job takes a test clock from admins only when this is set (decision 0023).
// The tests register their own first admin: one from the caller's environment would take its place.
const testClock = { CMS_ALLOW_TEST_CLOCK: '1', CMS_ADMIN_EMAIL: '', CMS_ADMIN_PASSWORD: '' };

/**
 * Starts what `wanted` (service names) needs, each as soon as what it waits for is there, and
 * writes `<dir>/status/<service>.json` when it is ready ({ env }) or has failed ({ error }).
 * Returns `stopAll`. Logs of the servers go to `<logs>/<name>.log`.
 */
export async function startServices(wanted, { dir, logs }) {
  mkdirSync(path.join(dir, 'status'), { recursive: true });
  mkdirSync(logs, { recursive: true });
  const secrets = ensureSecrets(path.join(dir, 'secrets.json'));
  const token = { CMS_API_TOKEN: secrets.WEB_API_TOKEN };
  const [siteUrl, listenerB, listenerP] = (await ports(3)).map((p) => `http://127.0.0.1:${p}`);
  const children = [];
  let postgres;
  const keep = (name, service) => {
    children.push(service.child);
    const log = createWriteStream(path.join(logs, `${name}.log`));
    service.child.stdout.pipe(log);
    service.child.stderr.pipe(log);
    return service;
  };
  // The CMS's replies to visitors land in the outbox of the site it serves (browser tests read
  // it there); the other CMSs keep theirs apart.
  const outbox = (name) =>
    path.join(dir, name === 'cms-a' ? 'site-state' : `${name}-state`, 'mail-outbox');
  const cms = async (name, database, webUrls) =>
    keep(
      name,
      await startCms({
        secrets,
        port: await freePort(),
        webUrl: siteUrl,
        database,
        extraEnv: { ...testClock, WEB_URLS: webUrls.join(','), MAIL_OUTBOX_DIR: outbox(name) },
        quiet: true,
      }),
    );

  const memo = {};
  const service = (name, deps, body) => () =>
    (memo[name] ??= Promise.all(deps.map((dep) => graph[dep]())).then((values) => body(...values)));
  const graph = {
    packages: service('packages', [], () => {
      const packages = new Set();
      if (wanted.includes('site')) packages.add('chromium-headless-shell');
      if (wanted.some((name) => ['postgresCms', 'clusterDatabase'].includes(name)))
        packages.add('postgresql').add('nginx');
      ensureSystemPackages([...packages]);
    }),
    cmsBuild: service('cmsBuild', [], () => buildIfNeeded('cms', process.env, { quiet: true })),
    webBuild: service('webBuild', [], async () => {
      await buildIfNeeded('web', process.env, { quiet: true });
      return {};
    }),
    // A, seeded; the site and the listener of cms:sqlite's webhook test hear of its changes.
    cmsA: service('cmsA', ['cmsBuild', 'packages'], async () => {
      const database = {
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: path.join(dir, 'sqlite-a', 'data.db'),
        PUBLIC_DIR: path.join(dir, 'sqlite-a', 'public'),
      };
      const running = await cms('cms-a', database, [siteUrl]);
      // Taken before anything else can write: the site is not started yet.
      const counts = await seedCounts(running.url);
      writeFileSync(path.join(dir, 'counts-seeded.json'), JSON.stringify(counts));
      const copy = path.join(dir, 'sqlite-b');
      mkdirSync(copy, { recursive: true });
      await backupSqlite(database.DATABASE_FILENAME, path.join(copy, 'data.db'));
      cpSync(database.PUBLIC_DIR, path.join(copy, 'public'), { recursive: true });
      return running;
    }),
    cmsCopy: service('cmsCopy', ['cmsA'], async () => {
      const copy = path.join(dir, 'sqlite-b');
      const database = {
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: path.join(copy, 'data.db'),
        PUBLIC_DIR: path.join(copy, 'public'),
      };
      const running = await cms('cms-b', database, [listenerB]);
      writeFileSync(
        path.join(dir, 'counts-restarted.json'),
        JSON.stringify(await seedCounts(running.url)),
      );
      return {
        ...token,
        CMS_URL: running.url,
        WEB_URL: listenerB,
        COUNTS_SNAPSHOT: path.join(dir, 'counts-seeded.json'),
        COUNTS_RESTARTED: path.join(dir, 'counts-restarted.json'),
      };
    }),
    site: service('site', ['cmsA', 'webBuild'], async (cmsA) => {
      const web = keep(
        'site',
        await startWeb({
          secrets,
          port: Number(new URL(siteUrl).port),
          host: '127.0.0.1',
          cmsUrl: cmsA.url,
          // The clock override lets browser tests visit the today page on a seeded closed day.
          // Every test posts from 127.0.0.1: the per-address limit of forms (20 in 10 min) would
          // refuse the later ones; its 429 is tested on a site of its own (booking-request.test).
          // A CMS slowed by a busy machine must not open the site's breaker (timeouts and the
          // breaker are tested on sites of their own: cms-frozen, cms-down).
          extraEnv: {
            ZM_ALLOW_CLOCK_OVERRIDE: '1',
            BOOKING_RATE_LIMIT: '1000',
            // The same for the confirmations one sender may cause (unit-tested in the service).
            BOOKING_CONFIRMATIONS_PER_SENDER: '1000',
            CMS_TIMEOUT_MS: '15000',
            // The demo collection's tiles only after a publish, or when a viewer asks for them
            // (decision 0069): not every picture's in the background of the whole run.
            IIIF_TILES: 'publish',
          },
          stateDir: path.join(dir, 'site-state'),
          quiet: true,
        }),
      );
      // Ready, not only running: the CMS answers and the search index is built.
      await waitForHttp(`${web.url}/readyz`, { child: web.child, name: 'the site' });
      return {
        ...token,
        SITE_URL: web.url,
        CMS_URL: cmsA.url,
        PREVIEW_SECRET: secrets.PREVIEW_SECRET,
        STACK_SITE_LOG: path.join(logs, 'site.log'),
        SERVER_RUNTIMES: JSON.stringify({ site: web.runtime(), cms: cmsA.runtime() }),
      };
    }),
    postgres: service('postgres', ['packages'], async () => {
      postgres = startPostgres({ port: await freePort() });
      // pg_ctl starts the server in a session of its own: a signal to the run's process group
      // never reaches it, and an exit on a signal does not wait for the asynchronous cleanup.
      process.once('exit', stopPostgres);
      return postgres;
    }),
    postgresCms: service('postgresCms', ['postgres', 'cmsBuild'], async (server) => {
      const database = { ...server.env, PUBLIC_DIR: path.join(dir, 'postgres', 'public') };
      const running = await cms('cms-p', database, [listenerP]);
      // The cluster's tests get the content as seeded, not as the integration tests leave it: on
      // their leftovers a publish showed on the first page after 4.0 s instead of 1.1 s (0038).
      const seeded = { ...server.copy('cluster'), PUBLIC_DIR: path.join(dir, 'cluster-public') };
      cpSync(database.PUBLIC_DIR, seeded.PUBLIC_DIR, { recursive: true });
      writeFileSync(path.join(dir, 'cluster-database.json'), JSON.stringify(seeded));
      return { ...token, CMS_URL: running.url, WEB_URL: listenerP };
    }),
    clusterDatabase: service('clusterDatabase', ['postgresCms'], () => ({
      CLUSTER_DATABASE: readFileSync(path.join(dir, 'cluster-database.json'), 'utf8'),
      CMS_ADMIN_EMAIL: '',
      CMS_ADMIN_PASSWORD: '',
    })),
  };

  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 100) / 10;
  for (const name of wanted) {
    graph[name]().then(
      (env) => report(dir, name, { seconds: seconds(), env: { TEST_SCRATCH_DIR: dir, ...env } }),
      (error) => report(dir, name, { error: error instanceof Error ? error.message : error }),
    );
  }
  function stopPostgres() {
    const server = postgres;
    postgres = null;
    server?.stop();
  }
  return async () => {
    await Promise.all(children.map((child) => stop(child)));
    stopPostgres();
  };
}

function report(dir, name, status) {
  const file = path.join(dir, 'status', `${name}.json`);
  // The run may have ended meanwhile (a service nobody waited for) and removed the folder.
  if (!existsSync(path.dirname(file))) return;
  writeFileSync(`${file}.tmp`, JSON.stringify(status));
  renameSync(`${file}.tmp`, file);
}

/** A consistent copy of a SQLite database in use (better-sqlite3's online backup). */
async function backupSqlite(from, to) {
  const Database = createRequire(path.join(cmsDir, 'package.json'))('better-sqlite3');
  const source = new Database(from, { readonly: true, fileMustExist: true });
  try {
    await source.backup(to);
  } finally {
    source.close();
  }
}

async function ports(count) {
  const found = new Set();
  while (found.size < count) found.add(await freePort());
  return [...found];
}
