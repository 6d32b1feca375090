// Takes the screenshots of docs/screenshots/collection/ (issue #45) from a running site with the
// demo collection: the collection search as it opens, a search narrowed by text and two facets
// (the whole page), and an exhibition's row of objects, at 375 × 667 and 1440 × 900.
//   SITE_URL=http://127.0.0.1:3000 npx node scripts/collection-screenshots.mjs
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchHeadlessShell } from './lib/chromium.mjs';
import { root } from './lib/paths.mjs';

const site = (process.env.SITE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const out = path.join(root, 'docs/screenshots/collection');
const sizes = [
  { width: 375, height: 667 },
  { width: 1440, height: 900 },
];

/** Loaded, hydrated, fonts in, every lazy image of the page loaded. */
async function ready(page) {
  await page.waitForLoadState('load');
  await page.waitForSelector('summary[aria-controls="site-menu-panel"][aria-expanded]');
  await page.evaluate(async () => {
    for (const image of globalThis.document.querySelectorAll('img[loading="lazy"]'))
      image.loading = 'eager';
    await Promise.all(
      [...globalThis.document.images].map((image) => image.decode().catch(() => undefined)),
    );
    await globalThis.document.fonts.ready;
  });
}

const pictures = [
  { name: 'search', path: '/sammlung' },
  {
    name: 'search-narrowed',
    path: '/sammlung?q=Dampf&display=1&material=messing&sort=date',
    prepare: (page) => page.locator('main details summary', { hasText: 'Material' }).click(),
    fullPage: true,
  },
  { name: 'search-en', path: '/en/collection?type=plakat,gemaelde' },
  {
    name: 'exhibition-objects',
    path: '/ausstellungen/maschinenhalle',
    prepare: (page) => page.locator('#exhibition-objects').scrollIntoViewIfNeeded(),
  },
];

await mkdir(out, { recursive: true });
const browser = await launchHeadlessShell();
try {
  for (const size of sizes) {
    const context = await browser.newContext({ viewport: size, locale: 'de-DE' });
    // A visitor who already chose in the cookie banner, which would cover the first screen.
    await context.addCookies(
      [
        ['ncc_c', 'true'],
        ['ncc_e', 'necessary'],
      ].map(([name, value]) => ({ name, value, url: site })),
    );
    for (const picture of pictures) {
      const page = await context.newPage();
      await page.goto(`${site}${picture.path}`);
      await ready(page);
      await picture.prepare?.(page);
      const whole = picture.fullPage ?? false;
      const file = path.join(out, `${picture.name}-${size.width}.${whole ? 'jpg' : 'png'}`);
      await page.screenshot({
        path: file,
        fullPage: whole,
        ...(whole ? { type: 'jpeg', quality: 60 } : {}),
      });
      console.log(path.relative(root, file));
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
}
