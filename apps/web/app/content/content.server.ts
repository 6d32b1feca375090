/**
 * The content layer's public face: typed, cached reads of the CMS for route loaders.
 * Loaders call these functions; nothing above this file sees Strapi's answer shapes.
 */
import type { Locale } from '~/site/locales';
import { createContentCache, type ContentCache } from './cache.server';
import { CmsError, createCmsClient, type CmsClient } from './cms-client.server';
import { readCmsConfig, type CmsConfig } from './config.server';
import requests from './requests.json';
import { consoleReport, responseData, type TransformContext } from './strapi';
import {
  collectionTransformers,
  singleTypeTransformers,
  type CollectionName,
  type SingleTypeName,
} from './transform';

type SingleType<Name extends SingleTypeName> = ReturnType<(typeof singleTypeTransformers)[Name]>;
type CollectionItem<Name extends CollectionName> = ReturnType<
  (typeof collectionTransformers)[Name]
>[number];

interface RequestSpec {
  path: string;
  localized: boolean;
  query: Record<string, unknown>;
}

export interface ContentService {
  getSingle<Name extends SingleTypeName>(name: Name, locale: Locale): Promise<SingleType<Name>>;
  getList<Name extends CollectionName>(name: Name, locale: Locale): Promise<CollectionItem<Name>[]>;
  /** One entry by its slug in that locale, or null when there is none. */
  getBySlug<Name extends CollectionName>(
    name: Name,
    slug: string,
    locale: Locale,
  ): Promise<CollectionItem<Name> | null>;
  /** Clears the cache (called by the CMS webhook); returns how many entries were dropped. */
  invalidate(): number;
}

export function createContentService(deps: {
  config: CmsConfig;
  client: CmsClient;
  cache: ContentCache;
}): ContentService {
  const { config, client, cache } = deps;

  const context = (locale: Locale): TransformContext => ({
    locale,
    mediaBaseUrl: config.mediaBaseUrl,
    report: (problem) => consoleReport({ ...problem, where: `${problem.where} (${locale})` }),
  });

  const queryFor = (spec: RequestSpec, locale: Locale, extra: Record<string, unknown> = {}) => ({
    ...spec.query,
    ...extra,
    ...(spec.localized ? { locale } : {}),
  });

  return {
    getSingle(name, locale) {
      const spec: RequestSpec = requests.singleTypes[name];
      const key = `${name}:${spec.localized ? locale : '-'}`;
      return cache.get(key, async () => {
        try {
          const raw = await client.get(spec.path, queryFor(spec, locale));
          return singleTypeTransformers[name](responseData(raw), context(locale)) as SingleType<typeof name>;
        } catch (error) {
          // A single type nobody has filled in yet is empty content, not a broken page.
          if (error instanceof CmsError && error.status === 404) {
            consoleReport({ where: key, message: 'not found in the CMS; shown empty' });
            return singleTypeTransformers[name](null, context(locale)) as SingleType<typeof name>;
          }
          throw error;
        }
      });
    },

    getList(name, locale) {
      const spec: RequestSpec = requests.collections[name];
      return cache.get(`${name}:${locale}`, async () => {
        const raw = await client.get(spec.path, queryFor(spec, locale));
        return collectionTransformers[name](responseData(raw), context(locale)) as CollectionItem<
          typeof name
        >[];
      });
    },

    getBySlug(name, slug, locale) {
      const spec: RequestSpec = requests.collections[name];
      return cache.get(`${name}:${locale}:${slug}`, async () => {
        const filters = { slug: { $eq: slug } };
        const raw = await client.get(
          spec.path,
          queryFor(spec, locale, { filters, pagination: { pageSize: 1 } }),
        );
        const [item] = collectionTransformers[name](responseData(raw), context(locale));
        return (item ?? null) as CollectionItem<typeof name> | null;
      });
    },

    invalidate: () => cache.invalidate(),
  };
}

function logCmsFailure(key: string, error: unknown, servedStale: boolean) {
  // The query string (populate …) is long and the same every time: log the path only.
  const detail =
    error instanceof CmsError ? `${error.message} [${error.url.split('?')[0]}]` : String(error);
  console.error(`[content] ${key}: ${detail}${servedStale ? ' (served cached content)' : ''}`);
}

const config = readCmsConfig();

/** The one content service of this server process. */
export const content = createContentService({
  config,
  client: createCmsClient(config),
  cache: createContentCache({
    freshMs: 60_000,
    staleWhileRevalidateMs: 10 * 60_000,
    staleIfErrorMs: 24 * 60 * 60_000,
    onError: logCmsFailure,
  }),
});
