/**
 * The content layer's service: cached reads of the CMS, transformed into domain objects.
 * Loaders call app/content/index.server.ts, which builds on this; nothing above sees Strapi's
 * answer shapes.
 */
import type { Locale } from '~/domain/locale';
import { createBookingRequestStore } from './booking-requests.server';
import { createBarrierReportStore } from './barrier-reports.server';
import { createContentCache, type ContentCache } from './cache.server';
import { cmsHealthy, CmsError, createCmsClient, type CmsReader } from './cms-client.server';
import { readCmsConfig, type CmsConfig } from './config.server';
import { asRouteError, createCircuitBreaker, withBreaker } from './cms-breaker.server';
import requests from './requests.json';
import { consoleReport, responseData, type TransformContext } from './strapi';
import {
  itemTransformers,
  singleTypeTransformers,
  type CollectionItem,
  type CollectionName,
  type SingleTypeName,
} from './transform';
import { toItems, type ItemTransformer } from './transform/teaser';
import { toListing } from './transform/listing';
import type { Listing } from '~/domain/types';
import { draftInScope, type DraftScope } from './draft-scope.server';
import { documentIdOf, withDraftInPlace } from './draft-in-list';
import { withPublishedRelations, type ReadPublished } from './draft-relations';

/** The form of a slug (Strapi's uid fields: letters, digits, "-", "_", ".", "~"; at most 255). */
const slugPattern = /^[A-Za-z0-9\-_.~]{1,255}$/;
const isSlug = (value: string): boolean => slugPattern.test(value);

type SingleType<Name extends SingleTypeName> = ReturnType<(typeof singleTypeTransformers)[Name]>;
type Query = Record<string, unknown>;

interface SingleTypeSpec {
  path: string;
  localized: boolean;
  query: Query;
}

interface CollectionSpec {
  path: string;
  localized: boolean;
  /** Only what lists and teasers need. */
  list: Query;
  /** Everything a detail page shows; collections without one are read from the list. */
  detail?: Query;
  /** Where each entry is and when it changed (the sitemap); only collections with pages. */
  listing?: Query;
}

/** Strapi's REST maximum (config/api.ts maxLimit); longer lists are read page by page. */
export const LIST_PAGE_SIZE = 500;
/** Pages of a long list requested at the same time. */
const PARALLEL_PAGES = 4;

export interface ContentService {
  getSingle<Name extends SingleTypeName>(name: Name, locale: Locale): Promise<SingleType<Name>>;
  /** Every entry of a collection in that locale (all pages), with the list query's fields. */
  getList<Name extends CollectionName>(name: Name, locale: Locale): Promise<CollectionItem<Name>[]>;
  /** One entry by its slug in that locale with the detail query's fields, or null. */
  getBySlug<Name extends CollectionName>(
    name: Name,
    slug: string,
    locale: Locale,
  ): Promise<CollectionItem<Name> | null>;
  /**
   * Every entry of a collection with the detail query's fields, each with its CMS document id,
   * for the site search (not cached: the search keeps its own index).
   */
  getAllDetailed<Name extends CollectionName>(
    name: Name,
    locale: Locale,
  ): Promise<Array<Keyed<CollectionItem<Name>>>>;
  /**
   * One published entry by its document id, with the detail query's fields, or null (in a
   * preview of that entry: its draft).
   */
  getByDocumentId<Name extends CollectionName>(
    name: Name,
    documentId: string,
    locale: Locale,
  ): Promise<CollectionItem<Name> | null>;
  /**
   * Every entry of a collection that has pages, as the sitemap needs it: slug per language
   * and last change. Cached like lists.
   */
  getListing(name: ListedCollection, locale: Locale): Promise<Listing[]>;
  /**
   * The draft and the published version of one entry as the sitemap sees them (the preview
   * tells editors which they look at); null where that version does not exist. Not cached.
   */
  getVersions(
    name: ListedCollection,
    documentId: string,
    locale: Locale,
  ): Promise<{ draft: Listing | null; published: Listing | null }>;
  /**
   * Marks the cached answers of the named types (requests.json names; null or none: all) for
   * renewal (called by the CMS webhook); returns how many entries were marked. With a `scope`
   * (the changed entry's type and the documents it names), answers of other collections are
   * renewed only when they contain one of those documents.
   */
  invalidate(names?: readonly string[] | null, scope?: ChangeScope | null): number;
}

