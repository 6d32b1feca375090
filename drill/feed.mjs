// The feed drill of `npm run drill` (issue 41, findings 5 and 6): control characters and line
// breaks written through the CMS's REST API into every text field that reaches a feed (the news
// and podcast RSS, the programme's calendar and each event's calendar file), then every feed
// fetched and checked strictly (drill/feed-check.mjs). Goal: every feed parses, no injected line.
import { pool, send } from './fuzz.mjs';
import { row, sleep } from './report.mjs';
import {
  checkIcs,
  checkXml,
  feedMarker,
  injectedElement,
  injectedProperty,
} from './feed-check.mjs';
import { apiToken, restClient } from './xss.mjs';

const label = 'Feeds';

const controls = [
  ...Array.from({ length: 32 }, (_, code) => code).filter((code) => ![9, 10, 13].includes(code)),
  0x7f,
].map((code) => String.fromCharCode(code));

/**
 * What the drill puts into a text, by part (the parts' names say what the CMS kept); short
 * enough for a string field (Strapi takes at most 255 characters).
 */
const parts = {
  controls: controls.join(''),
  'U+FFFE, U+FFFF': '\uFFFE\uFFFF',
  'lone surrogates': 'x\uD800y\uDFFFz',
  'line breaks': 'a\nb\r\nc\rd\u2028e\u2029f\u0085g',
  'iCalendar separators': '; , \\ \\n :',
  'iCalendar lines': `\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:${feedMarker} injected\r\n${injectedProperty}:1\r\nEND:VCALENDAR\r\n`,
  'XML breakout': `]]></title><${injectedElement}/><![CDATA[&bogus;`,
};

/** The drill's text for one field: the marker, the field's name, then every part. */
export function feedPayload(field) {
  const text = `${feedMarker} ${field} ${Object.values(parts).join(' ')}`;
  if (text.length > 255) throw new Error(`the payload for ${field} is too long for a string field`);
  return text;
}

/** What of the payload a stored text still has: the control characters one by one, the rest whole. */
function keptParts(stored) {
  if (typeof stored !== 'string') return [];
  const kept = controls.filter((character) => stored.includes(character)).length;
  return [
    `${kept} of ${controls.length} controls`,
    ...Object.entries(parts)
      .filter(([name, value]) => name !== 'controls' && stored.includes(value))
      .map(([name]) => name),
  ];
}

const query = (params) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/**
 * The entries whose texts reach a feed: upcoming events (the programme's calendar lists only
 * those) with their categories, blog posts and podcast episodes with audio (news and podcast
 * RSS), press releases (news RSS); of each kind two, the second with an empty teaser so that
 * the headline stands in for it.
 */
async function feedEntries(rest) {
  const list = async (plural, params) => {
    const answer = await rest('GET', `${plural}?${query({ locale: 'de', ...params })}`);
    if (!answer.ok) throw new Error(`CMS answered ${answer.status} to the list of ${plural}`);
    return answer.body.data;
  };
  const events = await list('events', {
    'filters[startDate][$gte]': new Date(Date.now() + 86_400_000).toISOString(),
    'filters[eventStatus][$eq]': 'scheduled',
    sort: 'startDate:asc',
    'pagination[pageSize]': '2',
    'populate[categories][fields][0]': 'title',
  });
  const blog = await list('digital-offers', {
    'filters[type][$eq]': 'Blog',
    'pagination[pageSize]': '2',
  });
  const podcast = (
    await list('digital-offers', {
      'filters[type][$eq]': 'Podcast',
      'populate[audio][fields][0]': 'url',
      'pagination[pageSize]': '20',
    })
  )
    .filter((entry) => entry.audio)
    .slice(0, 2);
  const press = await list('press-releases', {
    'filters[kind][$eq]': 'release',
    'pagination[pageSize]': '2',
  });
  const categories = new Map();
  for (const event of events)
    for (const category of event.categories ?? []) categories.set(category.documentId, category);
  return { events, blog, podcast, press, categories: [...categories.values()] };
}

/** The texts of a detail entry: title and teaser, or (`second`) title and headline, no teaser. */
const detailTexts = (kind, second) =>
  second
    ? {
        title: feedPayload(`${kind} title`),
        headline: feedPayload(`${kind} headline`),
        teaserText: null,
      }
    : { title: feedPayload(`${kind} title`), teaserText: feedPayload(`${kind} teaser`) };

/**
 * Writes the payloads (German and, where it exists, English); the first event is also
 * cancelled (its title then goes into the calendar inside a translated "Cancelled: …").
 * Returns the events' slugs per language, the writes the CMS refused and what it kept.
 */
