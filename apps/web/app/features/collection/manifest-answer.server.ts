/**
 * The answer of the manifest route (routes/iiif-manifest.ts): the manifest as JSON-LD with the
 * Presentation 3 profile, CORS open to every origin as IIIF viewers expect, cached like a page
 * (the webhook empties the site's own copy). Unknown objects are 404, withdrawn ones 410, both
 * as JSON a viewer can show.
 */
import type { CollectionObject } from '~/domain/collection';
import { locales, type Locale } from '~/domain/locale';
import { commonMessages } from '~/i18n/messages';
import { tableTranslator } from '~/i18n/translate';
import { sharedCacheSeconds, STALE_SECONDS } from '~/shared-cache.server';
import { siteOrigin } from '~/site-origin.server';
import { withIiifImages } from './iiif-images.server';
import { objectManifest, type ObjectVersions } from './object-manifest.server';

export const manifestType =
  'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"';

type ReadObject = (locale: Locale, slug: string) => Promise<CollectionObject | null>;

function json(status: number, body: unknown, cacheControl: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': status === 200 ? manifestType : 'application/json; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': cacheControl,
    },
  });
}

export async function manifestAnswer(
  slug: string | null,
  read: ReadObject,
  origin: string = siteOrigin().origin,
): Promise<Response> {
  const cached = `public, max-age=0, s-maxage=${sharedCacheSeconds()}, stale-while-revalidate=${STALE_SECONDS}`;
  if (!slug) return json(404, { error: 'not found' }, 'no-store');
  const found = await Promise.all(locales.map((locale) => read(locale, slug)));
  const versions: ObjectVersions = {};
  for (const [index, object] of found.entries()) {
    if (object) versions[locales[index]!] = await withIiifImages(object);
  }
  const first = versions.de ?? versions.en;
  if (!first) return json(404, { error: 'not found' }, 'no-store');
  if (first.withdrawn) return json(410, { error: 'withdrawn' }, cached);
  const museum = tableTranslator(commonMessages, 'de')('site.name');
  return json(200, objectManifest(versions, { origin, museum }), cached);
}
