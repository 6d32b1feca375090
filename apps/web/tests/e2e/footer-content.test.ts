import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { overlappingText, type TextOverlap } from './support/text-overlap';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;
const cmsUrl = (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');

async function cmsGet(path: string): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (process.env.CMS_API_TOKEN) headers.authorization = `Bearer ${process.env.CMS_API_TOKEN}`;
  const response = await fetch(`${cmsUrl}${path}`, { headers });
  expect(response.status, `${path} from ${cmsUrl}`).toBe(200);
  const { data } = (await response.json()) as { data: unknown };
  return data;
}

/** v4 answers nest fields under `attributes` (and relations under `data`). */
function fieldsOf(value: unknown): Record<string, unknown> {
  const object = (value ?? {}) as Record<string, unknown>;
  const inner = (object.data ?? object) as Record<string, unknown>;
  return (inner.attributes ?? inner) as Record<string, unknown>;
}

interface CmsPartner {
  name: string;
  url: string | null;
  group: string;
  logoAlt: Record<string, string>;
}

async function cmsPartners(): Promise<CmsPartner[]> {
  const data = (await cmsGet('/api/partners?populate=logo&pagination[pageSize]=100')) as unknown[];
  return data.map((entry) => {
    const fields = fieldsOf(entry);
    const logo = fieldsOf(fields.logo);
    const alt = typeof logo.alternativeText === 'string' ? logo.alternativeText : '';
    let logoAlt: Record<string, string> = { de: alt, en: alt };
    if (alt.startsWith('{')) logoAlt = JSON.parse(alt) as Record<string, string>;
    return {
      name: String(fields.name),
      url: (fields.url as string) ?? null,
      group: String(fields.group),
      logoAlt,
    };
  });
}

const groupTitles = {
  de: {
    media: 'Medienpartner',
    mobility: 'Mobilitätspartner',
    memberships: 'Mitgliedschaften',
    awards: 'Auszeichnungen',
  },
  en: {
    media: 'Media partners',
    mobility: 'Mobility partners',
    memberships: 'Memberships',
    awards: 'Awards',
  },
} as const;

describe('site footer', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const { locale, path, browserLocale, routeLabel, imprint, legal } of [
    {
      locale: 'de',
      path: '/de',
      browserLocale: 'de-DE',
      routeLabel: 'Route planen',
      imprint: { label: 'Impressum', under: '/museum' },
      legal: { '/datenschutz': 'Datenschutz', '/kontakt': 'Kontakt' },
    },
    {
      locale: 'en',
      path: '/en',
      browserLocale: 'en-US',
      routeLabel: 'Plan your route',
      imprint: { label: 'Imprint', under: '/en/museum' },
      legal: { '/en/privacy-policy': 'Privacy policy', '/en/contact': 'Contact' },
    },
  ] as const) {
    it(`shows address, phone, mail, route planning, partner logos and legal links in ${locale}`, async () => {
      const contact = fieldsOf(await cmsGet(`/api/general-contact?locale=${locale}`));
      const partners = await cmsPartners();
      expect(partners.length).toBeGreaterThan(0);

      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: browserLocale,
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`);
      const footer = page.getByRole('contentinfo');

      const addressText = (await footer.locator('address').innerText()).replace(/\s+/g, ' ').trim();
      for (const line of String(contact.address)
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)) {
        expect(addressText).toContain(line);
      }
      const phone = footer.locator('a[href^="tel:"]');
      expect((await phone.textContent())?.trim()).toBe(contact.phone);
      expect(await phone.getAttribute('href')).toBe(
        `tel:${String(contact.phone).replace(/[^+\d]/g, '')}`,
      );
      expect(await footer.locator(`a[href="mailto:${contact.mail}"]`).count()).toBe(1);

      const route = footer.locator(`a[href="${contact.routePlanningUrl}"]`);
      expect(await route.count()).toBe(1);
      expect(await route.textContent()).toContain(routeLabel);

      for (const partner of partners) {
        const logo = footer.getByRole('img', { name: partner.logoAlt[locale], exact: true });
        expect(await logo.count(), partner.name).toBe(1);
        if (partner.url) {
          expect(await logo.evaluate((img) => img.closest('a')?.getAttribute('href'))).toBe(
            partner.url,
          );
        }
        const group = groupTitles[locale][partner.group as keyof (typeof groupTitles)['de']];
        const list = footer.getByRole('list', { name: group });
        expect(
          await list.getByRole('img', { name: partner.logoAlt[locale], exact: true }).count(),
        ).toBe(1);
      }

      for (const [href, label] of Object.entries(legal)) {
        expect((await footer.locator(`a[href="${href}"]`).textContent())?.trim()).toBe(label);
      }
      // The imprint link leads straight to the page the CMS names (no redirect on the way).
      const named = await cmsGet(
        `/api/general-contact?locale=${locale}&populate[imprintPage][fields][0]=slug&populate[imprintPage][fields][1]=section`,
      );
      const imprintPage = fieldsOf(fieldsOf(named).imprintPage);
      expect(imprintPage.section).toBe('museum');
      const imprintHref = `${imprint.under}/${String(imprintPage.slug)}`;
      expect((await footer.locator(`a[href="${imprintHref}"]`).textContent())?.trim()).toBe(
        imprint.label,
      );
      expect((await fetch(`${baseUrl}${imprintHref}`, { redirect: 'manual' })).status).toBe(200);
      await context.close();
    });
  }

  // SPEC §9 widths: the e-mail address ran into the opening hours at 1280 px and wider.
  it.each(['/de', '/en'])('keeps its texts apart at every width on %s', async (path) => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}${path}`);
    const found: Record<number, TextOverlap[]> = {};
    for (const width of [320, 375, 640, 800, 1024, 1280, 1440, 1920, 2560]) {
      await page.setViewportSize({ width, height: 900 });
      const overlaps = await overlappingText(page, 'footer');
      if (overlaps.length > 0) found[width] = overlaps;
    }
    expect(found).toEqual({});
    await page.close();
  });
});
