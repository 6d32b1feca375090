/**
 * Content codings and validators of the answers the server keeps whole (pages, page data, JSON):
 * which coding a request accepts, the strong ETag of each coded form, and If-None-Match.
 * docs/decisions/0027: every byte sequence has its own strong tag, the hash of the identity bytes
 * plus the coding and its level, so tags differ per coding (RFC 9110 §8.8.3) and a tag never
 * names two different byte sequences (a cache hit's brotli at 11 is not the uncached one at 4).
 */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

export type Coding = 'br' | 'gzip' | 'identity';

/** One coded form of a whole answer: its bytes and their strong tag. */
export interface Form {
  coding: Coding;
  bytes: Buffer;
  tag: string;
}

/**
 * An answer the page cache keeps (in res.locals): the hash of its bytes and the forms it makes
 * of them. The answer itself is sent from these, not hashed and compressed a second time.
 */
export const keptFormsLocal = 'keptForms';
export interface KeptForms {
  hash: string;
  forms: Promise<Form[] | undefined>;
}

// On equal q-values the smaller answer wins.
const preference: readonly Coding[] = ['br', 'gzip', 'identity'];

/**
 * The coding to send among those available, by the request's Accept-Encoding (q-values, `*`);
 * identity when nothing else is acceptable (RFC 9110 §12.5.3 allows it unless refused).
 */
export function chooseCoding(
  acceptEncoding: string | undefined,
  available: readonly Coding[] = preference,
): Coding {
  const quality = new Map<string, number>();
  for (const entry of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const qualityOf = (coding: Coding) =>
    quality.get(coding) ?? quality.get('*') ?? (coding === 'identity' ? 0.001 : 0);
  let best: Coding = 'identity';
  let bestQuality = 0;
  for (const coding of preference) {
    if (!available.includes(coding)) continue;
    const q = qualityOf(coding);
    if (q > bestQuality) {
      best = coding;
      bestQuality = q;
    }
  }
  return best;
}

/** The hash part of the tags: of the identity bytes, base64url, 128 bits. */
export function bodyHash(identity: Buffer): string {
  return createHash('sha256').update(identity).digest('base64url').slice(0, 22);
}

/** The strong tag of one form: `"hash"` for identity, `"hash-br6"`, `"hash-gz9"`. */
export function entityTag(hash: string, coding: Coding, level: number): string {
  if (coding === 'identity') return `"${hash}"`;
  return `"${hash}-${coding === 'br' ? 'br' : 'gz'}${level}"`;
}

/** If-None-Match by weak comparison (RFC 9110 §13.1.2): whether the client's copy is current. */
export function notModified(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (candidate: string) => candidate.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}

/** Adds Accept-Encoding to the answer's Vary, once. */
export function varyOnCoding(res: Response) {
  const vary = String(res.getHeader('Vary') ?? '');
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('accept-encoding') || names.includes('*')) return;
  res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Ends a GET with one coded form of a whole answer: 304 without body when the client's
 * If-None-Match holds its tag, else the bytes as they are with their length and coding.
 */
export function sendForm(req: Request, res: Response, form: Form, end: (body?: Buffer) => void) {
  varyOnCoding(res);
  res.setHeader('ETag', form.tag);
  if (notModified(req.headers['if-none-match'], form.tag)) {
    res.statusCode = 304;
    for (const name of ['Content-Type', 'Content-Length', 'Content-Encoding'])
      res.removeHeader(name);
    end();
    return;
  }
  if (form.coding === 'identity') res.removeHeader('Content-Encoding');
  else res.setHeader('Content-Encoding', form.coding);
  res.setHeader('Content-Length', form.bytes.length);
  end(form.bytes);
}

/** A chunk as res.write/res.end receive it, as bytes; null for none (or a callback). */
export function chunkBytes(chunk: unknown, encoding?: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(
    String(chunk),
    typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
  );
}
