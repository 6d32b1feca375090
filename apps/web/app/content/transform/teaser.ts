/** Related exhibitions, events and offers inside another answer, as teasers or references. */
import { z } from 'zod';
import type { ContentTeaser, ExhibitionRef } from '~/domain/types';
import { anyObject, flag, parseList, requiredText, type TransformContext } from '../strapi';
import { toTeaser, type TeaserSource } from '../teasers';

export const exhibitionTypeSchema = z.enum(['permanent', 'temporary', 'schauhaus']);

const exhibitionRefSchema = z
  .object({
    title: requiredText,
    slug: requiredText,
    type: exhibitionTypeSchema,
    seasonalColorRequired: flag,
  })
  .transform(({ title, slug, type, seasonalColorRequired }): ExhibitionRef => ({
    title,
    slug,
    type,
    seasonalColorRequired,
  }));

export function toExhibitionRefs(
  value: unknown,
  ctx: TransformContext,
  where: string,
): ExhibitionRef[] {
  return parseList(exhibitionRefSchema, value, ctx, where);
}

/** Parses one raw entry into its domain object (toExhibition, toEvent, …). */
export type ItemTransformer<T> = (value: unknown, ctx: TransformContext, where: string) => T | null;

/** A relation's entries as teasers; broken entries are reported and left out. */
export function toRelatedTeasers(
  transform: ItemTransformer<TeaserSource>,
  value: unknown,
  ctx: TransformContext,
  where: string,
): ContentTeaser[] {
  return parseList(anyObject, value, ctx, where).flatMap((raw, index) => {
    const item = transform(raw, ctx, `${where}[${index}]`);
    return item ? [toTeaser(item)] : [];
  });
}

/** A list answer's entries as domain objects; broken entries are reported and left out. */
export function toItems<T>(
  transform: ItemTransformer<T>,
  data: unknown,
  ctx: TransformContext,
  where: string,
): T[] {
  return parseList(anyObject, data, ctx, where).flatMap((raw, index) => {
    const item = transform(raw, ctx, `${where}[${index}]`);
    return item === null ? [] : [item];
  });
}
