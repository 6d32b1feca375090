import { z } from 'zod';
import type {
  Image,
  ImageFormat,
  ImageFormatName,
  LocalizedText,
  MediaFile,
  MediaSource,
} from '~/domain/types';
import { parseBlock, parseList, type TransformContext } from '../strapi';
import { signedMediaVersion } from '../media-version.server';

const formatNames: ImageFormatName[] = ['thumbnail', 'small', 'medium', 'large', 'xlarge'];

const formatSchema = z.object({
  url: z.string().min(1),
  width: z.number().positive(),
  height: z.number().positive(),
});

const mediaSchema = z.object({
  url: z.string().min(1),
  alternativeText: z.string().nullish(),
  caption: z.string().nullish(),
  width: z.number().positive().nullish(),
  height: z.number().positive().nullish(),
  formats: z.record(z.string(), z.unknown()).nullish(),
  updatedAt: z.string().nullish(),
});

/** Relative upload paths are served by the CMS (or a media host in front of it). */
export function absoluteUrl(url: string, baseUrl: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return new URL(url, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
}

/**
 * The upload behind a media URL when it lies in the CMS's uploads folder (relative, as Strapi's
 * local provider gives it, or under the media base URL); anything else is not served by the site.
 */
export function uploadFileName(url: string, baseUrl: string): string | null {
  const base = baseUrl.replace(/\/+$/, '');
  const path = url.startsWith(`${base}/`) ? url.slice(base.length) : url;
  return /^\/uploads\/([^/?#\\]+)$/.exec(path)?.[1] ?? null;
}

/**
 * A short hash of what changes when an editor replaces an upload under the same name (Strapi
 * keeps the name then): its update time, size and formats. Not a security measure, a cache key.
 */
export function mediaVersion(parts: readonly unknown[]): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(parts)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * alternativeText holds JSON `{"de":"…","en":"…"}` for bilingual alt text, or plain text.
 * `"decorative":true` marks an image that only decorates: alt="" in both languages.
 */
export function altText(raw: string | null | undefined): LocalizedText {
  const text = raw?.trim() ?? '';
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') {
        const { de, en, decorative } = parsed as Record<string, unknown>;
        if (decorative === true) return { de: '', en: '' };
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

const bothOrEither = (de: unknown, en: unknown): LocalizedText | null => {
  const german = typeof de === 'string' ? de.trim() : '';
  const english = typeof en === 'string' ? en.trim() : '';
  return german || english ? { de: german || english, en: english || german } : null;
};

/**
 * The upload's caption field: JSON `{"de":"…","en":"…","credit":{"de":"…","en":"…"}}` for a
 * caption and a credit in both languages (either may be left out), or plain text, which is then
 * the caption in both.
 */
export function captionAndCredit(raw: string | null | undefined): {
  caption: LocalizedText | null;
  credit: LocalizedText | null;
} {
  const text = raw?.trim() ?? '';
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') {
        const { de, en, credit } = parsed as Record<string, unknown>;
        const byLanguage = (credit && typeof credit === 'object' ? credit : {}) as Record<
          string,
          unknown
        >;
        return {
          caption: bothOrEither(de, en),
          credit: bothOrEither(byLanguage.de, byLanguage.en),
        };
      }
    } catch {
      // Not JSON after all: use it as plain text below.
    }
  }
  return { caption: text ? { de: text, en: text } : null, credit: null };
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
  const file = uploadFileName(media.url, ctx.mediaBaseUrl);
  const { caption, credit } = captionAndCredit(media.caption);
  const source: MediaSource | null = file
    ? {
        file,
        version: signedMediaVersion(
          mediaVersion([media.updatedAt, media.width, media.height, media.formats ?? null]),
          file,
        ),
      }
    : null;
  return {
    url: absoluteUrl(media.url, ctx.mediaBaseUrl),
    alt: altText(media.alternativeText),
    width: media.width ?? null,
    height: media.height ?? null,
    formats,
    media: source,
    // Only when there is one: most images have neither, and page data carries every key.
    ...(caption ? { caption } : {}),
    ...(credit ? { credit } : {}),
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
  updatedAt: z.string().nullish(),
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
  // An upload is named by its file and a signed version, never by the CMS's address, which
  // visitors cannot reach: the site serves it (site/media-paths.ts).
  const upload = uploadFileName(file.url, ctx.mediaBaseUrl);
  const media: MediaSource | null = upload
    ? {
        file: upload,
        version: signedMediaVersion(mediaVersion([file.updatedAt, file.size]), upload),
      }
    : null;
  const address = absoluteUrl(file.url, ctx.mediaBaseUrl);
  if (!upload && address.startsWith(`${ctx.mediaBaseUrl.replace(/\/+$/, '')}/`)) {
    // Somewhere else on the CMS: nothing the site passes on, nothing a visitor could reach.
    ctx.report({ where, message: `file outside the uploads folder left out: ${file.url}` });
    return null;
  }
  return {
    url: media ? null : address,
    media,
    name: file.name?.trim() || null,
    mime: file.mime?.trim() || null,
    sizeBytes: file.size === null || file.size === undefined ? null : Math.round(file.size * 1000),
    extension: extension || null,
  };
}
