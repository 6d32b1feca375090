// The restore drill of `npm run drill` (issue 41, backups): a backup (scripts/lib/backup.mjs) of
// the drill's installation after bookings and a publish, some bookings still in the site's queue
// (the CMS killed), restored into an empty installation (new folders, new secrets, as after the
// loss of a server: `.secrets/` is not in a backup) with a CMS and a site of its own. Goal: every
// sitemap page answers the same content, every acknowledged booking is there exactly once.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backup, restore } from '../scripts/lib/backup.mjs';
import { freePort, stop } from '../scripts/lib/processes.mjs';
import { ensureSecrets } from '../scripts/lib/secrets.mjs';
import { startCms, startWeb } from '../scripts/lib/services.mjs';
import { bookingDrillEnv, postRequests, storedCounts } from './bookings.mjs';
import { pool, send } from './fuzz.mjs';
import { killCms, mb, pct, row, sleep } from './report.mjs';
import { apiToken, restClient, sitemapPaths } from './xss.mjs';

const label = 'Backup and restore';

/** Where an installation of the drill's layout (startScratchSite) keeps its state, below `dir`. */
export function drillInstallPaths(dir) {
  return {
    database: { client: 'sqlite', file: path.join(dir, 'data.db') },
    uploads: path.join(dir, 'public', 'uploads'),
    sites: [
      {
        name: 'site',
        queue: path.join(dir, 'web-state', 'booking-queue'),
        media: path.join(dir, 'web-state', 'media-cache'),
      },
    ],
  };
}

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * What a visitor reads on a page: its title and the text of its main element, without markup,
 * scripts, attributes (nonces, request ids, image signatures) and with each of `origins` as
 * "ORIGIN" (the two installations run on different ports).
 */
export function pageText(html, origins = []) {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const main =
    /<main\b[\s\S]*?<\/main>/i.exec(html)?.[0] ?? /<body\b[\s\S]*<\/body>/i.exec(html)?.[0] ?? '';
  let text = `${title}\n${main}`
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
      if (name[0] === '#')
        return String.fromCodePoint(
          name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
        );
      return entities[name.toLowerCase()] ?? whole;
    });
  for (const origin of origins) text = text.replaceAll(origin, 'ORIGIN');
  return text.replace(/\s+/g, ' ').trim();
}

async function waitUntil(done, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await sleep(500);
  }
  return false;
}

const get = (webUrl, page) =>
  send(webUrl, { method: 'GET', path: page, headers: {} }, { timeoutMs: 30_000 });

/** A site that serves pages again: ready, and a read the CMS must answer is answered (404). */
async function serving(webUrl) {
  return waitUntil(async () => {
    const ready = await get(webUrl, '/readyz');
    const probe = await get(webUrl, '/ausstellungen/restore-drill-probe');
    return ready.status === 200 && probe.status === 404;
  }, 120_000);
}

/** An exhibition renamed and published through the REST API; its page path and new title. */
async function publish(site, admin) {
  const rest = restClient(site.cms.url, await apiToken(site.cms.url, admin));
  const listed = await rest('GET', 'exhibitions?locale=de&pagination[pageSize]=1&sort=title:asc');
  const [entry] = listed.body?.data ?? [];
  if (!entry) throw new Error(`CMS answered ${listed.status} to the list of exhibitions`);
  const title = `Wiederhergestellt ${Date.now().toString(36)}`;
  const answer = await rest('PUT', `exhibitions/${entry.documentId}?locale=de`, { title });
  if (!answer.ok) throw new Error(`CMS answered ${answer.status} to the publish`);
  const page = `/ausstellungen/${entry.slug}`;
  const shown = await waitUntil(
    async () => ((await get(site.web.url, page)).body ?? '').includes(title),
    15_000,
  );
  if (!shown) throw new Error(`the published title did not show on ${page} within 15 s`);
  return { page, title };
}

