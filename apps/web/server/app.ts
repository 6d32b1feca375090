/**
 * The site's Express app around the React Router request handler. Built into
 * build/server/index.js (see vite.config.ts), so it shares the content cache with the loaders.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { routableTarget } from '~/domain/site-path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';
import * as serverBuild from 'virtual:react-router/server-build';
import { readCmsConfig } from '~/content/config.server';
import { requireMediaSecret } from '~/content/media-version.server';
import { cmsAnswers, readinessHandler } from './readiness';
import { analyticsConfig } from '~/features/analytics/analytics-config.server';
import { createLoadContext } from '~/load-context';
import {
  cmsCircuitOpen,
  getCategories,
  getConsentSettings,
  getEvent,
  getEventDetails,
  getGeneralContact,
  getListing,
  getOpeningHours,
  getTargetGroups,
  getAllDetailed,
  getByDocumentId,
  getHome,
  getSiteMenu,
  getOverviewIntros,
  getPartners,
  getRedirects,
  invalidateContent,
} from '~/content/index.server';
import { defaultLocale, locales } from '~/domain/locale';
import { siteSearch } from '~/features/search/search.server';
import { collectionService } from '~/features/collection/collection.server';
import { reindexHandler } from './collection-reindex';
import { eventCalendarPattern, programmeCalendarPattern } from '~/site/feed-paths';
import { searchSuggestionsPath } from '~/site/service-paths';
import { siteOrigin } from '~/site-origin.server';
import { newsFeed, podcastFeed } from '~/features/feeds/feeds.server';
import { newsFeedPattern, podcastFeedPattern } from '~/site/feed-paths';
import { bookingClientAddress, startBookingQueue } from './booking';
import { localePrefixCase } from './locale-prefix';
import { buildMetaHandler, initCurrentBuild, latestBuildHandler, payloadHandler } from './builds';
import { calendarHandler, calendarSourceFromEnv } from './calendar';
import { eventCalendarHandler, programmeCalendarHandler } from './calendar-feeds';
import { consentSettingsHandler } from './consent-settings';
import { createHtmlCache, keepUntilLocal } from './html-cache';
import { renderGateFromEnv } from './render-gate';
import { notWholeAnswer, wholeAnswers } from './whole-answers';
import { catalogueHandler } from './messages';
import { onlyPublicFiles, publicFilePaths } from './public-files';
import { frameHostsFromCms } from './frame-hosts';
import { feedHandler } from './feeds';
import { createMediaStore, mediaHandler, mediaRoutePattern } from './media';
import { changedEntry, revalidateHandler } from './revalidate';
import {
  createEncodeWorker,
  createPregeneration,
  createPregenerationQueue,
  pregenerationFromEnv,
  variantMaker,
  type ImageReads,
} from './media-pregenerate';
import { previewExitHandler, previewMode, previewStartHandler } from './preview';
import { adminFrameOrigins, previewCookieMode } from './preview-origins';
import { requestId } from './request-id';
import { previewTarget } from '~/features/preview/preview-target.server';
import type { PreviewInfo } from '~/features/preview/preview-state';
import { suggestionsHandler } from './search-suggestions';
import { hstsFromEnv, securityHeaders, type AllowInline } from './security-headers';
import { allowedHostsFromEnv, createRequestGuard } from './request-guard';
import { pageMethods } from './page-methods';
import { cspReportHandler, cspReportPath } from './csp-report';
import { robotsHandler, sitemapHandler, sitemapIndexHandler } from './sitemap';
import { robotsPath, sitemapIndexPath, sitemapPattern } from '~/site/feed-paths';
import type { MediaSource } from '~/domain/types';
import {
  getCollectionObjectVersions,
  listCollectionObjects,
  type ObjectVersions,
} from '~/content/collection.server';
import { provideIiifImages } from '~/features/collection/iiif-images.server';
import { iiifImageHandler, iiifImageRoutePattern } from './iiif-image';
import { createIiifTiles, tilesFromEnv, type IiifTiles } from './iiif-tiles';

const development = import.meta.env.DEV;

export interface SiteAppOptions {
  /** The client build (build/client) in production; Vite serves it in development. */
  clientDir: string | null;
}

