import type { ScreenId } from '../../app/site/screens';
/**
 * Reads the seeded demo content straight from the CMS, so the shell's browser tests never
 * hard-code slugs that the seed computes.
 */
const cmsUrl = (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');

type Entry = Record<string, unknown> & {
  slug?: string;
  locale?: string;
  localizations?: { slug?: string; locale?: string }[];
};

async function cmsGet(path: string): Promise<Entry[]> {
  const headers: Record<string, string> = {};
  if (process.env.CMS_API_TOKEN) headers.authorization = `Bearer ${process.env.CMS_API_TOKEN}`;
  const response = await fetch(`${cmsUrl}${path}`, { headers });
  if (!response.ok) throw new Error(`${response.status} from ${cmsUrl}${path}`);
  const { data } = (await response.json()) as { data: unknown };
  const list = Array.isArray(data) ? data : [data];
  // A v4-shaped answer nests fields under `attributes`.
  return list.map((item) => {
    const entry = item as { attributes?: Entry } & Entry;
    return (entry.attributes ? { ...entry, ...entry.attributes } : entry) as Entry;
  });
}

function localizations(entry: Entry): { slug?: string; locale?: string }[] {
  const raw = entry.localizations as unknown;
  if (Array.isArray(raw)) return raw as { slug?: string; locale?: string }[];
  const nested = (
    raw as { data?: { attributes?: { slug?: string; locale?: string } }[] } | undefined
  )?.data;
  return (nested ?? []).map((item) => item.attributes ?? {});
}

/** German and English slug of an entry of a localized collection. */
export interface SlugPair {
  de: string;
  en: string | null;
}

/** Entries of a collection in German with the English slug (null when not translated). */
export async function slugPairs(type: string, filter = ''): Promise<SlugPair[]> {
  const entries = await cmsGet(
    `/api/${type}?locale=de&pagination[pageSize]=100&populate[localizations][fields][0]=slug&populate[localizations][fields][1]=locale${filter}`,
  );
  return entries.flatMap((entry) => {
    if (!entry.slug) return [];
    const english = localizations(entry).find((other) => other.locale === 'en')?.slug ?? null;
    return [{ de: entry.slug, en: english }];
  });
}

/** The first entry that exists in both languages. */
export async function bilingual(type: string, filter = ''): Promise<{ de: string; en: string }> {
  const pair = (await slugPairs(type, filter)).find((candidate) => candidate.en);
  if (!pair?.en) throw new Error(`no bilingual ${type} in the CMS`);
  return { de: pair.de, en: pair.en };
}

/** The first entry that exists only in German. */
export async function germanOnly(type: string): Promise<string> {
  const pair = (await slugPairs(type)).find((candidate) => !candidate.en);
  if (!pair) throw new Error(`no German-only ${type} in the CMS`);
  return pair.de;
}

/** The first page that exists only in German, with its section (which decides its screen). */
export async function germanOnlyPage(): Promise<{ slug: string; section: string }> {
  const pages = await cmsGet(
    '/api/pages?locale=de&pagination[pageSize]=100&fields[0]=slug&fields[1]=section&populate[localizations][fields][0]=locale',
  );
  const page = pages.find(
    (entry) => entry.slug && !localizations(entry).some((other) => other.locale === 'en'),
  );
  if (!page?.slug) throw new Error('no German-only page in the CMS');
  return { slug: page.slug, section: String(page.section) };
}

export interface CmsRedirect {
  from: string;
  to: string;
  permanent: boolean;
}

export async function redirects(): Promise<CmsRedirect[]> {
  const entries = await cmsGet('/api/redirects?pagination[pageSize]=200');
  return entries.map((entry) => ({
    from: String(entry.from),
    to: String(entry.to),
    permanent: entry.permanent !== false,
  }));
}

/** The overview intros (single type overview-intro) in one language, by screen id. */
export async function overviewIntros(locale: 'de' | 'en'): Promise<Record<string, unknown>> {
  const [intros] = await cmsGet(`/api/overview-intro?locale=${locale}`);
  return intros ?? {};
}

export type Slugs = { de: string; en: string };

/** One seeded item per screen with a slug, in both languages, read from the CMS. */
export async function seededSlugs(): Promise<Partial<Record<ScreenId, Slugs>>> {
  const section = (name: string) => `&filters[section][$eq]=${name}`;
  const [
    exhibition,
    accessibility,
    visit,
    museum,
    digitalOffer,
    author,
    category,
    offer,
    press,
    event,
    pages,
    collectionObject,
  ] = await Promise.all([
    bilingual('exhibitions'),
    bilingual('pages', section('accessibility')),
    bilingual('pages', section('visit')),
    bilingual('pages', section('museum')),
    bilingual('digital-offers'),
    bilingual('authors'),
    bilingual('categories', '&filters[scope][$eq]=discover'),
    bilingual('offers'),
    bilingual('press-releases'),
    bilingual('events'),
    bilingual('pages', section('none')),
    bilingual('collection-objects'),
  ]);
  return {
    exhibition,
    accessibilityDetail: accessibility,
    visitDetail: visit,
    museumDetail: museum,
    digitalOffer,
    digitalOfferAuthor: author,
    digitalOfferCategory: category,
    guidedTour: offer,
    guidedTourRequest: offer,
    pressDetail: press,
    event,
    page: pages,
    collectionObject,
  };
}
