import { z } from 'zod';
import type { PressRelease } from '../types';
import { optionalText, parseBlock, requiredText, type TransformContext } from '../strapi';
import { toAlternates } from './alternates';
import { toContact, toDownloads, toRichText, toSeo } from './fields';
import { toImage } from './image';
import { toItems } from './teaser';

const fieldsSchema = z.object({
  title: requiredText,
  slug: requiredText,
  kind: z
    .enum(['release', 'kit'])
    .nullish()
    .transform((value) => value ?? 'release'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  headline: optionalText,
  teaserText: optionalText,
});

/** One press release or press kit; without title, slug or date it is left out. */
export function toPressRelease(
  value: unknown,
  ctx: TransformContext,
  where = 'press-release',
): PressRelease | null {
  const fields = parseBlock(fieldsSchema, value, ctx, where);
  if (!fields) return null;
  const raw = value as Record<string, unknown>;
  return {
    contentType: 'press',
    ...fields,
    body: toRichText(raw.body, ctx, `${where}.body`),
    image: toImage(raw.image, ctx, `${where}.image`),
    downloads: toDownloads(raw.downloads, ctx, `${where}.downloads`),
    contact: toContact(raw.contact, ctx, `${where}.contact`),
    seo: toSeo(raw.seo, ctx, `${where}.seo`),
    alternates: toAlternates(raw, fields.slug, ctx, where),
  };
}

export const toPressReleases = (data: unknown, ctx: TransformContext): PressRelease[] =>
  toItems(toPressRelease, data, ctx, 'press-releases');