export interface Site {
  /** The Express app: every request that `answerFromCache` leaves. */
  app: express.Express;
  /**
   * Answers a page cache hit before Express (docs/decisions/0031) and returns true; false, with
   * nothing sent, for anything else. First it refuses an unknown Host or method (400/405,
   * server/request-guard.ts); without the cache (development, HTML_CACHE=off) that is all.
   */
  answerFromCache: (req: IncomingMessage, res: ServerResponse) => boolean;
  /**
   * Whether it can serve every page well: both search indexes are built (which also means the
   * CMS answered). server/index.js waits for it before listening when LISTEN_WHEN_READY=1.
   */
  ready: () => boolean;
}

/** The Express app alone (development serves it behind Vite, with no page cache). */
export function createSiteApp(options: SiteAppOptions): express.Express {
  return createSite(options).app;
}

export function createSite({ clientDir }: SiteAppOptions): Site {
  // A production process without MEDIA_SECRET stops here, before it takes a request.
  requireMediaSecret();
  const build = serverBuild as ServerBuild;
  initCurrentBuild(build, clientDir);
  const mode = development ? 'development' : 'production';
  const loadContext = (res: express.Response) =>
    createLoadContext(
      String(res.locals.requestId ?? ''),
      (res.locals.preview as PreviewInfo | undefined) ?? null,
      res.locals.allowInline as AllowInline | undefined,
      (until) => {
        res.locals[keepUntilLocal] = until;
      },
    );
  // Rendered pages kept in memory (server/html-cache.ts); off in development and with HTML_CACHE=off.
  const htmlCache = development || process.env.HTML_CACHE === 'off' ? null : createHtmlCache();
  const site = siteOrigin();
  const searchReady = () => siteSearch.ready('de') !== null && siteSearch.ready('en') !== null;
  // Hosts outside the allow-list and methods the site does not serve are refused first: before
  // the HTML cache (answerFromCache below) and before anything in Express (docs/decisions/0036).
  const refuse = createRequestGuard(allowedHostsFromEnv(process.env, site.origin));
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    if (refuse(req, res)) return;
    req.url = req.originalUrl = routableTarget(req.originalUrl);
    next();
  });
  // X-Forwarded-For is believed only from the proxies named here (default: one on this machine),
  // so a visitor cannot forge the address the booking rate limit counts.
  app.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback');
  // SPEC §8: every answer names its request, so that an error page's reference finds the log line.
  app.use(requestId);
  // /EN/… and /De/… are the lower-case prefix's (the routes would match them case-blind).
  app.use(localePrefixCase);
  // Hits are answered before Express (answerFromCache below); a request that reaches the chain
  // as a hit all the same (the app served by Express alone) is answered here, before any work.
  if (htmlCache) app.use(htmlCache.serve);
  // Pages and JSON carry strong tags of their own (whole-answers): no weak ones from Express.
  app.set('etag', false);
  app.use(compression({ filter: notWholeAnswer }));
  app.use(wholeAnswers());
  // Read here, at start, so that a wrong ANALYTICS_URL is logged once before the first request.
  const analytics = analyticsConfig();
  app.use(
    securityHeaders({
      analyticsOrigin: analytics ? new URL(analytics.url).origin : null,
      // Services are the same in both languages (their hosts are not localized).
      frameHosts: frameHostsFromCms(() => getConsentSettings(defaultLocale)),
      development,
      hstsMaxAge: hstsFromEnv(site.origin),
      reportUrl: `${site.origin}${cspReportPath}`,
    }),
  );

  if (clientDir) {
    // Fingerprinted assets never change: cache them for a year; no directory redirects. A file
    // that is not there, or a path that is no path (bad escapes), goes on to the routes: the
    // site's framed 404 in the visitor's language, not Express's own error page (SPEC §8).
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        redirect: false,
      }),
    );
    app.use(
      onlyPublicFiles(
        publicFilePaths(clientDir),
        express.static(clientDir, { maxAge: '1h', index: false, redirect: false }),
      ),
    );
  }

  // CMS uploads from our own origin, cached on disk (server/media.ts): images resized and in
  // AVIF/WebP, audio, video and downloads as uploaded, with byte ranges.
  const media = {
    sourceBaseUrl: readCmsConfig().mediaBaseUrl,
    cacheDir: path.resolve(process.env.MEDIA_CACHE_DIR || 'var/media-cache'),
  };
  const mediaStore = createMediaStore(media);
  app.get(mediaRoutePattern, mediaHandler({ ...media, store: mediaStore }));
  // Every width the pages use is made ahead in the background: at start (after the seed) and
  // after each publish (docs/decisions/0058). MEDIA_PREGENERATE=publish: only after publishes.
  const pregenerateWhen = pregenerationFromEnv(process.env.MEDIA_PREGENERATE);
  // One worker process at nice 19 for image variants and IIIF tiles, started on its first job.
  let sharedWorker: ReturnType<typeof createEncodeWorker> | null = null;
  const mediaWorker = () => (sharedWorker ??= createEncodeWorker());
  const pregeneration =
    pregenerateWhen === 'off'
      ? null
      : createPregeneration({
          queue: createPregenerationQueue({
            make: variantMaker(mediaStore, (job) => mediaWorker().encode(job)),
          }),
          reads: imageReads,
          locales,
        });

  // The collection's IIIF images (decisions 0065, 0069): level-0 tiles under the media cache,
  // made in the background at start and after publishes (IIIF_TILES), or on the first request
  // of an image; served from the site's origin with a year's caching and CORS for any viewer.
  const tilesWhen = tilesFromEnv(process.env.IIIF_TILES);
  const tiles = createIiifTiles({
    store: mediaStore,
    tilesDir: path.join(media.cacheDir, 'tiles'),
    background: (job) => mediaWorker().encode(job, 600_000),
  });
  provideIiifImages(tiles);
  app.get(
    iiifImageRoutePattern,
    iiifImageHandler({
      tilesDir: path.join(media.cacheDir, 'tiles'),
      origin: site.origin,
      make: tiles.onDemand,
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  app.get(
    '/readyz',
    readinessHandler({
      cms: cmsAnswers(readCmsConfig().baseUrl, cmsCircuitOpen),
      search: searchReady,
    }),
  );

  app.post(
    '/api/revalidate',
    revalidateHandler({
      secret: process.env.REVALIDATE_SECRET,
      invalidate: (names, scope) => {
        htmlCache?.clear();
        return invalidateContent(names, scope);
      },
      changed: async (entry) => {
        await Promise.all([
          siteSearch.update(entry),
          // Pages that show the collection (its search, the exhibitions' objects) may have been
          // rendered again from the index before it had the change: they are renewed after it,
          // also after the later read a change of names asks for.
          collectionService
            .update(entry, () => htmlCache?.clear())
            .then((applied) => {
              if (applied) htmlCache?.clear();
            }),
        ]);
      },
      afterChange: (body) => {
        const entry = changedEntry(body);
        if (tilesWhen !== 'off' && entry?.model === 'collection-object') {
          objectTilesAfterPublish(tiles, entry.documentId);
        }
        if (!pregeneration) return;
        const event = (body as { event?: unknown } | null)?.event;
        pregeneration
          .changed({
            model: entry?.model ?? '',
            documentId: entry?.documentId ?? null,
            event: typeof event === 'string' ? event : undefined,
          })
          .catch((error: unknown) => {
            console.error(`[media] could not queue the images of a change: ${String(error)}`);
          });
      },
    }),
  );

  // `npm run collection:reindex`: the collection index brought in line with the CMS again.
  app.post(
    '/api/collection/reindex',
    reindexHandler({ secret: process.env.REVALIDATE_SECRET, rebuild: collectionService.rebuild }),
  );

  // The browsers' CSP violation reports: one log line each, rate-limited per client.
  app.post(cspReportPath, ...cspReportHandler());

  app.get(
    '/api/calendar',
    calendarHandler({ source: calendarSourceFromEnv(process.env, getOpeningHours) }),
  );

  // The programme and single events for calendar apps (iCalendar).
  const calendarFeeds = {
    reads: { getEventDetails, getEvent, getCategories, getTargetGroups, getGeneralContact },
    origin: () => siteOrigin().origin,
  };
  app.get(programmeCalendarPattern, programmeCalendarHandler(calendarFeeds));
  app.get(eventCalendarPattern, eventCalendarHandler(calendarFeeds));

  // SPEC §7: the running build (polled by the browser) and its route rules.
  app.get('/builds/latest.json', latestBuildHandler);
  app.get('/builds/meta/:file', buildMetaHandler({ build, redirects: getRedirects }));

  // Findability: robots.txt per host, the sitemaps from the screen table and the CMS.
  app.get(robotsPath, robotsHandler(site));
  app.get(sitemapIndexPath, sitemapIndexHandler(site));
  app.get(sitemapPattern, sitemapHandler(site, getListing));

  // The editors' preview: opened from the CMS with its secret, then drafts past every cache;
  // framed by the configured admin only, its cookie kept in the admin frame's partition (0062).
  const preview = {
    secret: process.env.PREVIEW_SECRET,
    adminOrigins: adminFrameOrigins({
      CMS_ADMIN_URL: process.env.CMS_ADMIN_URL,
      CMS_URL: readCmsConfig().baseUrl,
    }),
    cookieMode: previewCookieMode(site.origin),
    target: previewTarget,
  };
  const drafts = previewMode(preview);

  // The cookie settings dialog's texts and services, loaded when it opens (drafts in a preview).
  app.get('/api/consent-settings', drafts, consentSettingsHandler);

  // The page language's UI texts, loaded by every page before the app's modules.
  app.get('/i18n/:file', catalogueHandler);

  // Site search: both indexes built from the CMS now (retried until it answers), then kept
  // current by the webhook above; the suggestions answer from them while the visitor types.
  siteSearch.start();
  // The collection index (a file every process shares) brought in line with the CMS, then kept
  // current by the webhook above; the collection search answers from it.
  collectionService.start();
  // Once the search has read the CMS (so the CMS answers, and seeded if it was empty), every
  // image of the site is queued; what is on disk already is skipped.
  if (pregeneration && pregenerateWhen === 'on') {
    // A few seconds later still: the first pages after a start come first.
    const begin = setInterval(() => {
      if (!searchReady()) return;
      clearInterval(begin);
      setTimeout(() => {
        pregeneration.all().catch((error: unknown) => {
          console.error(`[media] could not list the site's images: ${String(error)}`);
        });
      }, 5_000).unref();
    }, 1_000);
    begin.unref();
  }
  // The collection's tiles after the search has read the CMS (the seed is done), a little later
  // than the image variants: one image at a time at the lowest priority, those made skipped.
  if (tilesWhen === 'on') {
    const begin = setInterval(() => {
      if (!searchReady()) return;
      clearInterval(begin);
      setTimeout(() => allObjectTiles(tiles), 10_000).unref();
    }, 1_000);
    begin.unref();
  }
  app.get(searchSuggestionsPath, suggestionsHandler(siteSearch));

  // Podcast and news RSS, made from the cached content that the webhook above empties.
  // The podcast's enclosures name their audio's exact size, as the media route serves it.
  app.get(
    podcastFeedPattern,
    feedHandler('podcast', (locale) => podcastFeed(locale, mediaStore.size)),
  );
  app.get(newsFeedPattern, feedHandler('news', newsFeed));

  // Booking requests: the rate limit's client address; queued requests and mails are delivered.
  app.use(bookingClientAddress);
  startBookingQueue();

  // The preview's signed link from the CMS, and its end.
  app.get('/api/preview', previewStartHandler(preview));
  app.get('/api/preview/exit', previewExitHandler(preview));
  app.use(drafts);
  // A form sent to a page without one: 405 and one log line, before the cache and a render.
  app.use(pageMethods(build));

  if (htmlCache) app.use(htmlCache.keep);
  // A few renders at a time, the others in line (server/render-gate.ts).
  app.use(renderGateFromEnv().handler);
  // SPEC §7: {path}/_payload.json, after the HTML cache, which keeps it like the page.
  app.get(/\/_payload\.json$/, payloadHandler({ build, mode, loadContext }));
  app.use(
    createRequestHandler({
      // The build itself, not a function returning it: React Router then sets up its route
      // table once instead of on every request.
      build,
      mode,
      getLoadContext: (_req, res) => loadContext(res),
    }),
  );
  return {
    app,
    answerFromCache: htmlCache
      ? (req, res) => refuse(req, res) || htmlCache.answer(req, res)
      : (req, res) => refuse(req, res),
    ready: searchReady,
  };
}

/** The site's images as the pre-generation finds them: every entry's and the single types'. */
const imageCollections = {
  exhibition: 'exhibitions',
  event: 'events',
  offer: 'offers',
  'digital-offer': 'digital-offers',
  'press-release': 'press-releases',
  page: 'pages',
  author: 'authors',
  category: 'categories',
} as const;

const imageReads: ImageReads = {
  // One read after the other (most come from the content cache the search just filled): a
  // burst of reads must not slow the pages visitors ask for meanwhile.
  async everything(locale) {
    const found: unknown[] = [];
    for (const name of Object.values(imageCollections)) {
      found.push(...(await getAllDetailed(name, locale)).map(({ item }) => item));
    }
    for (const read of [getHome, getSiteMenu, getGeneralContact, getOverviewIntros]) {
      found.push(await read(locale).catch(() => null));
    }
    found.push(await getPartners());
    return found;
  },
  entry(model, documentId, locale) {
    if (!Object.hasOwn(imageCollections, model)) return undefined;
    return getByDocumentId(
      imageCollections[model as keyof typeof imageCollections],
      documentId,
      locale,
    );
  },
};

/** The images of collection objects, once each (the language versions share them). */
function objectImages(versions: readonly ObjectVersions[]): MediaSource[] {
  const found = new Map<string, MediaSource>();
  for (const object of versions.flatMap((version) => Object.values(version))) {
    for (const { image } of object?.images ?? []) {
      if (image.media) found.set(`${image.media.version}/${image.media.file}`, image.media);
    }
  }
  return [...found.values()];
}

/** Every published object's images queued for tiles (those made are skipped quickly). */
function allObjectTiles(tiles: IiifTiles) {
  listCollectionObjects()
    .then((objects) => {
      const added = tiles.enqueue(objectImages(objects));
      if (added > 0) console.info(`[iiif] ${added} collection images queued for tiles`);
    })
    .catch((error: unknown) => {
      console.error(`[iiif] could not list the collection's images: ${String(error)}`);
    });
}

/** A published object's images queued for tiles (an unpublished one has none to read). */
function objectTilesAfterPublish(tiles: IiifTiles, documentId: string) {
  getCollectionObjectVersions(documentId)
    .then((versions) => tiles.enqueue(objectImages([versions])))
    .catch((error: unknown) => {
      console.error(`[iiif] could not queue the images of ${documentId}: ${String(error)}`);
    });
}
