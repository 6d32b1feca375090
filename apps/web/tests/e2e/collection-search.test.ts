/**
 * The collection search (/sammlung, /en/collection) over the seeded demo collection
 * (apps/cms/src/seed/data/collection-objects.ts): text, every facet, sorting and pages without
 * JavaScript, both languages, the language switch keeping the search, axe at three widths; the
 * exhibitions' objects, the site search's objects and the menu's link.
 *
 * Objects relied on (stable inventory numbers of the seed): ZM-T-1898-101, the horizontal steam
 * engine on display in "Maschinenhalle"; ZM-F-1914-205, a photograph described in German only.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapPath } from '../../app/site/feed-paths';
import { href } from '../../app/site/paths';
import { axeContext, expectNoAxeViolations } from './support/axe';
import { hydrated, launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL!.replace(/\/+$/, '');

const steamEngine = { slug: 'zm-t-1898-101', inventory: 'ZM-T-1898-101' };
const germanOnly = { slug: 'zm-f-1914-205' };

const texts = {
  de: {
    results: 'Suchergebnisse',
    field: 'In der Sammlung suchen',
    apply: 'Filter anwenden',
    active: 'Aktive Filter',
    sort: 'Sortieren nach',
    steam: 'Dampfmaschine',
    facets: {
      objectType: 'Objektart',
      maker: 'Hersteller/in',
      material: 'Material',
      century: 'Jahrhundert',
      licence: 'Bildlizenz',
      exhibition: 'Ausstellung',
    },
    switches: { onDisplay: 'Zurzeit ausgestellt', hasImage: 'Mit Abbildung' },
    objectsHeading: 'Objekte in dieser Ausstellung',
    objectKind: 'Objekt',
  },
  en: {
    results: 'Search results',
    field: 'Search the collection',
    apply: 'Apply filters',
    active: 'Active filters',
    sort: 'Sort by',
    steam: 'steam engine',
    facets: {
      objectType: 'Object type',
      maker: 'Maker',
      material: 'Material',
      century: 'Century',
      licence: 'Image licence',
      exhibition: 'Exhibition',
    },
    switches: { onDisplay: 'On display now', hasImage: 'With image' },
    objectsHeading: 'Objects in this exhibition',
    objectKind: 'Object',
  },
} as const;

type Locale = keyof typeof texts;

const params = {
  objectType: 'type',
  maker: 'maker',
  material: 'material',
  century: 'century',
  licence: 'licence',
  exhibition: 'exhibition',
  onDisplay: 'display',
  hasImage: 'image',
} as const;

/** The number in the results' heading ("150 Objekte", "No objects" is 0). */
async function total(page: Page): Promise<number> {
  const heading = await page.locator('main section h2').first().innerText();
  return Number(/\d+/.exec(heading)?.[0] ?? 0);
}

const cards = (page: Page, locale: Locale) =>
  page.locator(`main ul[aria-label="${texts[locale].results}"] > li`);

/** The number in a checkbox's label: "Gemälde (12)". */
async function countOf(label: string): Promise<number> {
  return Number(/\((\d+)\)/.exec(label)?.[1]);
}

async function submitted(page: Page, click: () => Promise<void>) {
  await Promise.all([page.waitForEvent('load'), click()]);
}

