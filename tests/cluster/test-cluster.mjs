// The cluster the cluster's test files run against: nginx, two site processes and a CMS on the
// seeded PostgreSQL database the test stack hands in (CLUSTER_DATABASE, a copy of P's taken
// right after seeding), with the secrets it was seeded with (in TEST_SCRATCH_DIR) and a mail
// server that counts what it receives. The fault tests and the timed publish run in different
// groups of the suite (vitest.config.mjs), each on a cluster of its own over the same database.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bookingDrillEnv, smtpCounter } from '../../drill/bookings.mjs';
import { startCluster } from '../../scripts/lib/cluster.mjs';
import { freePort } from '../../scripts/lib/processes.mjs';
import { ensureSecrets } from '../../scripts/lib/secrets.mjs';

async function freePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** The site's paths from its sitemap (an index is followed one level). */
async function sitemapPaths(base) {
  const locs = async (url) =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
      loc.replaceAll('&amp;', '&'),
    );
  const first = await locs(`${base}/sitemap.xml`);
  const pages = [];
  for (const loc of first)
    if (loc.endsWith('.xml')) pages.push(...(await locs(`${base}${new URL(loc).pathname}`)));
    else pages.push(loc);
  const paths = [...new Set(pages.map((loc) => new URL(loc).pathname + new URL(loc).search))];
  // The pages of the cluster's tests before the collection: its 300 object pages are tested on
  // the site (collection-object, the crawl); here they would make every load and every publish
  // measure the object page's render instead of the cluster.
  const objectPage = /^(?:\/de)?\/sammlung\/objekt\/|^\/en\/collection\/object\//;
  return paths.filter((page) => !objectPage.test(page));
}

/**
 * Starts the cluster in a folder of `name` under the run's scratch folder. Resolves with it, the
 * mail counter, the secrets, the paths of the sitemap, the home page's assets, nginx's recent
 * errors (for a failure's message) and `stop()`.
 */
export async function startTestCluster(name) {
  const scratch = process.env.TEST_SCRATCH_DIR ?? '';
  const database = JSON.parse(process.env.CLUSTER_DATABASE ?? 'null');
  if (!database || !scratch) throw new Error('CLUSTER_DATABASE and TEST_SCRATCH_DIR are needed');
  const secrets = ensureSecrets(path.join(scratch, 'secrets.json'));
  const [smtpPort, cmsPort, nginxPort, ...sitePorts] = await freePorts(5);
  const smtp = smtpCounter(smtpPort);
  await smtp.listen();
  const varDir = path.join(scratch, `cluster-${name}`);
  mkdirSync(varDir, { recursive: true });
  // nginx's workers (nobody) write its cache: a folder they can reach, not the private scratch.
  const nginxDir = mkdtempSync(path.join(tmpdir(), 'zm-cluster-nginx-'));
  chmodSync(nginxDir, 0o755);
  const publicUrl = `http://127.0.0.1:${nginxPort}`;
  let cluster;
  try {
    cluster = await startCluster({
      secrets,
      varDir,
      nginxDir,
      database,
      cmsPort,
      sitePorts,
      listen: `127.0.0.1:${nginxPort}`,
      publicUrl,
      // The booking test posts 100 requests from one address; the limit is tested on its own.
      postsPerMinute: 100_000,
      siteEnv: {
        ...bookingDrillEnv(smtpPort),
        BOOKING_MAIL_TO: 'fuehrungen@zentralmuseum.example',
        IIIF_TILES: 'publish',
      },
      quiet: true,
      log: (line) => console.info(`[cluster] ${line}`),
    });
  } catch (error) {
    await smtp.close();
    rmSync(nginxDir, { recursive: true, force: true });
    throw error;
  }
  const pages = await sitemapPaths(cluster.url);
  const home = await (await fetch(`${cluster.url}/`)).text();
  const assets = [...new Set(home.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];

  /** nginx's own account of what went wrong (the last lines of its error log). */
  const nginxErrors = () => {
    const file = path.join(nginxDir, 'error.log');
    const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : [];
    return lines.length ? `\nnginx error.log:\n${lines.slice(-15).join('\n')}` : '';
  };

  const stop = async () => {
    await cluster.stop();
    await smtp.close();
    rmSync(nginxDir, { recursive: true, force: true });
  };
  return { cluster, smtp, secrets, pages, assets, nginxErrors, stop };
}
