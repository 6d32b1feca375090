import { z } from 'zod';
import type { Author } from '~/domain/types';
import { optionalText, requiredText, type TransformContext } from '../strapi';
import { toEntry } from './entry';
import { toImage } from './image';
import { toItems } from './teaser';

/** An author as the CMS holds it; their digital offers are added by the content service. */
export type AuthorEntry = Omit<Author, 'digitalOffers'>;

const fieldsSchema = z.object({ name: requiredText, slug: requiredText, bio: optionalText });

export function toAuthor(
  value: unknown,
  ctx: TransformContext,
  where = 'author',
): AuthorEntry | null {
  const entry = toEntry(fieldsSchema, value, ctx, where);
  if (!entry) return null;
  const { fields, raw, alternates } = entry;
  return { ...fields, image: toImage(raw.image, ctx, `${where}.image`), alternates };
}

export const toAuthors = (data: unknown, ctx: TransformContext): AuthorEntry[] =>
  toItems(toAuthor, data, ctx, 'authors');