describe('collection search', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(locale: Locale, javaScriptEnabled = false) {
    const context: BrowserContext = await browser.newContext({
      javaScriptEnabled,
      locale: locale === 'de' ? 'de-DE' : 'en-US',
    });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}${href('collection', {}, locale)}`);
    expect(response?.status()).toBe(200);
    return { context, page };
  }

  for (const locale of ['de', 'en'] as const) {
    const t = texts[locale];

    it(`${locale}, without JavaScript: finds by text, ranks the steam engine high and keeps the text in the language switch`, async () => {
      const { context, page } = await open(locale);
      const all = await total(page);
      expect(all).toBeGreaterThan(24);
      // The whole collection's first page: full, with a link to the next.
      expect(await cards(page, locale).count()).toBe(24);
      await page.getByRole('searchbox', { name: t.field }).fill(t.steam);
      await submitted(page, () => page.getByRole('searchbox', { name: t.field }).press('Enter'));
      const url = new URL(page.url());
      expect(url.pathname).toBe(href('collection', {}, locale));
      expect(url.searchParams.get('q')).toBe(t.steam);
      const found = await total(page);
      expect(found).toBeGreaterThan(0);
      expect(found).toBeLessThan(all);
      const links = await cards(page, locale)
        .locator('h3 a')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(links.slice(0, 5)).toContain(href('collectionObject', steamEngine, locale));
      // Narrowed pages are for visitors, not search engines.
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
        'noindex, follow',
      );
      // The language switch leads to the same search in the other language.
      const other = locale === 'de' ? 'en' : 'de';
      const switchLink = page.locator('header a[data-language-switch]').first();
      const choice = new URL((await switchLink.getAttribute('href'))!, baseUrl);
      const target = new URL(choice.searchParams.get('to')!, baseUrl);
      expect(target.pathname).toBe(href('collection', {}, other));
      expect(target.searchParams.get('q')).toBe(t.steam);
      // A text nothing matches: no objects, a hint, and the text stays in the field.
      await page.getByRole('searchbox', { name: t.field }).fill('Xylofonqwertz');
      await submitted(page, () => page.getByRole('searchbox', { name: t.field }).press('Enter'));
      expect(await total(page)).toBe(0);
      expect(await page.getByRole('searchbox', { name: t.field }).inputValue()).toBe(
        'Xylofonqwertz',
      );
      await context.close();
    }, 120_000);

    it(`${locale}, without JavaScript: every facet narrows to its count and its chip takes it away`, async () => {
      const { context, page } = await open(locale);
      const all = await total(page);
      for (const [facet, title] of Object.entries(t.facets) as [keyof typeof t.facets, string][]) {
        const group = page.locator('main details', {
          has: page.locator('summary', { hasText: title }),
        });
        await group.locator('summary').click();
        const option = group.locator('label').first();
        const count = await countOf(await option.innerText());
        expect(count, facet).toBeGreaterThan(0);
        await option.locator('input[type="checkbox"]').check();
        await submitted(page, () => page.getByRole('button', { name: t.apply }).click());
        const url = new URL(page.url());
        expect(url.searchParams.getAll(params[facet]), facet).toHaveLength(1);
        expect(await total(page), facet).toBe(count);
        // The chosen value stays ticked in its open group.
        expect(await group.getAttribute('open'), facet).not.toBeNull();
        expect(await group.locator('input:checked').count(), facet).toBe(1);
        // Its chip leads back to the whole collection.
        const chip = page.locator(`main nav[aria-label="${t.active}"] a`).first();
        await submitted(page, () => chip.click());
        expect(new URL(page.url()).search, facet).toBe('');
        expect(await total(page), facet).toBe(all);
      }
      for (const [facet, title] of Object.entries(t.switches) as [
        keyof typeof t.switches,
        string,
      ][]) {
        const option = page.locator('main label', { hasText: title });
        const count = await countOf(await option.innerText());
        expect(count, facet).toBeGreaterThan(0);
        expect(count, facet).toBeLessThanOrEqual(all);
        await option.locator('input').check();
        await submitted(page, () => page.getByRole('button', { name: t.apply }).click());
        expect(new URL(page.url()).searchParams.get(params[facet]), facet).toBe('1');
        expect(await total(page), facet).toBe(count);
        await option.locator('input').uncheck();
        await submitted(page, () => page.getByRole('button', { name: t.apply }).click());
        expect(await total(page), facet).toBe(all);
      }
      await context.close();
    }, 180_000);

    it(`${locale}, without JavaScript: facets combine, counts of the other values stay, sort and pages`, async () => {
      const { context, page } = await open(locale);
      // Two values of one facet are alternatives: their counts add up.
      const types = page.locator('main details', {
        has: page.locator('summary', { hasText: t.facets.objectType }),
      });
      await types.locator('summary').click();
      const [first, second] = [types.locator('label').nth(0), types.locator('label').nth(1)];
      const counts = [
        await countOf(await first.innerText()),
        await countOf(await second.innerText()),
      ];
      await first.locator('input').check();
      await second.locator('input').check();
      await submitted(page, () => page.getByRole('button', { name: t.apply }).click());
      expect(new URL(page.url()).searchParams.getAll('type')).toHaveLength(2);
      expect(await total(page)).toBe(counts[0]! + counts[1]!);
      // The other values of the chosen facet still show what choosing them would add.
      expect(await types.locator('label').count()).toBeGreaterThan(2);
      await context.close();

      // Sorted by date (the dating's earliest year): the year each card shows does not go down,
      // give or take a circa's or a decade's few years.
      const sorted = await open(locale);
      await sorted.page.getByLabel(t.sort).selectOption('date');
      await submitted(sorted.page, () =>
        sorted.page.getByRole('button', { name: t.apply }).click(),
      );
      expect(new URL(sorted.page.url()).searchParams.get('sort')).toBe('date');
      const years = (await cards(sorted.page, locale).allInnerTexts()).map((text) =>
        Number(/\b(1\d{3}|20\d{2})\b/.exec(text)?.[1]),
      );
      expect(years.every((year, index) => index === 0 || year >= years[index - 1]! - 10)).toBe(
        true,
      );
      expect(years[0]).toBeLessThan(years.at(-1)!);

      // By inventory number (the default without a text), page 2 goes on where page 1 ended.
      const paged = await open(locale);
      const inventory = (p: Page) =>
        cards(p, locale)
          .locator('p:last-of-type')
          .allInnerTexts()
          .then((lines) => lines.map((line) => line.replace(/^\D+/, '').trim()));
      const firstPage = await inventory(paged.page);
      const next = paged.page.locator('main nav a[rel="next"]');
      await submitted(paged.page, () => next.click());
      expect(new URL(paged.page.url()).searchParams.get('page')).toBe('2');
      const secondPage = await inventory(paged.page);
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage.some((number) => firstPage.includes(number))).toBe(false);
      expect(await paged.page.locator('main nav a[rel="prev"]').count()).toBe(1);
      await sorted.context.close();
      await paged.context.close();
    }, 120_000);
  }

  it('en: an object described in German only shows its German title, marked as German', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${href('collection', {}, 'en')}?q=zm-f-1914-205`);
    const link = page.locator(`main a[href="${href('collectionObject', germanOnly, 'en')}"]`);
    expect(await link.getAttribute('lang')).toBe('de');
    await context.close();
  });

  it('de, with JavaScript: the form works the same after hydration and follows the URL', async () => {
    const { context, page } = await open('de', true);
    await hydrated(page);
    const all = await total(page);
    const field = page.getByRole('searchbox', { name: texts.de.field });
    await field.fill('Dampfmaschine');
    await field.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Dampfmaschine');
    await expect.poll(() => total(page)).toBeLessThan(all);
    const found = await total(page);
    // A switch ticked and applied, then taken away by its chip: the box follows the URL.
    const onDisplay = page.locator('main label', { hasText: texts.de.switches.onDisplay });
    await onDisplay.locator('input').check();
    await page.getByRole('button', { name: texts.de.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('display') === '1');
    const chip = page.locator(`main nav[aria-label="${texts.de.active}"] a`, {
      hasText: texts.de.switches.onDisplay,
    });
    await chip.click();
    await page.waitForURL((url) => !url.searchParams.has('display'));
    await expect.poll(() => total(page)).toBe(found);
    expect(await onDisplay.locator('input').isChecked()).toBe(false);
    expect(await field.inputValue()).toBe('Dampfmaschine');
    await context.close();
  });

  it('is free of axe violations at 375, 768 and 1440 px: results, a facet open, no results', async () => {
    for (const locale of ['de', 'en'] as const) {
      const collection = href('collection', {}, locale);
      const context = await axeContext(browser, {
        locale: locale === 'de' ? 'de-DE' : 'en-US',
      });
      await expectNoAxeViolations(
        await context.newPage(),
        [
          `${collection}?q=${encodeURIComponent(texts[locale].steam)}&display=1&sort=date`,
          {
            path: `${collection}?type=dampfmaschine,gemaelde`,
            name: `${collection} with a facet open`,
            prepare: async (page) => {
              await page
                .locator('main details summary', { hasText: texts[locale].facets.material })
                .click();
            },
            within: ['main'],
          },
          `${collection}?q=Xylofonqwertz`,
        ],
        { widths: [375, 768, 1440] },
      );
      await context.close();
    }
  }, 240_000);
});

