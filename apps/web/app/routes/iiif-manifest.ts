import type { Route } from './+types/iiif-manifest';
import { getCollectionObject } from '~/content/collection.server';
import { manifestAnswer } from '~/features/collection/manifest-answer.server';
import { manifestSlug } from '~/site/iiif-paths';

/**
 * GET /iiif/manifest/{slug}.json: a collection object's IIIF Presentation 3 manifest in both
 * languages, readable from any origin (Mirador, Universal Viewer), built by
 * features/collection/object-manifest.server.ts. A withdrawn object's manifest is gone (410).
 */
export function loader({ params }: Route.LoaderArgs) {
  return manifestAnswer(manifestSlug(params.file ?? ''), getCollectionObject);
}
