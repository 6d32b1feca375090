import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteOnFakeCms, type SiteOnFakeCms } from '../e2e/support/web-server';

/**
 * A permanent exhibition (no end date, opened in 2012, like the seed's three) on every page that
 * shows an exhibition's dates or state: the list, its detail page with its JSON-LD, the home
 * page and the search, in both languages. The production site reads the fake CMS: the recorded
 * v5 fixtures, with this exhibition added to their list.
 */
let site: SiteOnFakeCms;

const fixtures = new URL('../../app/content/__fixtures__/v5/', import.meta.url);
const recorded = (locale: string) =>
  (
    JSON.parse(readFileSync(new URL(`exhibitions.${locale}.json`, fixtures), 'utf8')) as {
      data: Record<string, unknown>[];
    }
  ).data;

const slugs = { de: 'maschinenwelt', en: 'world-of-machines' } as const;
const titles = { de: 'Maschinenwelt', en: 'World of Machines' } as const;

function permanent(locale: 'de' | 'en') {
  const other = locale === 'de' ? 'en' : 'de';
  return {
    ...recorded(locale)[0],
    id: locale === 'de' ? 9001 : 9002,
    documentId: 'permanentmaschinenwelt01',
    locale,
    title: titles[locale],
    slug: slugs[locale],
    type: 'permanent',
    variant: 'tech',
    headline: null,
    startDate: '2012-05-04',
    endDate: null,
    seasonalColorRequired: false,
    teaserText: null,
    place: null,
    localizations: [
      {
        id: other === 'de' ? 9001 : 9002,
        documentId: 'permanentmaschinenwelt01',
        slug: slugs[other],
        locale: other,
      },
    ],
  };
}

/** The exhibitions as a seeded CMS with a permanent exhibition answers them. */
function exhibitions(query: URLSearchParams) {
  const locale = query.get('locale') === 'en' ? 'en' : 'de';
  const slug = query.get('filters[slug][$eq]');
  const mine = permanent(locale);
  if (slug !== null && slug !== mine.slug) return undefined;
  const data = slug === null ? [...recorded(locale), mine] : [mine];
  const pagination = { page: 1, pageSize: 100, pageCount: 1, total: data.length };
  return { status: 200, body: { data, meta: { pagination } } };
}

beforeAll(async () => {
  site = await startSiteOnFakeCms({}, { exhibitions });
});

afterAll(() => site?.stop());

async function main(path: string): Promise<string> {
  const response = await fetch(`${site.web.url}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return html.slice(html.indexOf('<main'), html.indexOf('</main>')).replaceAll('<!-- -->', '');
}

/** The teaser or hit of the permanent exhibition: its markup up to the next one. */
function around(html: string, title: string): string {
  const at = html.indexOf(`>${title}</a>`);
  expect(at, `${title} is shown`).toBeGreaterThan(-1);
  return html.slice(at, html.indexOf('</li>', at));
}

const texts = {
  de: { since: 'seit 2012', opening: '4. Mai 2012', past: 'Vergangen' },
  en: { since: 'since 2012', opening: 'May 4, 2012', past: 'Past' },
};
const paths = {
  de: {
    list: '/ausstellungen',
    detail: `/ausstellungen/${slugs.de}`,
    home: '/',
    search: `/suche?text=${titles.de}`,
  },
  en: {
    list: '/en/exhibitions',
    detail: `/en/exhibitions/${slugs.en}`,
    home: '/en',
    search: `/en/search?text=${encodeURIComponent(titles.en)}`,
  },
};

describe('a permanent exhibition', () => {
  for (const locale of ['de', 'en'] as const) {
    const text = texts[locale];

    it(`runs on in the list and on the home page, never on its opening day alone (${locale})`, async () => {
      const list = await main(paths[locale].list);
      // It is current: in the list's first section, before the upcoming and past ones.
      const current = list.slice(0, list.indexOf('id="exhibitions-upcoming'));
      const teaser = around(current, titles[locale]);
      expect(teaser).toContain(`>${text.since}</time>`);
      expect(teaser).not.toContain(text.opening);

      const home = around(await main(paths[locale].home), titles[locale]);
      expect(home).toContain(`>${text.since}</time>`);
    });

    it(`says so on its page and invents no end in its JSON-LD (${locale})`, async () => {
      const response = await fetch(`${site.web.url}${paths[locale].detail}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const page = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(page).toContain(locale === 'de' ? 'Dauerausstellung' : 'Permanent exhibition');
      expect(page).toContain(`>${text.since}</time>`);
      expect(page).not.toContain(text.opening);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .map(([, json]) => JSON.parse(json ?? 'null') as Record<string, unknown>)
        .find((node) => node['@type'] === 'ExhibitionEvent');
      expect(ld).toMatchObject({ name: titles[locale], startDate: '2012-05-04' });
      expect(ld).not.toHaveProperty('endDate');
    });

    it(`is never marked past in the search results (${locale})`, async () => {
      const hit = around(await main(paths[locale].search), titles[locale]);
      expect(hit).toContain(`>${text.since}</time>`);
      expect(hit).not.toContain(`>${text.past}<`);
      expect(hit).not.toContain(text.opening);
    });
  }
});
