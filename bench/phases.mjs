// The measuring phases against the running site; each returns its figures or throws.
import { lighthousePage } from './lighthouse.mjs';
import { buildFloorIfNeeded, startFloor } from './load/floor.mjs';
import { measurePageWeights } from './page-weight.mjs';

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

/**
 * The framework floor's page (bench/floor: React Router, one small route) measured like the
 * site's pages: its first-load JS, TBT and LCP are what React and React Router alone cost on
 * this machine, the reference for the site's figures (not judged against the budgets).
 */
export async function floorPagePhase(floorPort, { pageWeight, lighthouse, cleanups = [] }) {
  await buildFloorIfNeeded();
  const floor = await startFloor({ port: floorPort, core: null });
  // Stopped on Ctrl+C too: a floor left on its port would answer the next run.
  cleanups.push(floor.stop);
  const page = { id: 'floor', locale: 'en', path: '/', reference: true };
  const attempt = async (measure) => {
    try {
      return await measure();
    } catch (error) {
      return { ...page, error: error instanceof Error ? error.message : String(error) };
    }
  };
  try {
    const weight = pageWeight
      ? await attempt(async () => {
          const [measured] = await measurePageWeights(floor.url.replace(/\/$/, ''), [page]);
          return { ...measured, jsChunks: undefined };
        })
      : null;
    if (lighthouse) console.log(`  lighthouse ${floor.url} (framework floor)`);
    return {
      pageWeight: weight,
      lighthouse: lighthouse
        ? await attempt(async () => ({ ...page, ...(await lighthousePage(floor.url, 'en')) }))
        : null,
    };
  } finally {
    await floor.stop();
  }
}
