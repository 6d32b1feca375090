import { z } from 'zod';
import { partnerGroups, type Partner } from '~/domain/types';
import {
  optionalInteger,
  optionalText,
  parseBlock,
  requiredText,
  type TransformContext,
} from '../strapi';
import { toImage } from './image';
import { toCheckedUri } from './links';
import { toItems } from './teaser';

const fieldsSchema = z.object({
  name: requiredText,
  url: optionalText,
  group: z.enum(partnerGroups),
  order: optionalInteger,
});

/** A partner (footer and partner-list blocks); not localized. */
export function toPartner(
  value: unknown,
  ctx: TransformContext,
  where = 'partner',
): Partner | null {
  const fields = parseBlock(fieldsSchema, value, ctx, where);
  if (!fields) return null;
  const raw = value as Record<string, unknown>;
  return {
    ...fields,
    url: toCheckedUri(fields.url, ctx, `${where}.url`),
    logo: toImage(raw.logo, ctx, `${where}.logo`),
  };
}

export const toPartners = (data: unknown, ctx: TransformContext): Partner[] =>
  toItems(toPartner, data, ctx, 'partners');