export async function restoreDrill({ site, admin, offer, smtpPort, cleanups }) {
  const webUrl = site.web.url;
  // Bookings the CMS stores at once, a publish, then bookings the site keeps in its queue.
  const live = await postRequests(webUrl, offer, 10, 2);
  const published = await publish(site, admin);
  await killCms(site.cms);
  const queued = await postRequests(webUrl, offer, 5, 1);
  const ids = [...live.acknowledgedIds, ...queued.acknowledgedIds];

  const backupStarted = Date.now();
  const { archive, manifest } = await backup(drillInstallPaths(site.scratch), {
    dir: path.join(site.scratch, 'backups'),
  });
  const backupSeconds = (Date.now() - backupStarted) / 1000;
  await site.restartCms();

  // The empty installation: its own folders and secrets, the CMS and the site on other ports.
  const target = mkdtempSync(path.join(tmpdir(), 'zm-drill-restored-'));
  cleanups.push(() => rmSync(target, { recursive: true, force: true }));
  const secrets = ensureSecrets(path.join(target, 'secrets.json'));
  const restoreStarted = Date.now();
  await restore(archive, drillInstallPaths(target));
  const restoreSeconds = (Date.now() - restoreStarted) / 1000;
  const [cmsPort, webPort] = [await freePort(), await freePort()];
  const startedAt = Date.now();
  const cms = await startCms({
    secrets,
    port: cmsPort,
    host: '127.0.0.1',
    webUrl: `http://127.0.0.1:${webPort}`,
    database: {
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: drillInstallPaths(target).database.file,
      PUBLIC_DIR: path.join(target, 'public'),
    },
    quiet: true,
  });
  cleanups.push(() => stop(cms.child));
  const web = await startWeb({
    secrets,
    port: webPort,
    host: '127.0.0.1',
    cmsUrl: cms.url,
    extraEnv: bookingDrillEnv(smtpPort),
    stateDir: path.join(target, 'web-state'),
    quiet: true,
  });
  cleanups.push(() => stop(web.child));
  const startSeconds = (Date.now() - startedAt) / 1000;
  try {
    const jobs = manifest.parts.find((part) => part.name === 'sites/site/queue')?.jobs ?? {};
    row(
      label,
      'backup, restore into an empty installation, start',
      `${mb(statSync(archive).size)} MB archive, ${manifest.totals.files} files (queue: ` +
        `${
          Object.entries(jobs)
            .map(([folder, count]) => `${count} in ${folder}`)
            .join(', ') || 'empty'
        }) ` +
        `in ${backupSeconds.toFixed(1)} s; restored in ${restoreSeconds.toFixed(1)} s; ` +
        `CMS and site up in ${startSeconds.toFixed(0)} s with new secrets`,
      'runs',
      true,
    );

    await serving(webUrl);
    await serving(web.url);
    const pages = await sitemapPaths(webUrl);
    const restoredPages = new Set(await sitemapPaths(web.url));
    const origins = [new URL(webUrl).origin, new URL(web.url).origin];
    const compared = await pool(pages, 2, async (page) => {
      const [before, after] = [await get(webUrl, page), await get(web.url, page)];
      const text = pageText(before.body ?? '', origins);
      const same =
        before.status === 200 &&
        after.status === 200 &&
        text.length > 0 &&
        text === pageText(after.body ?? '', origins);
      return { page, same, statuses: [before.status, after.status] };
    });
    const same = compared.filter((result) => result.same).length;
    const missing = pages.filter((page) => !restoredPages.has(page));
    const showsPublish = (await get(web.url, published.page)).body?.includes(published.title);
    row(
      label,
      'sitemap pages answering the same content after the restore (title and main text)',
      `${pct(same, pages.length)} of ${pages.length}; the restored sitemap lacks ${missing.length}, ` +
        `the publish ${showsPublish ? 'is' : 'is not'} there`,
      '100 %',
      pages.length > 0 && same === pages.length && missing.length === 0 && showsPublish,
      [
        ...missing.map((page) => ({ page, missing: true })),
        ...compared.filter((result) => !result.same),
      ].slice(0, 20),
    );

    let counts = new Map();
    const delivered = await waitUntil(async () => {
      counts = await storedCounts(cms.url, secrets.WEB_API_TOKEN, ids);
      return ids.every((id) => counts.get(id) >= 1);
    }, 120_000);
    // A moment more: a request stored twice would show now.
    await sleep(3000);
    counts = await storedCounts(cms.url, secrets.WEB_API_TOKEN, ids);
    const once = ids.filter((id) => counts.get(id) === 1).length;
    const twice = ids.filter((id) => counts.get(id) > 1).length;
    row(
      label,
      'acknowledged bookings in the restored CMS exactly once',
      `${once} of ${ids.length} (${live.acknowledgedIds.length} stored before the backup, ` +
        `${queued.acknowledgedIds.length} in the site's queue then); ${twice} more than once, ` +
        `${ids.length - once - twice} missing${delivered ? '' : ' after 120 s'}`,
      'all',
      ids.length === 15 && once === ids.length,
    );
  } finally {
    await stop(web.child);
    await stop(cms.child);
  }
}