/**
 * What one change touched: the REST name of the changed entry's type, and the documents whose
 * answers elsewhere can show it (the entry itself and the entries it relates to now).
 */
export interface ChangeScope {
  type: string;
  documents: readonly string[];
}

/** The `documentId`s anywhere in a CMS answer (the entries, their relations and media). */
export function documentIdsIn(raw: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(raw)) {
    for (const item of raw) documentIdsIn(item, found);
  } else if (typeof raw === 'object' && raw !== null) {
    for (const [key, value] of Object.entries(raw)) {
      if (key === 'documentId' && typeof value === 'string') found.add(value);
      else if (typeof value === 'object') documentIdsIn(value, found);
    }
  }
  return found;
}

/**
 * Whether a cached answer must be renewed after a change: every answer of an affected type
 * without a scope; with one, single types, the changed type's lists (an entry may have come,
 * gone or moved), and every other answer (a detail, another collection's list) only when it
 * contains one of the scope's documents, names none (a slug not found may be the entry just
 * published) or its documents are not known. A relation the change
 * added is in the scope (the CMS names the related entries).
 */
export function mustRenew(
  key: string,
  held: ReadonlySet<string> | undefined,
  names: readonly string[],
  scope: ChangeScope | null | undefined,
  singleTypeNames: ReadonlySet<string>,
): boolean {
  const type = key.slice(0, key.indexOf(':'));
  if (!names.includes(type)) return false;
  // An answer that named nothing (a page not found) may be the one the change creates.
  if (!scope || singleTypeNames.has(type) || !held || held.size === 0) return true;
  if (type === scope.type && !key.startsWith(`${type}:detail:`)) return true;
  return scope.documents.some((documentId) => held.has(documentId));
}

/** The collections whose entries have pages of their own (requests.json names a listing). */
export const listedCollections = [
  'exhibitions',
  'events',
  'offers',
  'digital-offers',
  'press-releases',
  'pages',
  'authors',
  'categories',
  'collection-objects',
] as const satisfies readonly CollectionName[];
export type ListedCollection = (typeof listedCollections)[number];

/** A domain object with the id of its CMS document (the same in every locale). */
export type Keyed<T> = { documentId: string; item: T };

function pageCountOf(raw: unknown): number {
  const meta = (raw as { meta?: { pagination?: { pageCount?: unknown } } } | null)?.meta;
  const count = meta?.pagination?.pageCount;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 1;
}

type Version = 'draft' | 'published';

/** Strapi 5 names the version `status`; Strapi 4 (and the v4 answer format) `publicationState`. */
function versionQuery(config: CmsConfig, version: Version): Query {
  if (config.responseFormat === 'v4')
    return { publicationState: version === 'draft' ? 'preview' : 'live' };
  return { status: version };
}

