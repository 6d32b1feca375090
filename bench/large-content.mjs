// A large content set for the scale figures, made by cloning and varying the recorded Strapi v5
// answers in apps/web/app/content/__fixtures__/v5 (so it has the real shapes).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const largeCounts = { events: 5000, exhibitions: 500, offers: 500 };
const DAY = 24 * 60 * 60 * 1000;

export function readFixture(fixturesDir, name, locale) {
  for (const file of [`${name}.${locale}.json`, `${name}.json`]) {
    const full = path.join(fixturesDir, file);
    if (existsSync(full)) return JSON.parse(readFileSync(full, 'utf8'));
  }
  return null;
}

const isoDate = (time) => new Date(time).toISOString().slice(0, 10);

/** New dates per collection: events spread over the coming year, exhibitions over three years. */
function datesFor(name, base, n, count, today) {
  if (name === 'events') {
    const start = today + Math.floor((n * 365) / count) * DAY + (9 + (n % 8)) * 60 * 60 * 1000;
    return {
      startDate: new Date(start).toISOString(),
      endDate: base.endDate ? new Date(start + 90 * 60 * 1000).toISOString() : null,
    };
  }
  if (name === 'exhibitions') {
    const start = today - 2 * 365 * DAY + Math.floor((n * 3 * 365) / count) * DAY;
    return { startDate: isoDate(start), endDate: isoDate(start + 120 * DAY) };
  }
  return {};
}

function vary(name, base, n, locale, count, today) {
  const suffix = `-${n + 1}`;
  return {
    ...structuredClone(base),
    id: 2 * n + (locale === 'de' ? 1 : 2),
    documentId: `bench-${name}-${n + 1}`,
    locale,
    title: `${base.title} ${n + 1}`,
    slug: `${base.slug}${suffix}`,
    ...datesFor(name, base, n, count, today),
    localizations: (base.localizations ?? []).map((localization) => ({
      ...localization,
      documentId: `bench-${name}-${n + 1}`,
      slug: `${localization.slug}${suffix}`,
    })),
  };
}

/** Strapi's sort ("field:asc", "field:desc") over the generated entries. */
function sortEntries(entries, sort = []) {
  const keys = sort.map((spec) => spec.split(':'));
  const compare = (a, b) => {
    for (const [field, direction = 'asc'] of keys) {
      const x = a[field] ?? '';
      const y = b[field] ?? '';
      const order = typeof x === 'string' ? x.localeCompare(y) : x - y;
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return 0;
  };
  return entries.sort(compare);
}

/**
 * { [collection]: { de: entries[], en: entries[] } } for the collections in `counts`. The English
 * entry n varies the English translation of the German entry it is cloned from.
 */
export function generateLargeContent({
  fixturesDir,
  requests,
  counts = largeCounts,
  today = Date.now(),
}) {
  const collections = {};
  for (const [name, count] of Object.entries(counts)) {
    const de = readFixture(fixturesDir, name, 'de')?.data ?? [];
    const en = readFixture(fixturesDir, name, 'en')?.data ?? [];
    if (de.length === 0) throw new Error(`no recorded ${name} to clone in ${fixturesDir}`);
    const englishOf = (base, n) =>
      en.find((item) => item.documentId === base.documentId) ?? en[n % en.length];
    const generated = { de: [], en: [] };
    for (let n = 0; n < count; n += 1) {
      const base = de[n % de.length];
      generated.de.push(vary(name, base, n, 'de', count, today));
      const english = en.length > 0 ? englishOf(base, n) : null;
      if (english) generated.en.push(vary(name, english, n, 'en', count, today));
    }
    const sort = requests.collections[name]?.list?.sort;
    collections[name] = {
      de: sortEntries(generated.de, sort),
      en: sortEntries(generated.en, sort),
    };
  }
  return collections;
}
