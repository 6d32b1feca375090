// The measuring phases against the running site; each returns its figures or throws.
import { lighthousePage } from './lighthouse.mjs';

async function get(url) {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, text: await response.text() };
}

/** Fills the site's content cache, so the measured loads find it warm. */
export async function warmUp(webUrl, pages) {
  for (const page of pages) if (page.path) await get(webUrl + page.path);
}

/** Lighthouse for every bench page in both languages (home, exhibition, programme, tour request, search). */
export async function lighthousePhase(webUrl, pages) {
  const results = [];
  for (const page of pages) {
    const { id, locale } = page;
    if (!page.path) {
      results.push({ id, locale, missing: 'no content in the CMS' });
      continue;
    }
    const url = webUrl + page.path;
    try {
      const { status } = await get(url);
      if (status === 404) {
        results.push({ id, locale, path: page.path, missing: '404' });
        continue;
      }
      console.log(`  lighthouse ${page.path}`);
      results.push({
        id,
        locale,
        path: page.path,
        ...(await lighthousePage(url, locale, { noindexOnPurpose: page.noindexOnPurpose })),
      });
    } catch (error) {
      results.push({
        id,
        locale,
        path: page.path,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return results;
}
