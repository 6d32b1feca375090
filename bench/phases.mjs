// The measuring phases against the running site; each returns its figures or throws.
import { ensureNginx, startNginx } from './nginx.mjs';
import { coldContentLoad, loadTest } from './throughput.mjs';
import { lighthousePage } from './lighthouse.mjs';

async function get(url) {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, text: await response.text() };
}

/** Fills the site's content cache, so the measured loads find it warm. */
export async function warmUp(webUrl, pages) {
  for (const page of pages) if (page.path) await get(webUrl + page.path);
}

/** Lighthouse for home, exhibition detail and programme in German. */
export async function lighthousePhase(webUrl, pages) {
  const wanted = ['home', 'exhibition', 'programme'];
  const results = [];
  for (const id of wanted) {
    const page = pages.find((p) => p.id === id && p.locale === 'de');
    if (!page?.path) {
      results.push({ id, missing: 'no content in the CMS' });
      continue;
    }
    const url = webUrl + page.path;
    try {
      const { status } = await get(url);
      if (status === 404) {
        results.push({ id, path: page.path, missing: '404' });
        continue;
      }
      console.log(`  lighthouse ${page.path}`);
      results.push({ id, path: page.path, ...(await lighthousePage(url)) });
    } catch (error) {
      results.push({
        id,
        path: page.path,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return results;
}

async function guarded(label, action) {
  console.log(`  load: ${label}`);
  try {
    return await action();
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The same page: repeatedly (cached), with a unique query string (full render, content cache
 * warm), right after clearing the content cache (CMS reads included); /api/calendar; nginx
 * serving that page's HTML as a static file.
 */
export async function throughputPhase({ webUrl, secret, nginxPort, pagePath = '/' }) {
  const result = { page: pagePath };
  const page = await get(webUrl + pagePath);
  if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
  // Whether the server keeps rendered pages (apps/web/server/html-cache.ts says so in a header).
  const again = await fetch(webUrl + pagePath);
  await again.text();
  result.htmlCache = again.headers.get('x-html-cache') ?? 'none';

  result.cached = await guarded('cached page', () => loadTest(webUrl + pagePath));

  const separator = pagePath.includes('?') ? '&' : '?';
  const busted = `${webUrl}${pagePath}${separator}bench=[<id>]`;
  const probe = await get(busted.replace('[<id>]', 'probe'));
  result.renderWarm =
    probe.status === 200
      ? await guarded('unique URLs', () => loadTest(busted))
      : { missing: `a query string answers ${probe.status}` };

  result.renderCold = await guarded('content cache cleared per request', () =>
    coldContentLoad({
      pageUrl: webUrl + pagePath,
      revalidateUrl: `${webUrl}/api/revalidate`,
      secret,
    }),
  );

  const calendar = await get(`${webUrl}/api/calendar`);
  result.calendar =
    calendar.status === 404
      ? { missing: '404' }
      : await guarded('/api/calendar', () => loadTest(`${webUrl}/api/calendar`));

  const binary = ensureNginx();
  if (!binary) {
    result.nginx = { missing: 'nginx is not installed (Debian package nginx)' };
  } else {
    result.nginx = await guarded('nginx', async () => {
      const nginx = await startNginx({ binary, html: page.text, port: nginxPort });
      try {
        return await loadTest(nginx.url);
      } finally {
        await nginx.stop();
      }
    });
  }
  const rps = (entry) => (entry && !entry.error && !entry.missing ? entry.rps : null);
  result.ratio =
    rps(result.cached) && rps(result.nginx) ? rps(result.cached) / rps(result.nginx) : null;
  return result;
}
