// The XSS drill of `npm run drill`: the payloads of xss-payloads.mjs written through the CMS's
// REST API into the text, rich-text and link fields of published demo entries (xss-content.mjs),
// then every affected page loaded in Chromium with the site's CSP bypassed (the markup alone is
// judged) and without JavaScript. Goal: nothing runs, no unsafe address or handler in the DOM.
import { chromium } from 'playwright-core';
import { chromiumPath, chromiumSwitches } from '../scripts/lib/chromium.mjs';
import { pool, send } from './fuzz.mjs';
import { row, sleep } from './report.mjs';
import {
  cmsTakesRichTextLink,
  collections,
  marker,
  payloadPlacer,
  singles,
} from './xss-content.mjs';
import { xssPayloads } from './xss-payloads.mjs';
import { visitForXss } from './xss-browser.mjs';

const label = 'XSS through the CMS';

/** A full-access API token, made with the first admin's session. */
export async function apiToken(cmsUrl, admin) {
  const post = async (path, body, token) => {
    const answer = await fetch(`${cmsUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`CMS answered ${answer.status} to ${path}`);
    return (await answer.json()).data;
  };
  const { token } = await post('/admin/login', admin);
  const { accessKey } = await post(
    '/admin/api-tokens',
    {
      name: `xss-drill-${Date.now()}`,
      description: 'XSS drill',
      type: 'full-access',
      lifespan: null,
    },
    token,
  );
  return accessKey;
}

/** The CMS's REST API with `token`: (method, path, data) → { ok, status, body }. */
export function restClient(cmsUrl, token) {
  return async (method, path, data) => {
    const answer = await fetch(`${cmsUrl}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: data === undefined ? undefined : JSON.stringify({ data }),
    });
    const body = await answer.json().catch(() => null);
    return { ok: answer.ok, status: answer.status, body };
  };
}

/** Writes the payloads; the slugs of the changed entries and the writes the CMS refused. */
async function placePayloads(rest, placer) {
  const slugs = [];
  const refused = [];
  let entries = 0;
  const write = async (path, data) => {
    const answer = await rest('PUT', path, data);
    if (answer.ok) entries += 1;
    else
      refused.push({
        path,
        status: answer.status,
        error: answer.body?.error?.message,
        first: answer.body?.error?.details?.errors?.slice(0, 3),
      });
    return answer.ok;
  };
  for (const type of collections) {
    const localized = type.localized !== false;
    const listed = await rest(
      'GET',
      `${type.plural}?${localized ? 'locale=de&' : ''}pagination[pageSize]=${type.count}`,
    );
    if (!listed.ok) throw new Error(`CMS answered ${listed.status} to the list of ${type.plural}`);
    for (const entry of listed.body.data) {
      const id = entry.documentId;
      if (!localized) {
        await write(`${type.plural}/${id}`, type.fields(placer, entry));
        continue;
      }
      if (await write(`${type.plural}/${id}?locale=de`, type.fields(placer, entry)))
        slugs.push(entry.slug);
      // Only where an English version exists: a PUT with another locale would create one.
      const english = await rest('GET', `${type.plural}/${id}?locale=en`);
      if (english.ok && english.body?.data) {
        if (await write(`${type.plural}/${id}?locale=en`, type.fields(placer, english.body.data)))
          slugs.push(english.body.data.slug);
      }
    }
  }
  for (const type of singles)
    for (const locale of ['de', 'en'])
      await write(`${type.singular}?locale=${locale}`, type.fields(placer));
  return { slugs: slugs.filter(Boolean), refused, entries };
}

/** One redirect per payload (from /xss-drill/<id>), and a harmless one to see when they apply. */
async function placeRedirects(rest) {
  const created = [];
  for (const { id, value } of [{ id: 'control', value: '/ausstellungen' }, ...xssPayloads]) {
    const answer = await rest('POST', 'redirects', {
      from: `/xss-drill/${id}`,
      to: value,
      permanent: false,
    });
    if (answer.ok) created.push(id);
  }
  return created;
}

async function waitUntil(done, ms) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await done()) return true;
    await sleep(250);
  }
  return false;
}

const bodyOf = async (webUrl, path, timeoutMs = 15_000) =>
  (await send(webUrl, { method: 'GET', path, headers: {} }, { timeoutMs })).body ?? '';

