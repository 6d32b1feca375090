// Takes the screenshots of docs/screenshots/visitor/<set>/ (issue #43, the visitor's first
// minute) from a running site: the home page's first screen, the hours page, an event, a guided
// tour, an exhibition, the booking form after a Monday was sent, and the programme with two filters,
// at 375 × 667 and 1440 × 900 (the first screen a visitor sees; the home page also whole).
//   SITE_URL=http://127.0.0.1:3000 npx node scripts/visitor-screenshots.mjs before
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchHeadlessShell } from './lib/chromium.mjs';
import { root } from './lib/paths.mjs';

const site = (process.env.SITE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const set = process.argv[2] ?? 'after';
const out = path.join(root, 'docs/screenshots/visitor', set);
const sizes = [
  { width: 375, height: 667 },
  { width: 1440, height: 900 },
];

/** Loaded, hydrated (the menu button gets its state then), fonts in. */
async function ready(page) {
  await page.waitForLoadState('load');
  await page.waitForSelector('summary[aria-controls="site-menu-panel"][aria-expanded]');
  await page.evaluate(() => globalThis.document.fonts.ready.then(() => undefined));
}

/** The next Monday (the museum's closed day) as yyyy-mm-dd, at least a week ahead. */
function nextMonday() {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Each picture: where, what to do first, and whether the whole page is taken. */
const pictures = [
  { name: 'home', path: '/' },
  { name: 'home-whole', path: '/', fullPage: true },
  { name: 'hours', path: '/besuch/zeiten-preise' },
  { name: 'event', path: '/veranstaltungen/kurzfuehrung-stromlinien' },
  { name: 'tour', path: '/fuehrungen/familien-entdeckertour' },
  { name: 'exhibition', path: '/ausstellungen/stromlinien' },
  {
    name: 'booking-monday',
    path: '/fuehrungen/familien-entdeckertour/anfrage',
    prepare: async (page) => {
      await page.locator('input[name="date"]').fill(nextMonday());
      await page.locator('main form button[type="submit"]').click();
      await page.waitForLoadState('load');
      await page.locator('input[name="date"]').scrollIntoViewIfNeeded();
    },
  },
  { name: 'programme-two-filters', path: '/programm?when=month&type=fuehrung' },
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
      // A whole page as JPEG: as a PNG the phone's home page alone took 0.9 MB.
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
