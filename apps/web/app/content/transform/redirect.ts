import { z } from 'zod';
import type { Redirect } from '~/domain/types';
import { parseBlock, type TransformContext } from '../strapi';
import { checkedWebUri } from './links';
import { toItems } from './teaser';

const fieldsSchema = z.object({
  from: z
    .string()
    .trim()
    .regex(/^\/\S*$/, 'a path starting with "/"'),
  to: z
    .string()
    .trim()
    .regex(/^(\/|https?:\/\/)\S*$/i, 'a path or an http(s) address')
    .refine((to) => checkedWebUri(to) === to, 'a path of this site or an http(s) address'),
  permanent: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
});

/** A legacy path and where it leads now; not localized. */
export function toRedirect(
  value: unknown,
  ctx: TransformContext,
  where = 'redirect',
): Redirect | null {
  return parseBlock(fieldsSchema, value, ctx, where);
}

export const toRedirects = (data: unknown, ctx: TransformContext): Redirect[] =>
  toItems(toRedirect, data, ctx, 'redirects');
