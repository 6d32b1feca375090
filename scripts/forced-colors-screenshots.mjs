// Takes the screenshots of docs/screenshots/forced-colors/ (issue #23: Windows high contrast,
// `forced-colors: active`) from a running `npm start`: the header with the menu button focused,
// the open menu, the booking form after a failed send (its error summary, its fields) and a
// teaser grid, at 375 and 1440 px.
//   SITE_URL=http://127.0.0.1:3000 npx node scripts/forced-colors-screenshots.mjs
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchHeadlessShell } from './lib/chromium.mjs';
import { root } from './lib/paths.mjs';

const site = (process.env.SITE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const out = path.join(root, 'docs/screenshots/forced-colors');
const widths = [375, 1440];
const menuButton = 'summary[aria-controls="site-menu-panel"]';

/** Each picture: where, what to do first, and what to take (the viewport unless `element`). */
const pictures = [
  {
    name: 'header',
    path: '/',
    element: 'header',
    // The focus ring on the menu button is part of what must stay visible.
    prepare: (page) => page.locator(menuButton).focus(),
  },
  {
    name: 'menu',
    path: '/',
    prepare: async (page) => {
      // Opened by keyboard (the focus goes to the language switch, SPEC §2 "Site menu"), then Tab on into
      // the panel: the open section's marker and the search field's focus ring show.
      await page.locator(menuButton).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
    },
  },
  {
    name: 'booking-form',
    path: '/fuehrungen/familien-entdeckertour/anfrage',
    prepare: async (page) => {
      await page.locator('#booking-first-name').fill('Erika');
      await page.locator('main form button[type="submit"]').click();
      await page.waitForFunction(
        () => globalThis.document.activeElement?.id === 'booking-error-summary',
      );
      await page.locator('#booking-error-summary').scrollIntoViewIfNeeded();
    },
  },
  {
    // The same form further down: fields marked invalid, with their messages and a focus ring.
    name: 'booking-fields',
    path: '/fuehrungen/familien-entdeckertour/anfrage',
    prepare: async (page) => {
      await page.locator('main form button[type="submit"]').click();
      await page.waitForFunction(
        () => globalThis.document.activeElement?.id === 'booking-error-summary',
      );
      await page.locator('#booking-language').focus();
      await page.evaluate(() => {
        const group = globalThis.document.querySelector('#booking-language').closest('fieldset');
        globalThis.scrollTo(0, group.getBoundingClientRect().top + globalThis.scrollY - 16);
      });
    },
  },
  {
    name: 'teasers',
    path: '/fuehrungen',
    prepare: async (page) => {
      // The grid from its top (the list's own scrolling puts it at the bottom edge), its first
      // teaser with the focus ring.
      await page.locator('main ul article a').first().focus();
      await page.evaluate(() => {
        const grid = globalThis.document.querySelector('main ul:has(article)');
        globalThis.scrollTo(0, grid.getBoundingClientRect().top + globalThis.scrollY - 16);
      });
    },
  },
];

await mkdir(out, { recursive: true });
const browser = await launchHeadlessShell();
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 800 ? 740 : 900 },
      locale: 'de-DE',
      forcedColors: 'active',
      reducedMotion: 'reduce',
    });
    // A visitor who already chose in the cookie banner, which would cover the pictures' lower half.
    await context.addCookies(
      [
        ['ncc_c', 'true'],
        ['ncc_e', 'necessary'],
      ].map(([name, value]) => ({ name, value, url: site })),
    );
    for (const picture of pictures) {
      const page = await context.newPage();
      await page.goto(`${site}${picture.path}`);
      // The menu button gets its ARIA state once the page's scripts run.
      await page.waitForSelector(`${menuButton}[aria-expanded]`);
      await picture.prepare(page);
      const file = path.join(out, `${picture.name}-${width}.png`);
      const target = picture.element ? page.locator(picture.element).first() : page;
      await target.screenshot({ path: file });
      console.log(path.relative(root, file));
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
}
