import { statSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import {
  createRequestHandler,
  type RouterContextProvider,
  type ServerBuild,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
} from 'react-router';
import { currentBuild, currentBuildId, setCurrentBuild } from '~/build-id.server';
import type { Redirect } from '~/domain/types';

export { currentBuildId } from '~/build-id.server';

/** A build's meta never changes under its id. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sets the running build's identity (build-id.server.ts) from the server build: React Router's
 * manifest version (a hash of the client build's route manifest) and the time the client
 * manifest file was written; the start time when there is no client build (development).
 */
export function initCurrentBuild(build: ServerBuild, clientDir: string | null): void {
  const id = build.assets.version;
  let timestamp = Date.now();
  if (clientDir) {
    try {
      timestamp = Math.round(
        statSync(path.join(clientDir, build.assets.url.replace(/^\//, ''))).mtimeMs,
      );
    } catch {
      // No manifest file beside the server (an unusual deploy): the start time will do.
    }
  }
  setCurrentBuild({ id, timestamp });
}

/** GET /builds/latest.json?t=…: the running build, never cached (the browser polls it). */
export const latestBuildHandler: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json(currentBuild());
};

/** Route ids that are not pages kept in caches: the catch-all 404 and the language choice. */
const uncachedRouteIds = new Set(['root', 'not-found', 'language-choice']);

/** The URL patterns of the pages served from the HTML cache (every screen in its three forms). */
export function cachedPathPatterns(build: Pick<ServerBuild, 'routes'>): string[] {
  return Object.values(build.routes)
    .filter((route) => route && !uncachedRouteIds.has(route.id) && route.path !== undefined)
    .map((route) => `/${route?.path ?? ''}`.replace(/\/+/g, '/'))
    .sort();
}

export interface BuildMetaOptions {
  build: Pick<ServerBuild, 'routes'>;
  redirects: () => Promise<Redirect[]>;
}

/**
 * GET /builds/meta/:file (`{buildId}.json`): the running build's route rules, the redirect
 * rules in force and the cached page patterns. Long cached under its id; any other id is 404.
 * The redirect rules come from the CMS and may change without a new build: the server still
 * applies the current ones to every request (not-found route), so a stale copy only costs a
 * redirect the browser would otherwise have known.
 */
export function buildMetaHandler({ build, redirects }: BuildMetaOptions): RequestHandler {
  return async (req, res) => {
    const file = String(req.params.file ?? '');
    if (file !== `${currentBuildId()}.json`) {
      res.status(404).setHeader('Cache-Control', 'no-store').json({ error: 'unknown build' });
      return;
    }
    let rules: Redirect[];
    try {
      rules = await redirects();
    } catch (error) {
      // Never cache a meta without its redirect rules.
      console.error(
        '[builds] redirects unavailable:',
        error instanceof Error ? error.message : error,
      );
      res.status(503).setHeader('Cache-Control', 'no-store').json({ error: 'unavailable' });
      return;
    }
    res.setHeader('Cache-Control', IMMUTABLE);
    res.json({
      id: currentBuildId(),
      redirects: rules.map(({ from, to, permanent }) => ({ from, to, permanent })),
      cached: cachedPathPatterns(build),
    });
  };
}

const PAYLOAD_SUFFIX = '/_payload.json';

/** The single-fetch URL path (`.data`) of a page path: "/" is "/_.data". */
export function dataPathOf(payloadPath: string): string | null {
  if (!payloadPath.endsWith(PAYLOAD_SUFFIX)) return null;
  const page = payloadPath.slice(0, -PAYLOAD_SUFFIX.length).replace(/\/+$/, '');
  return page === '' ? '/_.data' : `${page}.data`;
}

export interface PayloadOptions {
  build: ServerBuild;
  mode: 'development' | 'production';
  loadContext: (res: Parameters<RequestHandler>[1]) => RouterContextProvider;
}

const forwardedHeaders = ['accept-language', 'cookie', 'authorization', 'x-zm-now'];

type SingleFetchResult = Record<string | symbol, unknown> & {
  routes?: Record<string, { data?: unknown; error?: unknown }>;
};

/**
 * GET {path}/_payload.json?buildId=…: the page's loader data as JSON, per route id, exactly what
 * the page renders: it asks React Router's own single-fetch handler (`{path}.data`, same route
 * matching, loaders and 404s) and decodes its turbo-stream. Cached like the page (the HTML cache
 * keeps it, so /api/revalidate clears both). A buildId other than the running one is 404
 * (no-store): the browser holds code of an older build whose data shape may differ, and on
 * a 404 it loads the page itself.
 */
export function payloadHandler({ build, mode, loadContext }: PayloadOptions): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    const dataPath = dataPathOf(req.path);
    if (!dataPath) {
      next();
      return;
    }
    const notFound = (error: string) =>
      res.status(404).setHeader('Cache-Control', 'no-store').json({ error });
    if (req.query.buildId !== currentBuildId()) {
      notFound('unknown build');
      return;
    }
    const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    query.delete('buildId');
    const search = query.size > 0 ? `?${query.toString()}` : '';
    const url = new URL(
      `${dataPath}${search}`,
      `${req.protocol}://${req.get('host') ?? 'localhost'}`,
    );
    // What a page may answer differently for travels along (the home page at "/" chooses its
    // language by cookie and Accept-Language; tests set the clock).
    const headers = new Headers({ accept: '*/*' });
    for (const name of forwardedHeaders) {
      const value = req.get(name);
      if (value !== undefined) headers.set(name, value);
    }
    const response = await handle(new Request(url, { headers }), loadContext(res));
    if (response.status !== 200 || !response.body) {
      // 404s, redirects (a legacy path: the page URL redirects itself) and errors: no payload.
      await response.body?.cancel();
      if (response.status >= 500) {
        res.status(500).setHeader('Cache-Control', 'no-store').json({ error: 'server error' });
      } else notFound('no page');
      return;
    }
    const decoded = await decodeViaTurboStream(response.body, globalThis as unknown as Window);
    await decoded.done;
    const result = decoded.value as SingleFetchResult;
    const routes = result.routes ?? (result as SingleFetchResult['routes']) ?? {};
    const loaderData: Record<string, unknown> = {};
    for (const [routeId, entry] of Object.entries(routes)) {
      if (entry && 'error' in entry) {
        notFound('no page');
        return;
      }
      loaderData[routeId] = entry?.data;
    }
    // The page's own caching rules (entry.server.tsx handleDataRequest, a route's headers):
    // cached like the page, varying as the page does (the home page at "/" on its language).
    for (const name of ['Cache-Control', 'Vary']) {
      const value = response.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    res.json({
      buildId: currentBuildId(),
      path: req.path.slice(0, -PAYLOAD_SUFFIX.length) || '/',
      loaderData,
    });
  };
}