describe('the collection elsewhere on the site', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of ['de', 'en'] as const) {
    it(`${locale}: an exhibition shows its objects and leads to all of them in the search`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      // The steam engine's page names the exhibition it is on display in … through the search:
      // the exhibition facet's chip names it; the exhibition's page lists it.
      await page.goto(`${baseUrl}${href('collection', {}, locale)}?q=${steamEngine.inventory}`);
      const exhibitions = page.locator('main details', {
        has: page.locator('summary', { hasText: texts[locale].facets.exhibition }),
      });
      await exhibitions.locator('summary').click();
      const key = await exhibitions.locator('input').first().getAttribute('value');
      expect(key).toBeTruthy();
      // The exhibition's page in this language (its German slug is the key).
      const slugs = (await (
        await fetch(
          `${process.env.CMS_URL}/api/exhibitions?locale=de&filters[slug][$eq]=${key}&populate[localizations][fields][0]=slug&populate[localizations][fields][1]=locale`,
          { headers: { authorization: `Bearer ${process.env.CMS_API_TOKEN}` } },
        )
      ).json()) as { data: { slug: string; localizations: { slug: string; locale: string }[] }[] };
      const [exhibition] = slugs.data;
      const slug =
        locale === 'de'
          ? exhibition!.slug
          : exhibition!.localizations.find((other) => other.locale === 'en')!.slug;
      await page.goto(`${baseUrl}${href('exhibition', { slug }, locale)}`);
      const section = page.locator('main section', {
        has: page.locator('h2', { hasText: texts[locale].objectsHeading }),
      });
      const shown = await section
        .locator('li h3 a')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(shown.length).toBeGreaterThan(0);
      const all = section.locator('p a');
      const named = Number(/\d+/.exec(await all.innerText())?.[0] ?? 1);
      expect(named).toBeGreaterThanOrEqual(shown.length);
      await submitted(page, () => all.click());
      expect(new URL(page.url()).searchParams.get('exhibition')).toBe(key);
      expect(await total(page)).toBe(named);
      await context.close();
    }, 120_000);

    it(`${locale}: the site search finds an object by its inventory number, as an object`, async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${href('search', {}, locale, { text: steamEngine.inventory })}`);
      const hit = page.locator('main ol li', {
        has: page.locator(`a[href="${href('collectionObject', steamEngine, locale)}"]`),
      });
      expect(await hit.innerText()).toContain(texts[locale].objectKind);
      await context.close();
    });
  }

  it('the menu’s "Sammlung online" leads to the collection', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const link = page.locator('header a', { hasText: 'Sammlung online' }).first();
    expect(await link.getAttribute('href')).toBe('/sammlung');
    await context.close();
  });

  it('the sitemap lists object pages with both languages', async () => {
    const answer = await fetch(`${baseUrl}${sitemapPath('en')}`);
    const xml = await answer.text();
    const path = href('collectionObject', steamEngine, 'en');
    expect(xml).toContain(`<loc>${baseUrl}${path}</loc>`);
    expect(xml).toContain(
      `hreflang="de" href="${baseUrl}${href('collectionObject', steamEngine, 'de')}"`,
    );
  });
});
