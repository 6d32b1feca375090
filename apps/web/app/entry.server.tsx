import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import {
  allowInlineContext,
  contentChangeContext,
  keepUntilContext,
  requestIdContext,
} from './load-context';
import { inlineHashes } from './inline-hashes.server';
import { errorLogLine } from './error-log.server';
import { readCmsConfig } from '~/content/config.server';
import { RequestIdContext } from '~/ui/error/request-id';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { SiteCssContext } from '~/ui/layout/SiteStyles';
import { pageCachePlan } from '~/shared-cache.server';

export const streamTimeout = 5_000;

const cssTexts = new Map<string, string | null>();

/**
 * The text of the built stylesheet(s) the root route links, read once from the client build
 * beside this server bundle; null in development, where Vite serves the styles itself.
 */
function siteCss(routerContext: EntryContext): string | null {
  const hrefs = routerContext.manifest.routes.root?.css ?? [];
  const key = hrefs.join(' ');
  if (!cssTexts.has(key)) {
    try {
      const texts = hrefs.map((href) =>
        readFileSync(new URL(`../client${href}`, import.meta.url), 'utf8'),
      );
      cssTexts.set(key, texts.length > 0 ? texts.join('\n') : null);
    } catch {
      cssTexts.set(key, null);
    }
  }
  return cssTexts.get(key) ?? null;
}

/**
 * Pages may sit in any HTTP cache or CDN briefly; errors never do (DESIGN principle 7). A page
 * whose content changes by itself soon (an urgent notice starts or ends) is kept by no cache
 * beyond that moment (shared-cache.server.ts).
 */
function setCacheControl(status: number, headers: Headers, context: RouterContextProvider) {
  if (headers.has('Cache-Control')) return;
  if (status !== 200) {
    headers.set('Cache-Control', 'no-store');
    return;
  }
  const plan = pageCachePlan({
    now: Date.now(),
    changesAt: context.get(contentChangeContext)?.changesAt ?? null,
  });
  headers.set('Cache-Control', plan.cacheControl);
  if (plan.keepUntil !== null) context.get(keepUntilContext)(plan.keepUntil);
}

/** A 503 is the CMS being unavailable (cms-breaker.server.ts): try again after its cool-down. */
const retryAfter = String(Math.max(1, Math.ceil(readCmsConfig().breakerCoolDownMs / 1000)));

function markUnavailable(status: number, headers: Headers) {
  if (status === 503 && !headers.has('Retry-After')) headers.set('Retry-After', retryAfter);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  markUnavailable(responseStatusCode, responseHeaders);
  setCacheControl(responseStatusCode, responseHeaders, loadContext);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    // The site has no Suspense boundaries, so the shell is the whole page: it is collected and
    // sent in one write. Streaming it in React's 2 KB pieces would cost an event-loop round trip
    // (and a compression flush) per piece, and under load starve pages already rendered. The
    // whole page is also what the CSP needs: it lists the hashes of the page's inline elements.
    const { pipe, abort } = renderToPipeableStream(
      <SiteCssContext.Provider value={siteCss(routerContext)}>
        <RequestIdContext.Provider value={loadContext.get(requestIdContext)}>
          <ServerRouter context={routerContext} url={request.url} />
        </RequestIdContext.Provider>
      </SiteCssContext.Provider>,
      {
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              const html = Buffer.concat(chunks);
              loadContext.get(allowInlineContext)(inlineHashes(html.toString('utf8')));
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(
                new Response(html, {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error('[render]', error);
        },
      },
    );
  });
}

/**
 * A page's data for a client-side navigation or a prefetch (`{path}.data`): cached like the page
 * itself, so that the HTML cache (server/html-cache.ts) keeps it and a prefetch costs no render.
 * A route that sets its own Cache-Control (the booking request: private) keeps it.
 */
export function handleDataRequest(
  response: Response,
  { context }: { context: RouterContextProvider },
): Response {
  markUnavailable(response.status, response.headers);
  setCacheControl(response.status, response.headers, context);
  return response;
}

/**
 * Every failed request goes to the log (SPEC §8) with its request id, which the visitor's error
 * page shows: in production one line, the stack only with ERROR_LOG_STACKS=1; elsewhere the stack.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const url = new URL(request.url);
  // A 503 for an unavailable CMS carries its cause (content/cms-breaker.server.ts).
  const cause =
    isRouteErrorResponse(error) && (error as { error?: unknown }).error
      ? (error as { error?: unknown }).error
      : error;
  console.error(
    errorLogLine(cause, {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      // React Router passes no context when it refused the one it was given: still log.
      requestId: (context as typeof context | undefined)?.get(requestIdContext) ?? '',
      stacks: process.env.NODE_ENV !== 'production' || process.env.ERROR_LOG_STACKS === '1',
    }),
  );
};
