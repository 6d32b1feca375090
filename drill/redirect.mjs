// The redirect drill of `npm run drill` (issue 41, finding 2): crafted targets from a seeded
// generator for every redirect the site makes from request input, and every answer's redirect
// resolved against the site's configured origin. Goal: none leaves the origin, no 5xx.
import { randomUUID } from 'node:crypto';
import {
  UNSAFE_SingleFetchRedirectSymbol as singleFetchRedirect,
  UNSAFE_decodeViaTurboStream as decodeTurboStream,
} from 'react-router';
import { pool, seededRandom, send } from './fuzz.mjs';
import { row } from './report.mjs';

const label = 'Redirect targets';

/** Targets every run has: the reported ones and the classic open-redirect tricks. */
const knownTargets = [
  '/.//evil.example/x',
  '/x/..//evil.example/',
  '/x/../%5Cevil.example/',
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/./\\evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '/%5cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%2e%2e//evil.example',
  '/%2e/%2fevil.example',
  '/.%2e//evil.example',
  '/x/%2e%2e/%2f%2fevil.example',
  '/x/%2e%2e/%5cevil.example',
  '/de/../..//evil.example',
  '/en/./../\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  'javascript://evil.example/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'http://evil.example',
  'https://evil.example/x',
  'HTTPS://EVIL.EXAMPLE',
  'http:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'http:/\\evil.example',
  '//user:pass@evil.example',
  '//127.0.0.1:3850@evil.example/',
  'http://127.0.0.1:3850@evil.example/',
  'https://evil.example#@127.0.0.1:3850/',
  '//évil.example',
  '//xn--vil-dma.example',
  '//evil\u3002example',
  '/\u3002/evil.example',
  `/${'a'.repeat(6000)}/..//evil.example`,
  `//evil.example/${'x'.repeat(6000)}`,
  '/x\r\nLocation: http://evil.example',
  '/x%0d%0aLocation:%20http://evil.example',
  '/?//evil.example',
  '/#//evil.example',
  '',
  '.',
  '..',
  'evil.example',
  // Harmless ones: the switch follows them (proof the drill reaches the redirects).
  '/ausstellungen',
  '/en/exhibitions',
];

const prefixes = ['', '/x', '/en', '/de', '/en/exhibitions', '/ausstellungen/a/b'];
/** What comes before the host: paths a browser reads as another host once normalised. */
const pathTricks = [
  '//',
  '/.//',
  '/..//',
  '/./\\',
  '\\\\',
  '/\\',
  '/%2F/',
  '/%5C',
  '/%2e%2e//',
  '/%2e//',
  '/\t/',
  '/%09/',
  '/\n/',
  '/../../..//',
  '/%252F%252F',
];
const schemeTricks = [
  'http://',
  'https://',
  'https:',
  '//user@',
  '//a:b@',
  'javascript:',
  'ftp://',
  '\\\\user@',
];
const hosts = [
  'evil.example',
  'EVIL.example',
  'evil.example.',
  'evil.example:443',
  '203.0.113.7',
  '[2001:db8::7]',
  'xn--vil-dma.example',
  'évil.example',
  'evil\u3002example',
  'evil%E3%80%82example',
  'evil%2Eexample',
  '0xcb007107',
];
const suffixes = ['', '/', '/x', '?a=1', '#f', '/..', '/%2e%2e', '/?to=//evil.example'];

const pick = (random, list) => list[Math.floor(random() * list.length)];

/** Percent-encodes some of the characters that separate segments, as attackers do. */
function partlyEncoded(random, value) {
  return value.replace(/[/\\.]/g, (character) =>
    random() < 0.25 ? `%${character.charCodeAt(0).toString(16).toUpperCase()}` : character,
  );
}

/**
 * `count` redirect targets (the known ones first, then generated from `seed`): dot segments,
 * backslashes, encoded slashes, tabs and line breaks, script schemes, absolute URLs, userinfo,
 * IDN hosts, very long ones. Deterministic: the same seed gives the same targets.
 */
export function redirectTargets({ seed = 22, count = 200 } = {}) {
  const random = seededRandom(seed);
  const targets = new Set(knownTargets.slice(0, count));
  let attempts = 0;
  while (targets.size < count && attempts < count * 100) {
    attempts += 1;
    const scheme = random() < 0.3;
    let value = scheme
      ? `${pick(random, schemeTricks)}${pick(random, hosts)}`
      : `${pick(random, prefixes)}${pick(random, pathTricks)}${pick(random, hosts)}`;
    value += pick(random, suffixes);
    if (random() < 0.3) value = partlyEncoded(random, value);
    if (random() < 0.05) value = `/${'y'.repeat(3000)}${value.startsWith('/') ? '' : '/'}${value}`;
    targets.add(value);
  }
  return [...targets];
}

