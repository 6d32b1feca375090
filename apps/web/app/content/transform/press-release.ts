import { z } from 'zod';
import type { PressRelease } from '~/domain/types';
import { optionalText, type TransformContext } from '../strapi';
import { titleAndSlug, toEntry } from './entry';
import { toContact, toDownloads } from './fields';
import { toRichText } from './rich-text';
import { toImage } from './image';
import { toItems } from './teaser';

const fieldsSchema = z.object({
  ...titleAndSlug,
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
  const entry = toEntry(fieldsSchema, value, ctx, where);
  if (!entry) return null;
  const { fields, raw, alternates, seo, revision } = entry;
  return {
    contentType: 'press',
    ...fields,
    body: toRichText(raw.body, ctx, `${where}.body`),
    image: toImage(raw.image, ctx, `${where}.image`),
    downloads: toDownloads(raw.downloads, ctx, `${where}.downloads`),
    contact: toContact(raw.contact, ctx, `${where}.contact`),
    seo,
    alternates,
    revision,
  };
}

export const toPressReleases = (data: unknown, ctx: TransformContext): PressRelease[] =>
  toItems(toPressRelease, data, ctx, 'press-releases');