export function createContentService(deps: {
  config: CmsConfig;
  client: CmsReader;
  cache: ContentCache;
  /** The entry whose draft the current request previews (content/draft-scope.server.ts). */
  drafts?: () => DraftScope | null;
}): ContentService {
  const { config, client, cache } = deps;
  const drafts = deps.drafts ?? (() => null);
  // Published is the CMS's default: only the previewed entry is read as a draft, always past
  // the cache, so a draft is never kept nor served to anyone else; everything else is read,
  // and kept, as visitors see it.
  const draftQuery = (query: Query): Query => ({ ...query, ...versionQuery(config, 'draft') });
  /** The previewed entry's document id when it is one of this collection's, else null. */
  const previewedIn = (name: CollectionName): string | null => {
    const scope = drafts();
    return scope?.kind === 'entry' && scope.collection === name ? scope.documentId : null;
  };
  const previewsSingle = (name: SingleTypeName): boolean => {
    const scope = drafts();
    return scope?.kind === 'single' && scope.name === name;
  };
  const singleTypes: Record<SingleTypeName, SingleTypeSpec> = requests.singleTypes;
  const collections: Record<CollectionName, CollectionSpec> = requests.collections;
  const singleTypeNames: ReadonlySet<string> = new Set(Object.keys(singleTypes));

  const context = (locale: Locale): TransformContext => ({
    locale,
    mediaBaseUrl: config.mediaBaseUrl,
    report: (problem) => consoleReport({ ...problem, where: `${problem.where} (${locale})` }),
  });

  /** Not localized content is cached once, whatever the page's locale. */
  const localeKey = (spec: { localized: boolean }, locale: Locale) =>
    spec.localized ? locale : '-';
  const withLocale = (spec: { localized: boolean }, query: Query, locale: Locale): Query =>
    spec.localized ? { ...query, locale } : query;

  const transformerOf = <Name extends CollectionName>(name: Name) =>
    itemTransformers[name] as ItemTransformer<CollectionItem<Name>>;

  /** Every published entry of a collection, page by page. */
  async function readAllPages(
    spec: CollectionSpec,
    locale: Locale,
    query: Query = spec.list,
  ): Promise<unknown[]> {
    const pageQuery = (page: number) =>
      withLocale(spec, { ...query, pagination: { page, pageSize: LIST_PAGE_SIZE } }, locale);
    const first = await client.get(spec.path, pageQuery(1));
    const data = [responseData(first)];
    const pageCount = pageCountOf(first);
    for (let start = 2; start <= pageCount; start += PARALLEL_PAGES) {
      const pages = Array.from(
        { length: Math.min(PARALLEL_PAGES, pageCount - start + 1) },
        (_, index) => start + index,
      );
      const answers = await Promise.all(
        pages.map((page) => client.get(spec.path, pageQuery(page))),
      );
      data.push(...answers.map(responseData));
    }
    return data.flatMap((page) => (Array.isArray(page) ? page : []));
  }

  /** Published entries by document id, for the relations of a draft (draft-relations.ts). */
  const publishedOf =
    (locale: Locale): ReadPublished =>
    async (name, query, documentIds) => {
      const spec = collections[name];
      const filters = { documentId: { $in: documentIds } };
      const pagination = { page: 1, pageSize: LIST_PAGE_SIZE };
      const answer = await client.get(
        spec.path,
        withLocale(spec, { ...query, filters, pagination }, locale),
      );
      const data = responseData(answer);
      return Array.isArray(data) ? data : [];
    };

  /** The previewed draft, flat, with the entries it links to as published (draft-relations.ts). */
  async function draftData(answer: unknown, query: Query, locale: Locale): Promise<unknown> {
    const data = responseData(answer);
    await withPublishedRelations(data, query.populate, publishedOf(locale));
    return data;
  }

  /**
   * The published list with the previewed entry's draft in its place (draft-in-list.ts): the
   * draft is read with the list's own fields, by its document id, in this language.
   */
  async function readAllWithDraft(
    spec: CollectionSpec,
    locale: Locale,
    query: Query,
    documentId: string,
  ): Promise<unknown[]> {
    const { sort, ...fields } = query;
    const draftOnly = draftQuery({
      ...fields,
      filters: { documentId: { $eq: documentId } },
      pagination: { page: 1, pageSize: 1 },
    });
    const [published, drafted] = await Promise.all([
      readAllPages(spec, locale, query),
      client
        .get(spec.path, withLocale(spec, draftOnly, locale))
        .then((answer) => draftData(answer, query, locale)),
    ]);
    const draft: unknown = Array.isArray(drafted) ? drafted[0] : null;
    return withDraftInPlace(published, draft ?? null, documentId, sort);
  }

  /** The one entry a filter names, with the detail query's fields, or null. */
  async function readOne<Name extends CollectionName>(
    name: Name,
    filters: Query,
    locale: Locale,
    where: string,
    noteDocuments?: (documents: ReadonlySet<string>) => void,
    version: Version = 'published',
  ): Promise<CollectionItem<Name> | null> {
    const spec = collections[name];
    const query = { ...(spec.detail ?? spec.list), filters, pagination: { page: 1, pageSize: 1 } };
    const versioned = version === 'draft' ? draftQuery(query) : query;
    const raw = await client.get(spec.path, withLocale(spec, versioned, locale));
    const data = version === 'draft' ? await draftData(raw, query, locale) : responseData(raw);
    noteDocuments?.(documentIdsIn(data));
    const [item] = toItems(transformerOf(name), data, context(locale), where);
    return item ?? null;
  }

  return {
    getSingle(name, locale) {
      const spec = singleTypes[name];
      const key = `${name}:${localeKey(spec, locale)}`;
      const draft = previewsSingle(name);
      const query = draft ? draftQuery(spec.query) : spec.query;
      const load = async (noteDocuments: (documents: ReadonlySet<string>) => void) => {
        try {
          const raw = await client.get(spec.path, withLocale(spec, query, locale));
          const data = draft ? await draftData(raw, spec.query, locale) : responseData(raw);
          noteDocuments(documentIdsIn(data));
          return singleTypeTransformers[name](data, context(locale)) as SingleType<typeof name>;
        } catch (error) {
          // A single type nobody has filled in yet is empty content, not a broken page.
          if (error instanceof CmsError && error.status === 404) {
            consoleReport({ where: key, message: 'not found in the CMS; shown empty' });
            return singleTypeTransformers[name](null, context(locale)) as SingleType<typeof name>;
          }
          throw error;
        }
      };
      return draft ? load(() => {}) : cache.get(key, load);
    },

    getList(name, locale) {
      const spec = collections[name];
      const documentId = previewedIn(name);
      if (documentId)
        return readAllWithDraft(spec, locale, spec.list, documentId).then((data) =>
          toItems(transformerOf(name), data, context(locale), name),
        );
      return cache.get(`${name}:list:${localeKey(spec, locale)}`, async (noteDocuments) => {
        const data = await readAllPages(spec, locale);
        noteDocuments(documentIdsIn(data));
        return toItems(transformerOf(name), data, context(locale), name);
      });
    },

    getBySlug(name, slug, locale) {
      // A slug no entry can have is not found, without a CMS request: what a visitor puts into
      // an address never becomes a query the CMS fails on (a NUL byte: 500 on PostgreSQL).
      if (!isSlug(slug)) return Promise.resolve(null);
      const documentId = previewedIn(name);
      if (documentId) {
        // The previewed entry's draft under this slug, else another entry as published: the
        // previewed entry's published version under an older slug is gone, as after a publish.
        const where = `${name}[${slug}]`;
        return Promise.all([
          readOne(
            name,
            { slug: { $eq: slug }, documentId: { $eq: documentId } },
            locale,
            where,
            undefined,
            'draft',
          ),
          readOne(name, { slug: { $eq: slug }, documentId: { $ne: documentId } }, locale, where),
        ]).then(([draft, published]) => draft ?? published);
      }
      const key = `${name}:detail:${localeKey(collections[name], locale)}:${slug}`;
      return cache.get(key, (noteDocuments) =>
        readOne(name, { slug: { $eq: slug } }, locale, `${name}[${slug}]`, noteDocuments),
      );
    },

    async getAllDetailed(name, locale) {
      const spec = collections[name];
      const query = spec.detail ?? spec.list;
      const documentId = previewedIn(name);
      const data = documentId
        ? await readAllWithDraft(spec, locale, query, documentId)
        : await readAllPages(spec, locale, query);
      const transform = transformerOf(name);
      return data.flatMap((raw, index) => {
        const documentId = documentIdOf(raw);
        const item = documentId ? transform(raw, context(locale), `${name}[${index}]`) : null;
        return documentId && item ? [{ documentId, item }] : [];
      });
    },

    getByDocumentId: (name, documentId, locale) =>
      readOne(
        name,
        { documentId: { $eq: documentId } },
        locale,
        `${name}[${documentId}]`,
        undefined,
        previewedIn(name) === documentId ? 'draft' : 'published',
      ),

    getListing(name, locale) {
      const spec = collections[name];
      const query = spec.listing;
      if (!query) throw new Error(`requests.json names no listing query for ${name}`);
      const documentId = previewedIn(name);
      if (documentId)
        return readAllWithDraft(spec, locale, query, documentId).then((data) =>
          toItems(toListing, data, context(locale), `${name}.listing`),
        );
      return cache.get(`${name}:listing:${locale}`, async (noteDocuments) => {
        const data = await readAllPages(spec, locale, query);
        noteDocuments(documentIdsIn(data));
        return toItems(toListing, data, context(locale), `${name}.listing`);
      });
    },

    async getVersions(name, documentId, locale) {
      const spec = collections[name];
      const read = async (version: Version) => {
        const query = {
          ...spec.listing,
          ...versionQuery(config, version),
          filters: { documentId: { $eq: documentId } },
          pagination: { page: 1, pageSize: 1 },
        };
        const raw = await client.get(spec.path, withLocale(spec, query, locale));
        const [listing] = toItems(toListing, responseData(raw), context(locale), name);
        return listing ?? null;
      };
      const [draft, published] = await Promise.all([read('draft'), read('published')]);
      return { draft, published };
    },

    // Every key starts with its type's name (`exhibitions:list:de`, `home:en` …).
    invalidate: (names, scope) =>
      deps.cache.invalidate(
        names ? (key, held) => mustRenew(key, held, names, scope, singleTypeNames) : undefined,
      ),
  };
}

