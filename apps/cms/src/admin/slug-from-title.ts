import slugify from '@sindresorhus/slugify';

// The URL slug follows the title while an editor writes a new entry (issue #44): Strapi's own
// UID field fills it only when its small icon is clicked. The slug is made as Strapi's
// "regenerate" makes it (the same library, the same options), so both agree.

export const slugOf = (title: string | null | undefined): string => slugify(title ?? '');

/**
 * Whether `slug` is still one that was made for the editor and not by them: empty, one this
 * form wrote (`written`: while the editor types fast, the admin may show a newer title with a
 * slug made from an older one), made from the title before this change (perhaps with
 * Strapi's "-1" against a duplicate), or Strapi's placeholder for a new entry ("exhibition").
 */
export function isMadeSlug(
  slug: string | null | undefined,
  previousTitle: string | null | undefined,
  modelName: string | undefined,
  written: ReadonlySet<string> = new Set(),
): boolean {
  if (!slug || written.has(slug)) return true;
  const base = slug.replace(/-\d+$/, '');
  const fromTitle = slugOf(previousTitle);
  return (fromTitle !== '' && (slug === fromTitle || base === fromTitle)) || base === modelName;
}

export interface SlugChange {
  title: string | null | undefined;
  previousTitle: string | null | undefined;
  slug: string | null | undefined;
  /** The entry (in this language) has been published: its address is out in the world. */
  published: boolean;
  modelName?: string;
  /** The slugs this form wrote so far. */
  written?: ReadonlySet<string>;
}

/**
 * The slug after the title changed from `previousTitle` to `title`, or null to leave it:
 * once published or edited by hand, the slug is the editor's.
 */
export function slugFromTitle(change: SlugChange): string | null {
  if (change.published) return null;
  if (!isMadeSlug(change.slug, change.previousTitle, change.modelName, change.written)) return null;
  const next = slugOf(change.title);
  return next === (change.slug ?? '') ? null : next;
}
