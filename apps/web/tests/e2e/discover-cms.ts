/**
 * Shared by the discover-*.test.ts browser tests: the seeded digital offers read straight from
 * the CMS (never hard-coded) and the site's address.
 */
import type { Page } from 'playwright-core';

export const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;
export const cmsUrl = (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');
export type Locale = 'de' | 'en';
export const locales: Locale[] = ['de', 'en'];

export interface CmsQuestion {
  question: string;
  explanation: string | null;
  answers: { text: string; correct: boolean }[];
}

export interface CmsOffer {
  title: string;
  slug: string;
  type: 'Blog' | 'Podcast' | 'Video' | 'Quiz';
  videoUrl: string | null;
  audioDurationSeconds: number | null;
  author: { name: string; slug: string; bio: string | null } | null;
  categories: { title: string; slug: string }[];
  quiz: CmsQuestion[];
}

type Raw = Record<string, unknown> & { attributes?: Record<string, unknown> };

/** Flattens Strapi v4 `data.attributes` nesting so either answer shape reads alike. */
function flat(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flat);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Raw;
  if ('data' in record && Object.keys(record).length <= 2) return flat(record.data);
  const merged: Record<string, unknown> = {
    ...record,
    ...(record.attributes ?? {}),
  };
  delete merged.attributes;
  return Object.fromEntries(Object.entries(merged).map(([key, inner]) => [key, flat(inner)]));
}

export async function cmsOffers(locale: Locale): Promise<CmsOffer[]> {
  const headers: Record<string, string> = {};
  if (process.env.CMS_API_TOKEN) headers.authorization = `Bearer ${process.env.CMS_API_TOKEN}`;
  const query =
    `locale=${locale}&pagination[pageSize]=100&populate[author][fields][0]=name&populate[author][fields][1]=slug` +
    `&populate[author][fields][2]=bio&populate[categories][fields][0]=title&populate[categories][fields][1]=slug` +
    `&populate[quiz][populate][answers]=true`;
  const response = await fetch(`${cmsUrl}/api/digital-offers?${query}`, {
    headers,
  });
  if (!response.ok) throw new Error(`${response.status} from the CMS's digital offers`);
  const { data } = (await response.json()) as { data: unknown };
  return (flat(data) as CmsOffer[]).map((offer) => ({
    ...offer,
    categories: offer.categories ?? [],
    quiz: offer.quiz ?? [],
  }));
}

export function ofType(offers: CmsOffer[], type: CmsOffer['type']): CmsOffer {
  const offer = offers.find((candidate) => candidate.type === type);
  if (!offer) throw new Error(`no ${type} among the seeded digital offers`);
  return offer;
}

export const paths = {
  list: { de: '/digitale-angebote', en: '/en/digital-offers' },
  author: {
    de: '/digitale-angebote/autor-in/',
    en: '/en/digital-offers/author/',
  },
  category: {
    de: '/digitale-angebote/kategorie/',
    en: '/en/digital-offers/category/',
  },
} as const;

export const detailPath = (locale: Locale, slug: string) => `${paths.list[locale]}/${slug}`;

/** Titles of the teasers on a list page, in order. */
export async function teaserTitles(page: Page): Promise<string[]> {
  return (await page.locator('main article h3').allTextContents()).map((title) => title.trim());
}
