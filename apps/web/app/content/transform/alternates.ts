import { z } from 'zod';
import { isLocale, locales } from '~/domain/locale';
import type { Alternates } from '~/domain/types';
import { parseList, type TransformContext } from '../strapi';

const localizationSchema = z.object({ slug: z.string().trim().min(1), locale: z.string() });

/**
 * The slug in every locale that has a version of the entry: its own (from `locale`, else the
 * requested locale) plus Strapi's `localizations`. Locales the site doesn't know are ignored.
 */
export function toAlternates(
  raw: Record<string, unknown>,
  slug: string,
  ctx: TransformContext,
  where: string,
): Alternates {
  const found: Alternates = {};
  for (const localization of parseList(
    localizationSchema,
    raw.localizations,
    ctx,
    `${where}.localizations`,
  )) {
    if (isLocale(localization.locale)) found[localization.locale] = localization.slug;
  }
  found[isLocale(raw.locale) ? raw.locale : ctx.locale] = slug;
  // Same key order whatever the answer's order, so equal content gives equal objects.
  const alternates: Alternates = {};
  for (const locale of locales) {
    const localized = found[locale];
    if (localized) alternates[locale] = localized;
  }
  return alternates;
}
