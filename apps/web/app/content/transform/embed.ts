/** Embeds: the page block "blocks.embed" and a digital offer's video (issue 15). */
import { z } from 'zod';
import type { Embed, Image } from '~/domain/types';
import { optionalText, parseBlock, requiredText, type TransformContext } from '../strapi';
import { frameSource } from './embed-url';
import { toImage } from './image';
import { checkedUri } from './links';

/** The editors' choice of frame shape, as width / height. */
export const aspectRatios = { '16:9': 16 / 9, '4:3': 4 / 3, '1:1': 1 } as const;
const defaultAspectRatio = aspectRatios['16:9'];

const blockSchema = z.object({
  title: requiredText,
  url: requiredText,
  embedUrl: optionalText,
  caption: optionalText,
});

/** An unknown shape keeps the block in the default shape (and is reported). */
function aspectRatioOf(value: unknown, ctx: TransformContext, where: string): number {
  if (value === null || value === undefined || value === '') return defaultAspectRatio;
  if (typeof value === 'string' && Object.hasOwn(aspectRatios, value))
    return aspectRatios[value as keyof typeof aspectRatios];
  ctx.report({ where, message: `unknown aspect ratio ${JSON.stringify(value)}; 16:9 used` });
  return defaultAspectRatio;
}

interface EmbedFields {
  title: string;
  url: string;
  embedUrl: string | null;
  caption: string | null;
  poster: Image | null;
  aspectRatio: number;
}

/**
 * An embed whose addresses passed the checks: both https, the frame's address given by the
 * editor or derived from the content's address. Otherwise null, and the reason is reported.
 */
export function toCheckedEmbed(
  fields: EmbedFields,
  ctx: TransformContext,
  where: string,
): Embed | null {
  const source = frameSource(fields.url, fields.embedUrl);
  if ('refused' in source) {
    const addresses = [fields.url, fields.embedUrl].filter((value) => value !== null);
    ctx.report({
      where,
      message: `embed left out, ${source.refused}: ${addresses.map((value) => JSON.stringify(value.slice(0, 100))).join(', ')}`,
    });
    return null;
  }
  return {
    title: fields.title,
    // As the editor wrote it (an https address, so checkedUri only drops tabs and line breaks).
    url: checkedUri(fields.url) ?? fields.url,
    embedUrl: source.src,
    caption: fields.caption,
    poster: fields.poster,
    aspectRatio: fields.aspectRatio,
  };
}

/** The component blocks.embed: title, url, embedUrl, caption, poster, aspectRatio. */
export function toEmbedBlock(
  raw: Record<string, unknown>,
  ctx: TransformContext,
  where: string,
): Embed | null {
  const fields = parseBlock(blockSchema, raw, ctx, where);
  if (!fields) return null;
  return toCheckedEmbed(
    {
      ...fields,
      poster: toImage(raw.poster, ctx, `${where}.poster`),
      aspectRatio: aspectRatioOf(raw.aspectRatio, ctx, `${where}.aspectRatio`),
    },
    ctx,
    where,
  );
}
