/**
 * Strapi answer shapes, the only place that knows them.
 * Strapi 5 answers flat (`{ data: { id, documentId, title, image: { url } } }`); Strapi 4 and
 * Strapi 5 with `Strapi-Response-Format: v4` nest (`{ data: { id, attributes: { title,
 * image: { data: { id, attributes: { url } } } } } }`). We flatten the nested shape first, so
 * every schema below is written once, for the flat shape.
 */
import { z } from 'zod';
import type { Locale } from '~/domain/locale';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ id, attributes: {...} }`: an entry or a media file in the v4 shape. */
function isNestedEntry(value: unknown): value is { id?: unknown; attributes: JsonObject } {
  return isObject(value) && isObject(value.attributes);
}

/** `{ data: entry | entry[] | null, meta? }`: a relation or media field in the v4 shape. */
function isRelationWrapper(value: JsonObject): boolean {
  const keys = Object.keys(value);
  if (!keys.includes('data') || keys.some((key) => key !== 'data' && key !== 'meta')) return false;
  const data = value.data;
  return data === null || isNestedEntry(data) || (Array.isArray(data) && data.every(isNestedEntry));
}

/** Turns any v4-shaped value into the v5 flat shape; flat values pass through unchanged. */
export function flattenStrapi(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flattenStrapi);
  if (!isObject(value)) return value;
  if (isRelationWrapper(value)) return flattenStrapi(value.data);
  if (isNestedEntry(value)) {
    const { attributes, ...rest } = value;
    return flattenStrapi({ ...rest, ...attributes });
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, flattenStrapi(inner)]),
  );
}

/** The `data` of a REST answer in flat shape (an object for single types, a list for collections). */
export function responseData(raw: unknown): unknown {
  if (!isObject(raw) || !('data' in raw)) {
    throw new ContentShapeError('answer without "data"');
  }
  return flattenStrapi(raw.data);
}

export class ContentShapeError extends Error {
  override name = 'ContentShapeError';
}

// ---- Reporting broken content -------------------------------------------------------------

export interface ContentProblem {
  /** Where in the content the problem is, e.g. "site-menu.visit.links[2]". */
  where: string;
  message: string;
}

export interface TransformContext {
  locale: Locale;
  /** Origin that relative media URLs ("/uploads/…") are resolved against. */
  mediaBaseUrl: string;
  report: (problem: ContentProblem) => void;
}

export const consoleReport = (problem: ContentProblem) => {
  console.warn(`[content] broken content at ${problem.where}: ${problem.message}`);
};

/**
 * Parses one block of content; a broken block is reported and becomes null, so only that
 * block is missing from the page.
 */
export function parseBlock<T>(
  schema: z.ZodType<T>,
  value: unknown,
  ctx: TransformContext,
  where: string,
): T | null {
  if (value === null || value === undefined) return null;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  ctx.report({ where, message: z.prettifyError(result.error).replace(/\n/g, ' ') });
  return null;
}

/** Parses a list; broken entries are reported and left out. */
export function parseList<T>(
  schema: z.ZodType<T>,
  value: unknown,
  ctx: TransformContext,
  where: string,
): T[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) {
    ctx.report({ where, message: 'expected a list' });
    return [];
  }
  return value.flatMap((item, index) => {
    const parsed = parseBlock(schema, item, ctx, `${where}[${index}]`);
    return parsed === null ? [] : [parsed];
  });
}

// ---- Field schemas shared by all types ----------------------------------------------------

/** Optional text: missing, null and blank all become null. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));

export const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

export const optionalInteger = z
  .number()
  .int()
  .nullish()
  .transform((value) => value ?? null);

export const requiredText = z.string().trim().min(1);

/** Any object; the fields are read by the caller. Used for blocks parsed one by one. */
export const anyObject = z.record(z.string(), z.unknown());

/** Reads an optional text field without failing on a wrong type. */
export function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
