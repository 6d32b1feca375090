// What the browser tests of the CMS admin share: an editor signed in (Strapi keeps the admin's
// token in localStorage), the admin at the other name of this machine than the site's, and the
// alt texts a site page gives an uploaded picture.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { within } from '../../integration/support/editor';

/** A page in a new context of its own, with the editor of `token` signed in to the admin. */
export async function signedInAdmin(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await context.addInitScript((stored) => {
    window.localStorage.setItem('jwtToken', stored);
    window.localStorage.setItem('isLoggedIn', 'true');
  }, JSON.stringify(token));
  return context.newPage();
}

/**
 * The CMS at the other name of this machine than the site's (127.0.0.1 when the site is at
 * localhost, and the reverse): to the browser, the admin and the site are then two sites.
 */
export function crossSiteAdmin(cmsUrl: string, siteUrl: string): string {
  const cms = new URL(cmsUrl);
  cms.hostname = new URL(siteUrl).hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return cms.origin;
}

/**
 * The alt texts of the images of a site page that show an upload (the site serves it under its
 * stored file name, /media/<version>/<width>/<file>), once the page is online.
 */
export async function altTextsOn(
  browser: Browser,
  siteUrl: string,
  path: string,
  uploadUrl: string,
): Promise<string[]> {
  await within(5000, async () => (await fetch(`${siteUrl}${path}`)).status === 200);
  const page = await browser.newPage();
  try {
    expect((await page.goto(`${siteUrl}${path}`))?.status()).toBe(200);
    const stored = uploadUrl.split('/').pop() ?? '';
    return await page
      .locator('main img')
      .evaluateAll(
        (images, name) =>
          images
            .filter((image) => (image.getAttribute('src') ?? '').includes(name))
            .map((image) => image.getAttribute('alt') ?? '(no alt attribute)'),
        stored,
      );
  } finally {
    await page.context().close();
  }
}