/** The paths of the site's sitemap(s). */
export async function sitemapPaths(webUrl) {
  const locs = async (path) =>
    [...(await bodyOf(webUrl, path, 60_000)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  let urls = [];
  // On busy cores the CMS may miss the site's timeout for a listing, and the language's sitemap
  // answers 503 for a while: asked again until it lists pages.
  await waitUntil(async () => {
    urls = await locs('/sitemap.xml');
    if (urls.some((url) => url.endsWith('.xml')))
      urls = (await Promise.all(urls.map((url) => locs(new URL(url).pathname)))).flat();
    return urls.some((url) => !url.endsWith('.xml'));
  }, 120_000);
  return urls.map((url) => new URL(url).pathname);
}

/** The first path of each kind: a list, or the detail pages below one. */
function onePerKind(paths) {
  const kinds = new Map();
  for (const path of paths) {
    const parts = path.split('/').filter(Boolean);
    const detail = parts.length > (parts[0] === 'en' ? 2 : 1);
    const kind = (detail ? parts.slice(0, -1) : parts).join('/');
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  return [...kinds.values()];
}

/** The redirect's answer: unsafe when it leads to a script or data address or to a host without a scheme. */
async function redirectFinding(webUrl, id) {
  const answer = await send(webUrl, { method: 'GET', path: `/xss-drill/${id}`, headers: {} });
  const location = answer.headers?.location;
  if (answer.status < 300 || answer.status >= 400 || !location) return null;
  const raw = String(location).trim();
  let protocol = null;
  try {
    protocol = new URL(raw, webUrl).protocol;
  } catch {
    protocol = 'unparsable';
  }
  const unsafe = !['http:', 'https:'].includes(protocol) || /^[/\\]{2}|^\/\\/.test(raw);
  return { id, status: answer.status, location: raw, unsafe };
}

export async function xssDrill({ site, admin }) {
  const webUrl = site.web.url;
  const rest = restClient(site.cms.url, await apiToken(site.cms.url, admin));
  const placer = payloadPlacer(xssPayloads, { richTextLink: cmsTakesRichTextLink });
  const { slugs, refused, entries } = await placePayloads(rest, placer);
  const redirects = await placeRedirects(rest);

  // The CMS tells the site; a changed entry invalidates the cached pages.
  const all = await sitemapPaths(webUrl);
  const changed = new Set(slugs);
  const affected = all.filter((path) => changed.has(path.split('/').at(-1)));
  const updated = await pool(affected, 4, (path) =>
    waitUntil(async () => (await bodyOf(webUrl, path)).includes(marker), 10_000),
  );
  const footerUpdated = await waitUntil(
    async () => (await bodyOf(webUrl, '/')).includes(marker),
    10_000,
  );
  await waitUntil(
    async () =>
      Math.floor(
        (await send(webUrl, { method: 'GET', path: '/xss-drill/control', headers: {} })).status /
          100,
      ) === 3,
    10_000,
  );
  // Besides the changed pages one of each other kind (the footer, lists, search).
  const visited = [...new Set([...affected, ...onePerKind(all), '/', '/en', `/suche?q=${marker}`])];

  const n = xssPayloads.length;
  const { used } = placer;
  const linksRefused = xssPayloads.filter(({ value }) => !cmsTakesRichTextLink(value)).length;
  const allPlaced = used.text.size === n && used.rich.size === n && used.link.size === n;
  row(
    label,
    'payloads placed / pages visited',
    `${n} payloads in ${entries} entries (${used.text.size} in text, ${used.rich.size} in rich text, ` +
      `${used.link.size} in link fields; ${refused.length} writes refused; ${linksRefused} of ${n} ` +
      `as rich-text link refused by the CMS's own check); ${visited.length} pages, ` +
      `${updated.filter(Boolean).length} of ${affected.length} changed ones updated within 10 s`,
    `all ${n} in each kind`,
    allPlaced &&
      refused.length === 0 &&
      affected.length > 0 &&
      updated.every(Boolean) &&
      footerUpdated,
    refused.length ? refused.slice(0, 20) : undefined,
  );

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumPath,
    args: chromiumSwitches,
  });
  // Without the site's CSP, so the markup alone is judged (the policy would only hide a hole).
  const executions = [];
  const unsafe = { hydrated: [], serverHtml: [] };
  try {
    await pool(visited, 2, async (path) => {
      const url = `${webUrl}${path}`;
      const hydrated = await visitForXss(browser, url, { bypassCSP: true });
      const serverHtml = await visitForXss(browser, url, { javaScript: false });
      executions.push(...hydrated.executions.map((id) => ({ path, id })));
      if (hydrated.dialogs) executions.push({ path, id: `${hydrated.dialogs} dialog(s)` });
      unsafe.hydrated.push(...hydrated.unsafe.map((finding) => ({ path, ...finding })));
      unsafe.serverHtml.push(...serverHtml.unsafe.map((finding) => ({ path, ...finding })));
    });
  } finally {
    await browser.close();
  }
  row(
    label,
    'executions in Chromium (calls and dialogs, CSP bypassed)',
    executions.length,
    '0',
    executions.length === 0,
    executions.slice(0, 20),
  );
  row(
    label,
    'unsafe URLs or handlers in the DOM (hydrated / without JavaScript)',
    `${unsafe.hydrated.length} / ${unsafe.serverHtml.length}`,
    '0',
    unsafe.hydrated.length + unsafe.serverHtml.length === 0,
    [...unsafe.hydrated, ...unsafe.serverHtml].slice(0, 20),
  );

  const answers = await pool(
    redirects.filter((id) => id !== 'control'),
    4,
    (id) => redirectFinding(webUrl, id),
  );
  const followed = answers.filter(Boolean);
  const bad = followed.filter((answer) => answer.unsafe);
  row(
    label,
    'redirects to script, data or scheme-less addresses',
    `${bad.length} (${followed.length} of ${redirects.length - 1} payload redirects followed, to http(s) only)`,
    '0',
    bad.length === 0 && redirects.includes('control'),
    bad.length ? bad.slice(0, 20) : followed.map(({ id, location }) => ({ id, location })),
  );
}