function logCmsFailure(key: string, error: unknown, servedStale: boolean) {
  // The query string (populate …) is long and the same every time: log the path only.
  const detail =
    error instanceof CmsError ? `${error.message} [${error.url.split('?')[0]}]` : String(error);
  console.error(`[content] ${key}: ${detail}${servedStale ? ' (served cached content)' : ''}`);
}

const config = readCmsConfig();
const client = createCmsClient(config);
/** Reads only: booking requests keep their own queue and retries. */
const breaker = createCircuitBreaker({
  failureThreshold: config.breakerFailures,
  coolDownMs: config.breakerCoolDownMs,
  healthCheck: () => cmsHealthy(config),
});

/** Whether reads from the CMS are refused at once right now (its outage; /readyz says so). */
export const cmsCircuitOpen = () => breaker.state === 'open';

/**
 * The service with a CMS outage turned into a 503 route error (asRouteError): what loaders
 * throw when a page cannot be rendered without the CMS.
 */
function answeringUnavailable(service: ContentService): ContentService {
  const wrapped = {} as Record<string, unknown>;
  for (const [name, method] of Object.entries(service) as Array<[string, unknown]>) {
    if (typeof method !== 'function') continue;
    wrapped[name] = (...args: unknown[]) => {
      const result: unknown = (method as (...a: unknown[]) => unknown)(...args);
      // Reads answer promises; invalidate() answers a number at once.
      return result instanceof Promise
        ? result.catch((error: unknown) => {
            throw asRouteError(error);
          })
        : result;
    };
  }
  return wrapped as unknown as ContentService;
}

/** The one content service of this server process. */
export const content = answeringUnavailable(
  createContentService({
    config,
    client: withBreaker(client, breaker),
    drafts: draftInScope,
    cache: createContentCache({
      freshMs: 60_000,
      staleWhileRevalidateMs: 10 * 60_000,
      staleIfErrorMs: 24 * 60 * 60_000,
      onError: logCmsFailure,
    }),
  }),
);

/** The barrier reports of this server process, written through the same client. */
export const barrierReports = createBarrierReportStore(client);

/** The booking requests of this server process, written through the same client. */
export const bookingRequests = createBookingRequestStore(client);
