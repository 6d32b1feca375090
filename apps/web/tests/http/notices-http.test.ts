import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_OVERRIDE_ENV } from '../../app/features/clock/now.server';
import { startSiteOnFakeCms, type SiteOnFakeCms } from '../e2e/support/web-server';

/**
 * Urgent notices (issue 43, item 9) on the recorded content: the water damage notice of the
 * fixtures, a warning from 07:00 to 20:00 Berlin time on 20 October 2026 (05:00–18:00 UTC),
 * shows on every page in its language between its start and its end, and no cache may keep a
 * page past either (decision 0059). The day and time are set per request with x-zm-now.
 */
let site: SiteOnFakeCms;

beforeAll(async () => {
  site = await startSiteOnFakeCms({ [CLOCK_OVERRIDE_ENV]: '1' });
});

afterAll(() => site?.stop());

async function page(path: string, now: string) {
  const response = await fetch(`${site.web.url}${path}`, { headers: { 'x-zm-now': now } });
  expect(response.status, path).toBe(200);
  const html = (await response.text()).replaceAll('&#x27;', "'");
  const marker = html.indexOf('data-urgent-notices');
  const region =
    marker < 0
      ? null
      : html.slice(html.lastIndexOf('<section', marker), html.indexOf('</section>', marker));
  return { region, html, cacheControl: response.headers.get('cache-control') ?? '' };
}

const texts = {
  de: {
    paths: ['/', '/ausstellungen', '/besuch/zeiten-preise'],
    label: 'aria-label="Aktueller Hinweis"',
    text: 'Heute wegen eines Wasserschadens geschlossen.',
    kind: 'Achtung:',
    link: '<a href="/besuch/zeiten-preise"',
  },
  en: {
    paths: ['/en', '/en/exhibitions', '/en/visit/opening-prices'],
    label: 'aria-label="Current notice"',
    text: 'Closed today because of water damage.',
    kind: 'Important:',
    link: '<a href="/en/visit/opening-prices"',
  },
} as const;

describe('urgent notices', () => {
  it('show on every page in its language from the start until the end, as a labelled region', async () => {
    for (const locale of ['de', 'en'] as const) {
      for (const path of texts[locale].paths) {
        const during = await page(path, '2026-10-20T17:59:00Z');
        expect(during.region, `${path}: shown`).not.toBeNull();
        const region = during.region ?? '';
        expect(region.includes(texts[locale].label), `${path}: label`).toBe(true);
        expect(region.includes(texts[locale].text), `${path}: text`).toBe(true);
        expect(region.includes(texts[locale].kind), `${path}: kind`).toBe(true);
        expect(region.includes(texts[locale].link), `${path}: link`).toBe(true);
        // Not an alert: it neither interrupts nor takes the focus.
        expect(/role="(alert|alertdialog)"|aria-live/.test(region), path).toBe(false);
        // Under the header, before the page's own content.
        expect(during.html.indexOf('data-urgent-notices')).toBeLessThan(
          during.html.indexOf('<main'),
        );
        expect(during.html.indexOf('data-urgent-notices')).toBeGreaterThan(
          during.html.indexOf('<header'),
        );
      }
    }
  });

  it('are not shown before their start nor from their end on', async () => {
    for (const now of ['2026-10-20T04:59:59Z', '2026-10-20T18:00:00Z', '2026-11-29T12:00:00Z']) {
      const { html } = await page('/', now);
      expect(html.includes('data-urgent-notices'), now).toBe(false);
      expect(html.includes(texts.de.text), now).toBe(false);
    }
  });

  it('let no cache keep a page past the next start or end', async () => {
    const seconds = (cacheControl: string, name: string) =>
      Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1] ?? NaN);
    // Two minutes before the end: the shared cache's time and its stale time end before it.
    const before = await page('/ausstellungen', '2026-10-20T17:58:00Z');
    const total =
      seconds(before.cacheControl, 's-maxage') +
      seconds(before.cacheControl, 'stale-while-revalidate');
    expect(total).toBeLessThan(120);
    // A minute before the start, the same.
    const ahead = await page('/ausstellungen', '2026-10-20T04:59:00Z');
    expect(
      seconds(ahead.cacheControl, 's-maxage') +
        seconds(ahead.cacheControl, 'stale-while-revalidate'),
    ).toBeLessThan(60);
    // Far from any start or end: the usual lifetimes.
    const quiet = await page('/ausstellungen', '2026-09-01T12:00:00Z');
    expect(quiet.cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  });
});