async function placePayloads(rest, entries) {
  const refused = [];
  let fields = 0;
  const slugs = { de: [], en: [] };
  const write = async (path, data) => {
    const answer = await rest('PUT', path, data);
    if (answer.ok)
      fields += Object.values(data).filter((value) => typeof value === 'string').length;
    else
      refused.push({
        path,
        status: answer.status,
        error: answer.body?.error?.message,
        first: answer.body?.error?.details?.errors?.slice(0, 3),
      });
    return answer;
  };
  const both = async (plural, entry, data) => {
    const de = await write(`${plural}/${entry.documentId}?locale=de`, data);
    const english = await rest('GET', `${plural}/${entry.documentId}?locale=en`);
    const en =
      english.ok && english.body?.data
        ? await write(`${plural}/${entry.documentId}?locale=en`, data)
        : null;
    return { de: de.ok ? de.body?.data : null, en: en?.ok ? en.body?.data : null };
  };
  let kept = null;
  for (const [index, event] of entries.events.entries()) {
    const data = {
      ...detailTexts('event', false),
      place: feedPayload('event place'),
      ...(index === 0 ? { eventStatus: 'cancelled' } : {}),
    };
    const written = await both('events', event, data);
    kept ??= written.de?.title;
    if (written.de?.slug) slugs.de.push(written.de.slug);
    if (written.en?.slug) slugs.en.push(written.en.slug);
  }
  for (const category of entries.categories)
    await both('categories', category, { title: feedPayload('category title') });
  for (const [kind, list, plural] of [
    ['blog', entries.blog, 'digital-offers'],
    ['podcast', entries.podcast, 'digital-offers'],
    ['press', entries.press, 'press-releases'],
  ])
    for (const [index, entry] of list.entries())
      await both(plural, entry, detailTexts(kind, index === 1));

  // The museum's name and address (each event's LOCATION), the podcast's owner.
  for (const locale of ['de', 'en']) {
    const current = await rest('GET', `general-contact?locale=${locale}&populate=general`);
    const general = { ...(current.body?.data?.general ?? {}) };
    delete general.id;
    await write(`general-contact?locale=${locale}`, {
      museumName: feedPayload('museum name'),
      address: `${feedPayload('address line')}\n${feedPayload('second address line')}`,
      general: { ...general, name: feedPayload('contact name') },
    });
  }
  return { slugs, refused, fields, kept: keptParts(kept) };
}

/** The feeds: news and podcast RSS, the programme's calendar, each event's file; both languages. */
function feedPaths(slugs) {
  const paths = [];
  for (const locale of ['de', 'en'])
    paths.push(
      `/feeds/${locale}/news.xml`,
      `/feeds/${locale}/podcast.xml`,
      `/feeds/${locale}/programme.ics`,
      ...slugs[locale].map((slug) => `/feeds/${locale}/events/${encodeURIComponent(slug)}.ics`),
    );
  return paths;
}

/** One feed fetched and checked: its status, problems and injected lines, and the marker's count. */
async function checkFeed(webUrl, path) {
  const answer = await send(webUrl, { method: 'GET', path, headers: {} }, { timeoutMs: 15_000 });
  if (answer.status !== 200)
    return {
      path,
      status: answer.status,
      problems: [`answered ${answer.status}`],
      injected: [],
      marked: 0,
    };
  const result = path.endsWith('.ics') ? checkIcs(answer.rawBody) : checkXml(answer.rawBody);
  const values = result.texts ?? result.lines;
  const marked = values.filter((value) => value.includes(feedMarker)).length;
  return { path, status: 200, problems: result.problems, injected: result.injected, marked };
}

export async function feedDrill({ site, admin }) {
  const webUrl = site.web.url;
  const rest = restClient(site.cms.url, await apiToken(site.cms.url, admin));
  const entries = await feedEntries(rest);
  const slugsBefore = {
    de: entries.events.map((event) => event.slug),
    en: [],
  };
  const before = await pool(feedPaths(slugsBefore), 2, (path) => checkFeed(webUrl, path));

  const { slugs, refused, fields, kept } = await placePayloads(rest, entries);
  const paths = feedPaths(slugs);
  // The CMS tells the site; each feed shows the new texts once its cached content is renewed.
  const checked = await pool(paths, 2, async (path) => {
    const deadline = Date.now() + 20_000;
    let result = await checkFeed(webUrl, path);
    while (result.marked === 0 && Date.now() < deadline) {
      await sleep(500);
      result = await checkFeed(webUrl, path);
    }
    return result;
  });
  const shown = checked.filter((result) => result.marked > 0).length;
  row(
    label,
    'texts written / feeds that show them',
    `${fields} text fields (${entries.events.length} events, ${entries.categories.length} categories, ` +
      `${entries.blog.length} blog posts, ${entries.podcast.length} episodes, ${entries.press.length} press releases, ` +
      `the general contact; de and en), ${refused.length} writes refused; the CMS kept ` +
      `${kept.length ? kept.join(', ') : 'nothing'} (of ${Object.keys(parts).join(', ')}); ` +
      `${shown} of ${checked.length} feeds show them`,
    'every feed shows them',
    refused.length === 0 && shown === checked.length && entries.events.length > 0,
    refused.length ? refused.slice(0, 20) : checked.map(({ path, marked }) => ({ path, marked })),
  );
  const failing = checked.filter((result) => result.problems.length > 0);
  row(
    label,
    'feeds that parse (XML: UTF-8, XML 1.0 characters, well-formed; iCalendar: RFC 5545 line by line, ical.js)',
    `${checked.length - failing.length} of ${checked.length} (before the drill wrote: ` +
      `${before.filter((result) => result.problems.length === 0).length} of ${before.length})`,
    'all',
    failing.length === 0,
    failing.map(({ path, problems }) => ({ path, problems: problems.slice(0, 5) })).slice(0, 20),
  );
  const injected = checked.flatMap(({ path, injected: lines }) =>
    lines.map((line) => `${path}: ${line}`),
  );
  row(
    label,
    'lines or elements injected by content',
    injected.length,
    '0',
    injected.length === 0,
    injected.slice(0, 20),
  );
}
