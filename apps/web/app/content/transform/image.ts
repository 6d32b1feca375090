import { z } from 'zod';
import type { Image, ImageFormat, ImageFormatName, LocalizedText, MediaFile } from '~/domain/types';
import { parseBlock, parseList, type TransformContext } from '../strapi';

const formatNames: ImageFormatName[] = ['thumbnail', 'small', 'medium', 'large', 'xlarge'];

const formatSchema = z.object({
  url: z.string().min(1),
  width: z.number().positive(),
  height: z.number().positive(),
});

const mediaSchema = z.object({
  url: z.string().min(1),
  alternativeText: z.string().nullish(),
  width: z.number().positive().nullish(),
  height: z.number().positive().nullish(),
  formats: z.record(z.string(), z.unknown()).nullish(),
});

/** Relative upload paths are served by the CMS (or a media host in front of it). */
export function absoluteUrl(url: string, baseUrl: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return new URL(url, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
}

/** alternativeText holds JSON `{"de":"…","en":"…"}` for bilingual alt text, or plain text. */
export function altText(raw: string | null | undefined): LocalizedText {
  const text = raw?.trim() ?? '';
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') {
        const { de, en } = parsed as Record<string, unknown>;
        const german = typeof de === 'string' ? de : '';
        const english = typeof en === 'string' ? en : '';
        return { de: german || english, en: english || german };
      }
    } catch {
      // Not JSON after all: use it as plain text below.
    }
  }
  return { de: text, en: text };
}

export function toImage(value: unknown, ctx: TransformContext, where: string): Image | null {
  const media = parseBlock(mediaSchema, value, ctx, where);
  if (!media) return null;
  const formats: Partial<Record<ImageFormatName, ImageFormat>> = {};
  for (const name of formatNames) {
    const format = parseBlock(formatSchema, media.formats?.[name], ctx, `${where}.formats.${name}`);
    if (format) {
      formats[name] = { ...format, url: absoluteUrl(format.url, ctx.mediaBaseUrl) };
    }
  }
  return {
    url: absoluteUrl(media.url, ctx.mediaBaseUrl),
    alt: altText(media.alternativeText),
    width: media.width ?? null,
    height: media.height ?? null,
    formats,
  };
}

export function toImages(value: unknown, ctx: TransformContext, where: string): Image[] {
  return parseList(z.unknown(), value, ctx, where).flatMap((item, index) => {
    const image = toImage(item, ctx, `${where}[${index}]`);
    return image ? [image] : [];
  });
}

const fileSchema = z.object({
  url: z.string().min(1),
  name: z.string().nullish(),
  mime: z.string().nullish(),
  /** Strapi stores the size in kB (bytes / 1000, two decimals). */
  size: z.number().nonnegative().nullish(),
  ext: z.string().nullish(),
});

/** Any uploaded file (PDF, audio, image) as something to download or play. */
export function toMediaFile(
  value: unknown,
  ctx: TransformContext,
  where: string,
): MediaFile | null {
  const file = parseBlock(fileSchema, value, ctx, where);
  if (!file) return null;
  const extension = (file.ext ?? file.url.match(/\.([a-z0-9]+)(?:[?#]|$)/i)?.[1] ?? '')
    .replace(/^\./, '')
    .toLowerCase();
  return {
    url: absoluteUrl(file.url, ctx.mediaBaseUrl),
    name: file.name?.trim() || null,
    mime: file.mime?.trim() || null,
    sizeBytes: file.size === null || file.size === undefined ? null : Math.round(file.size * 1000),
    extension: extension || null,
  };
}
