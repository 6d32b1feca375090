import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;
const cmsUrl = (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');
const sectionIds = ['visit', 'program', 'offer', 'discover', 'accessibility', 'museum'] as const;

interface CmsLink {
  label: string;
  uri: string;
  isExternalLink?: boolean;
}
interface CmsSection {
  title: string;
  links?: CmsLink[];
}

/** The site menu as the CMS has it (v5 flat or v4 nested), to compare with the page. */
async function cmsMenu(locale: 'de' | 'en') {
  const populate = [
    ...sectionIds.map((id) => `populate[${id}][populate][links]=true`),
    'populate[tickets]=true',
    'populate[largeLinkGroup]=true',
  ].join('&');
  const headers: Record<string, string> = {};
  if (process.env.CMS_API_TOKEN) headers.authorization = `Bearer ${process.env.CMS_API_TOKEN}`;
  const response = await fetch(`${cmsUrl}/api/site-menu?${populate}&locale=${locale}`, { headers });
  expect(response.status, `site-menu from ${cmsUrl}`).toBe(200);
  const { data } = (await response.json()) as { data: Record<string, unknown> };
  const fields = (data.attributes ?? data) as Record<string, unknown>;
  return {
    sections: sectionIds.flatMap((id) => {
      const section = fields[id] as CmsSection | null;
      return section?.title ? [{ ...section, id }] : [];
    }),
    tickets: fields.tickets as CmsLink | null,
    largeLinkGroup: (fields.largeLinkGroup ?? []) as CmsLink[],
  };
}

const languages = [
  {
    locale: 'de',
    path: '/de',
    browserLocale: 'de-DE',
    external: '(extern)',
    menuName: 'Hauptmenü',
  },
  {
    locale: 'en',
    path: '/en',
    browserLocale: 'en-US',
    external: '(external)',
    menuName: 'Main menu',
  },
] as const;

describe('site menu content', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const { locale, path, browserLocale, external, menuName } of languages) {
    it(`shows the CMS section titles and marks external links in ${locale}`, async () => {
      const cms = await cmsMenu(locale);
      expect(cms.sections).toHaveLength(6);
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: browserLocale,
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`);
      await hydrated(page);
      await page.locator('summary[aria-controls="site-menu-panel"]').click();
      const nav = page.getByRole('navigation', { name: menuName });
      const titles = (await nav.locator('summary').allTextContents()).map((text) => text.trim());
      expect(titles).toEqual(cms.sections.map((section) => section.title));

      // Tickets: the CMS link, external, marked for eyes and ears, in the same tab.
      expect(cms.tickets).toBeTruthy();
      const tickets = page.locator('header').locator(`a[href="${cms.tickets?.uri}"]`).first();
      expect((await tickets.textContent())?.trim()).toBe(`${cms.tickets?.label} ${external}`);
      expect(await tickets.getAttribute('target')).toBeNull();
      expect(await tickets.locator('svg[aria-hidden="true"]').count()).toBe(1);

      // Every external link of the large link group says so.
      for (const link of cms.largeLinkGroup.filter((item) => item.isExternalLink)) {
        const anchor = nav.locator(`a[href="${link.uri}"]`).first();
        expect(await anchor.textContent()).toContain(external);
        expect(await anchor.getAttribute('target')).toBeNull();
      }

      // Social links carry the network's name.
      for (const name of ['Facebook', 'YouTube', 'Instagram', 'TikTok', 'LinkedIn']) {
        expect(await nav.getByRole('link', { name: new RegExp(`^${name}`) }).count()).toBe(1);
      }

      // The search field sends `text` to the search screen.
      await page.locator('#site-menu-search').fill('Dampf maschine');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('text') === 'Dampf maschine');
      expect(new URL(page.url()).pathname).toBe(locale === 'de' ? '/suche' : '/en/search');
      await context.close();
    });
  }

  it('keeps every menu link reachable without JavaScript', async () => {
    const cms = await cmsMenu('de');
    const context = await browser.newContext({
      viewport: { width: 800, height: 900 },
      locale: 'de-DE',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de`);
    const panel = page.locator('#site-menu-panel');
    expect(await panel.isVisible()).toBe(false);
    await page.locator('summary[aria-controls="site-menu-panel"]').click();
    expect(await panel.isVisible()).toBe(true);
    for (const section of cms.sections) {
      await panel.locator('summary', { hasText: section.title }).click();
      for (const link of section.links ?? []) {
        const anchor = page
          .locator(`#site-menu-section-${section.id} a[href="${link.uri}"]`)
          .first();
        expect(await anchor.isVisible(), `${section.title}: ${link.label}`).toBe(true);
      }
    }
    // A link followed without JavaScript is a plain page load.
    const first = cms.sections[0]?.links?.find((link) => link.uri.startsWith('/'));
    expect(first).toBeTruthy();
    // The sections form an exclusive accordion: opening the last one closed the first.
    await panel.locator('summary', { hasText: cms.sections[0]?.title }).click();
    await page
      .locator(`#site-menu-section-${cms.sections[0]?.id} a[href="${first?.uri}"]`)
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === first?.uri.split('?')[0]);
    await context.close();
  });
});
