/**
 * Which page shows a CMS entry, and which version of it the editor is looking at: the answer
 * to the CMS's "Open preview" (server/preview.ts).
 */
import { getEntryVersions } from '~/content/index.server';
import type { Locale } from '~/domain/locale';
import { entryPath } from '~/features/findability/sitemap-urls';
import { href } from '~/site/paths';
import type { PreviewInfo, PreviewState } from './preview-state';
import { collectionOf, singleTypeOf } from './preview-types.server';

/** Strapi's rule in the content manager: a draft saved after the last publish is "modified". */
function stateOf(draftUpdated: string | null, published: { updatedAt: string | null } | null) {
  if (!published) return 'draft' satisfies PreviewState;
  if (draftUpdated && published.updatedAt && draftUpdated > published.updatedAt) return 'modified';
  return 'published';
}

/** The page to open for an entry, with its state; null when the entry does not exist. */
export async function previewTarget(
  type: string,
  documentId: string,
  locale: Locale,
): Promise<PreviewInfo | null> {
  if (singleTypeOf(type)) return { path: href('home', {}, locale), state: null };
  const collection = collectionOf(type);
  if (!collection) return null;
  const { draft, published } = await getEntryVersions(collection, documentId, locale);
  if (!draft) return null;
  const path = entryPath(collection, draft, locale);
  return path ? { path, state: stateOf(draft.updatedAt, published) } : null;
}
