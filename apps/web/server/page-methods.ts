/**
 * A POST to a page without an action (docs/decisions/0036): 405 with `Allow: GET, HEAD` and one
 * log line, before React Router, whose own answer would be an error page carrying its message
 * (`… did not provide an action for route "home.de" …`) and a logged error per request.
 */
import type { RequestHandler } from 'express';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

type Manifest = ServerBuild['routes'];

/** The build's flat route manifest as the nested route objects matchRoutes reads. */
export function routeTree(manifest: Manifest): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest)
      .filter((entry) => entry && entry.parentId === parentId)
      .map((entry) => {
        const nested = children(entry!.id);
        const base = { id: entry!.id, path: entry!.path, caseSensitive: entry!.caseSensitive };
        return entry!.index
          ? { ...base, index: true as const }
          : { ...base, children: nested.length > 0 ? nested : undefined };
      });
  return children(undefined);
}

/** The page path a request names: `/de.data` and `/_root.data` are the data of `/de` and `/`. */
export function pagePath(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/**
 * Whether a form sent to this URL reaches an action: the route React Router would call, the
 * deepest match (its parent for an index route without `?index`).
 */
export function hasAction(manifest: Manifest, tree: RouteObject[], url: URL): boolean {
  const matches = matchRoutes(tree, pagePath(url.pathname)) ?? [];
  let target = matches.at(-1);
  if (target?.route.index && !url.searchParams.getAll('index').includes('')) {
    target = matches.at(-2);
  }
  const id = target?.route.id;
  return Boolean(id && manifest[id]?.module.action);
}

export function pageMethods(build: ServerBuild): RequestHandler {
  const tree = routeTree(build.routes);
  return (req, res, next) => {
    if (req.method !== 'POST') {
      next();
      return;
    }
    let url: URL;
    try {
      url = new URL(req.originalUrl, 'http://localhost');
    } catch {
      url = new URL('http://localhost/');
    }
    if (hasAction(build.routes, tree, url)) {
      next();
      return;
    }
    console.warn(
      `[method] ${String(res.locals.requestId ?? '')} 405 POST ${url.pathname.slice(0, 200)}: no form here`,
    );
    res
      .status(405)
      .set({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' })
      .type('text/plain; charset=utf-8')
      .send('Hier kann nichts gesendet werden.\nNothing can be sent here.\n');
  };
}