/**
 * The value as a query parameter: `encoded` exactly (the site reads `value`), `raw` as an
 * attacker writes the link (its percent sequences decoded once by the site); only what no
 * request line may hold, and the query's own separators, are encoded then.
 */
export function queryForms(value) {
  return {
    encoded: encodeURIComponent(value),

    raw: value.replace(/[^\x21-\x7e]|[#&+]/g, (character) => encodeURIComponent(character)),
  };
}

/** The value as the rest of a path (a segment separator first; '?' and '#' kept in the path). */
function pathForm(value) {
  const path = value.startsWith('/') || value.startsWith('\\') ? value : `/${value}`;

  return path.replace(/[^\x21-\x7e]|[#?]/g, (character) => encodeURIComponent(character));
}

/**
 * Whether a redirect to `location` leaves `origin` as a browser resolves it (WHATWG URL: tabs
 * and line breaks dropped, backslashes read as slashes): 'unparsable' when it is no URL.
 */
export function leavesOrigin(location, origin) {
  try {
    return new URL(location, origin).origin !== new URL(origin).origin;
  } catch {
    return 'unparsable';
  }
}

/**
 * Where an answer sends the browser: the Location of a 3xx, or the target of React Router's
 * single-fetch redirect (a 202 turbo-stream for `.data` requests, followed by the client router).
 */
export async function redirectOf(answer) {
  const location = answer.headers?.location;
  if (answer.status >= 300 && answer.status < 400 && location !== undefined)
    return String(location);
  const type = String(answer.headers?.['content-type'] ?? '');
  if (!answer.rawBody?.length || !type.includes('text/x-script')) return null;
  try {
    const decoded = await decodeTurboStream(new Response(answer.rawBody).body, globalThis);
    await decoded.done;
    const value = decoded.value;
    const redirect = value?.[singleFetchRedirect]?.redirect ?? value?.redirect;
    return typeof redirect === 'string' ? redirect : null;
  } catch {
    return null;
  }
}

/**
 * Every request the site turns into a redirect, with a target or path of the visitor's:
 * the language switch (document and `.data`), the preview's exit, the CMS's legacy redirects
 * (the visitor's query is kept, a wildcard rule's tail too), the programme's canonical query
 * and the start page's language choice. `tailRules` are wildcard rules whose target takes the
 * tail ({ from, to } without the `/*`).
 */
export function redirectRequests(value, { tailRules = [] } = {}) {
  const { encoded, raw } = queryForms(value);
  const requests = [];
  for (const [form, query] of [
    ['encoded', encoded],
    ['raw', raw],
  ]) {
    for (const locale of ['de', 'en']) {
      requests.push({
        kind: `/language/${locale}?to= (${form})`,
        path: `/language/${locale}?to=${query}`,
      });
      requests.push({
        kind: `/language/${locale}.data?to= (${form})`,
        path: `/language/${locale}.data?to=${query}`,
      });
    }
    requests.push({
      kind: `/api/preview/exit?to= (${form})`,
      path: `/api/preview/exit?to=${query}`,
    });
    requests.push({
      kind: `legacy redirect, visitor's query (${form})`,
      path: `/besuch/oeffnungszeiten?to=${query}`,
    });
    requests.push({
      kind: `programme canonical query (${form})`,
      path: `/en/programme?page=1&to=${query}`,
    });
    requests.push({
      kind: `programme canonical query, .data (${form})`,
      path: `/en/programme.data?page=1&to=${query}`,
    });
    requests.push({
      kind: `start page language choice (${form})`,
      path: `/?to=${query}`,
      headers: { 'accept-language': 'en' },
    });
  }
  const tail = pathForm(value);
  requests.push({ kind: 'legacy wildcard redirect, visitor tail', path: `/ausstellung${tail}` });
  requests.push({
    kind: 'legacy wildcard redirect, /de, visitor tail',
    path: `/de/ausstellung${tail}`,
  });
  for (const rule of tailRules) {
    requests.push({
      kind: `legacy rule ${rule.from}/* → ${rule.to}/*`,
      path: `${rule.from}${tail}`,
    });
    requests.push({
      kind: `legacy rule ${rule.from}/* → ${rule.to}/*, .data`,
      path: `${rule.from}${tail}.data`,
    });
  }
  return requests;
}

/** Links of an HTML page's main element (the thank-you page's "back to the page"). */
function mainLinks(html) {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html;
  return [...main.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) =>
    match[1].replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'"),
  );
}

/**
 * The barrier report keeps the page a visitor names and links it on its thank-you page: each
 * target as that page, posted as the form does; the answer's redirect and the thank-you page's
 * links that a report without a page does not have must stay on the site.
 */
async function barrierReport(webUrl, value, baseline) {
  const body = new URLSearchParams({
    'submission-id': randomUUID(),
    description: 'Eine Meldung der Übung: der Knopf ist nicht erreichbar.',
    page: value,
    'assistive-technology': '',
    name: '',
    email: '',
    consent: 'on',
    website: '',
  }).toString();
  const answer = await send(webUrl, {
    method: 'POST',
    path: '/barrierefreiheit/barriere-melden',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: webUrl },
    body,
  });
  const findings = [{ kind: 'barrier report form', answer, location: await redirectOf(answer) }];
  if (answer.status === 303 && findings[0].location) {
    const cookies = [answer.headers['set-cookie'] ?? []]
      .flat()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const thanks = await send(webUrl, {
      method: 'GET',
      path:
        new URL(findings[0].location, webUrl).pathname +
        new URL(findings[0].location, webUrl).search,
      headers: { cookie: cookies },
    });
    const links = mainLinks(thanks.body ?? '').filter((href) => !baseline.has(href));
    findings.push({ kind: 'barrier report thank-you page link', answer: thanks, links });
  }
  return findings;
}

/**
 * Creates wildcard legacy redirects whose target takes the visitor's tail (the demo content
 * has none): `/redirect-drill/*` → `/*` and `/redirect-drill-en/*` → `/en/exhibitions/*`.
 * Returns those the CMS took.
 */
export async function placeTailRules(rest) {
  const rules = [
    { from: '/redirect-drill', to: '' },
    { from: '/redirect-drill-en', to: '/en/exhibitions' },
  ];
  const placed = [];
  for (const rule of rules) {
    const answer = await rest('POST', 'redirects', {
      from: `${rule.from}/*`,
      to: `${rule.to}/*`,
      permanent: false,
    });
    if (answer.ok) placed.push(rule);
  }
  return placed;
}

/**
 * The drill: `count` targets (seed `seed`) through every redirect; `origin` is the site's
 * configured public origin (SITE_URL), against which every redirect is resolved.
 */
export async function redirectDrill({ webUrl, origin, rest, seed, count = 200 }) {
  const targets = redirectTargets({ seed, count });
  const tailRules = rest ? await placeTailRules(rest) : [];
  // The CMS tells the site of the new rules; the site reads its redirect list again.
  const started = Date.now();
  while (tailRules.length && Date.now() - started < 15_000) {
    const probe = await send(webUrl, {
      method: 'GET',
      path: '/redirect-drill/ausstellungen',
      headers: {},
    });
    if (probe.status >= 300 && probe.status < 400) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const baselineThanks = await barrierReport(webUrl, '', new Set());
  const baseline = new Set(baselineThanks[1]?.links ?? []);

  const checks = [];
  await pool(targets, 4, async (value, index) => {
    for (const request of redirectRequests(value, { tailRules })) {
      const answer = await send(webUrl, {
        method: 'GET',
        path: request.path,
        headers: request.headers ?? {},
      });
      checks.push({
        index,
        kind: request.kind,
        path: request.path,
        answer,
        location: await redirectOf(answer),
      });
    }
    for (const finding of await barrierReport(webUrl, value, baseline))
      checks.push({ index, path: `page=${value}`, ...finding });
  });

  const redirects = checks.filter(
    (check) => check.location !== null && check.location !== undefined,
  );
  const leaving = [];
  for (const check of checks) {
    for (const location of [check.location, ...(check.links ?? [])]) {
      if (location === null || location === undefined) continue;
      const leaves = leavesOrigin(location, origin);
      if (leaves)
        leaving.push({
          kind: check.kind,
          target: targets[check.index].slice(0, 120),
          location: location.slice(0, 160),
          ...(leaves === 'unparsable' ? { unparsable: true } : {}),
        });
    }
  }
  const serverErrors = checks
    .filter((check) => check.answer.status >= 500 || check.answer.status === 0)
    .map((check) => ({
      kind: check.kind,
      status: check.answer.status,
      target: targets[check.index].slice(0, 120),
      error: check.answer.error,
    }));
  const kinds = new Set(checks.map((check) => check.kind));
  const followedKinds = new Set(redirects.map((check) => check.kind));
  const thankYouLinks = checks.filter((check) => check.links?.length).length;
  row(
    label,
    'targets sent / answers that redirect',
    `${targets.length} targets (seed ${seed}) × ${kinds.size} kinds of request = ${checks.length} answers; ` +
      `${redirects.length} redirects (${followedKinds.size} kinds), ${thankYouLinks} barrier-report thank-you pages linking the page`,
    '200 targets, every kind redirects',
    targets.length >= 200 &&
      [...kinds].every((kind) => followedKinds.has(kind) || kind.includes('thank-you')),
    [...kinds].filter((kind) => !followedKinds.has(kind)),
  );
  row(
    label,
    'redirects or links leaving the origin (Location resolved against SITE_URL)',
    leaving.length,
    '0',
    leaving.length === 0,
    leaving.slice(0, 20),
  );
  row(
    label,
    '5xx answers or connection errors',
    serverErrors.length,
    '0',
    serverErrors.length === 0,
    serverErrors.slice(0, 20),
  );
}
