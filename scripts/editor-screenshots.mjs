// Takes the screenshots of docs/editors.md from a running `npm start` (CMS and site with the
// demo content). Needs an admin account: EDITOR_EMAIL and EDITOR_PASSWORD.
//   EDITOR_EMAIL=… EDITOR_PASSWORD=… npx node scripts/editor-screenshots.mjs
import path from 'node:path';
import { launchHeadlessShell } from './lib/chromium.mjs';
import { root } from './lib/paths.mjs';

const cms = (process.env.CMS_PUBLIC_URL ?? 'http://localhost:1337').replace(/\/+$/, '');
const out = path.join(root, 'docs/editors');
const EXHIBITION = 'api::exhibition.exhibition';
const BOOKING = 'api::booking-request.booking-request';
const manager = `${cms}/admin/content-manager/collection-types`;

async function login() {
  const answer = await fetch(`${cms}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.EDITOR_EMAIL,
      password: process.env.EDITOR_PASSWORD,
    }),
  });
  if (!answer.ok) throw new Error(`login: ${answer.status} (EDITOR_EMAIL, EDITOR_PASSWORD)`);
  return (await answer.json()).data.token;
}

const token = await login();
/** The day `days` from today (YYYY-MM-DD), for a request in the future. */
const isoDay = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const api = async (route, init = {}) => {
  const answer = await fetch(`${cms}${route}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  if (!answer.ok) throw new Error(`${route}: ${answer.status}`);
  return answer.json();
};

const browser = await launchHeadlessShell();
const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
// Runs in the page: the admin keeps its session token in localStorage.
await context.addInitScript((stored) => {
  globalThis.localStorage.setItem('jwtToken', stored);
  globalThis.localStorage.setItem('isLoggedIn', 'true');
}, JSON.stringify(token));
const page = await context.newPage();
const shot = async (name, options = {}) => {
  // The admin's notices (saved, new media library) would cover what the picture shows.
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(out, `${name}.png`), ...options });
  console.log(`docs/editors/${name}.png`);
};

// An exhibition of the demo content, found by its German slug.
const { results } = await api(
  `/content-manager/collection-types/${EXHIBITION}?filters[slug][$eq]=signale&locale=de`,
);
const exhibition = results[0]?.documentId;
if (!exhibition) throw new Error('the demo exhibition "signale" is missing');

await page.goto(`${manager}/${EXHIBITION}`);
await page
  .getByRole('button', { name: /close the banner|schließen/i })
  .first()
  .click()
  .catch(() => {});
await page.getByRole('grid').waitFor();
await shot('1-ausstellungen-liste');

await page.goto(`${manager}/${EXHIBITION}/create`);
// The slug follows the title by itself (src/admin/slug-panel.tsx).
await page.getByLabel('Titel').first().fill('Licht unter Wasser');
await page.getByRole('combobox', { name: 'Art' }).click();
await page.getByRole('option', { name: 'Sonderausstellung' }).click();
await page
  .getByLabel('Teasertext')
  .fill('Wie Taucherlampen, Scheinwerfer und Sonar die Tiefsee sichtbar machten.');
await shot('2-ausstellung-anlegen');
await page.getByRole('button', { name: 'Speichern' }).click();
await page.waitForURL(new RegExp(`${EXHIBITION}/(?!create)\\w+`));
const draft = new URL(page.url()).pathname.split('/').pop();
await shot('3-entwurf-gespeichert');

await page.getByRole('link', { name: 'Vorschau öffnen' }).click();
await page.frameLocator('iframe').first().getByRole('heading', { level: 1 }).waitFor();
await shot('4-vorschau');

await page.goto(`${manager}/${EXHIBITION}/${draft}?plugins[i18n][locale]=de`);
// The planning panel (src/admin/planning-panel.tsx): a typed day, the time proposed (09:00).
await page.getByRole('button', { name: 'Veröffentlichung planen', exact: true }).click();
const planDay = page.getByRole('combobox', { name: 'Datum' });
await planDay.fill(`24.12.${new Date().getFullYear() + 1}`);
await planDay.press('Enter');
await shot('5-veroeffentlichung-planen');
await page.keyboard.press('Escape');

await page.goto(`${manager}/${EXHIBITION}/${exhibition}?plugins[i18n][locale]=en`);
await page.getByLabel('Titel').first().waitFor();
await shot('6-englische-fassung');

// A demo picture in the media library: its alternative text in two fields (decision 0060).
const pictures = await api('/upload/files?pageSize=1&filters[mime][$eq]=image/jpeg&sort=id:asc');
if (pictures.results?.[0]) {
  await page.goto(`${cms}/admin/plugins/upload?assetId=${pictures.results[0].id}`);
  await page.getByLabel('Alternativtext Englisch').waitFor();
  await shot('alternativtext');
}

await api(`/content-manager/collection-types/${EXHIBITION}/${draft}`, { method: 'DELETE' });

// A request as a school would send it (created here, deleted at the end), so the pictures do
// not depend on what the demo holds.
const created = await api(`/content-manager/collection-types/${BOOKING}`, {
  method: 'POST',
  body: JSON.stringify({
    offerTitle: 'Signale – Führung für Schulklassen',
    date: isoDay(21),
    time: '10:30',
    participants: 24,
    language: 'Deutsch',
    firstName: 'Erika',
    lastName: 'Beispiel',
    email: 'erika.beispiel@example.org',
    company: 'Grundschule am Park',
    street: 'Parkweg 1',
    postalCode: '10115',
    city: 'Berlin',
    consent: true,
    pageLocale: 'de',
    submissionId: `screenshot-${Date.now()}`,
  }),
});
const request = created.data.documentId;
await page.goto(`${manager}/${BOOKING}`);
await page.getByRole('grid').waitFor();
await shot('7-buchungsanfragen');
await page.goto(`${manager}/${BOOKING}/${request}`);
await page.getByLabel('Interne Notiz').waitFor();
await shot('8-buchungsanfrage-bearbeiten');
await api(`/content-manager/collection-types/${BOOKING}/${request}`, {
  method: 'PUT',
  body: JSON.stringify({
    bookingStatus: 'confirmed',
    internalNote: 'Raum 2, Garderobe reserviert',
  }),
});
await page.reload();
await page.getByText(/^Zugestellt am /).waitFor({ timeout: 60_000 });
await shot('9-buchungsanfrage-bestaetigt');
await page.goto(
  `${cms}/admin/content-manager/single-types/api::reply-template.reply-template?plugins[i18n][locale]=de`,
);
await page.getByLabel('Bestätigung: Betreff').waitFor();
await shot('10-antwortvorlagen');
await api(`/content-manager/collection-types/${BOOKING}/${request}`, { method: 'DELETE' });
await browser.close();
