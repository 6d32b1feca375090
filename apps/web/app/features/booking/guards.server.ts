/** Abuse protection of the booking form: origin, body size, rate per client address. */

/** Set by the site server from the connection (server/booking.ts); clients cannot set it. */
export const CLIENT_ADDRESS_HEADER = 'x-zm-client-address';

/** The booking form's Origin, moved aside by the site server (server/booking.ts). */
export const ORIGIN_HEADER = 'x-zm-form-origin';

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}

/**
 * Browsers send Origin with every POST; a foreign one is a cross-site post (CSRF). Requests
 * without Origin (old browsers, scripts) fall back to Sec-Fetch-Site when present.
 */
export function isSameOrigin(request: Request, allowed: readonly string[] = []): boolean {
  const origin = request.headers.get(ORIGIN_HEADER) ?? request.headers.get('origin');
  if (origin) {
    return origin === new URL(request.url).origin || allowed.includes(origin);
  }
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** Reads the form body, but never more than `maxBytes`. */
export async function readFormBody(request: Request, maxBytes: number): Promise<URLSearchParams> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new BodyTooLargeError();
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    // Sent by scripts only; its size was declared and checked above.
    if (!request.headers.get('content-length')) throw new BodyTooLargeError();
    const form = await request.formData();
    const params = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === 'string') params.append(name, value);
    return params;
  }
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Fixed-window counter per key, in memory (each web instance limits on its own). */
export function createRateLimiter(options: { max: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one attempt; false when the key has used up its window. */
    allow(key: string): boolean {
      const time = now();
      if (windows.size > 10_000) {
        for (const [stored, entry] of windows)
          if (time - entry.start >= options.windowMs) windows.delete(stored);
      }
      const entry = windows.get(key);
      if (!entry || time - entry.start >= options.windowMs) {
        windows.set(key, { start: time, count: 1 });
        return true;
      }
      entry.count += 1;
      return entry.count <= options.max;
    },
  };
}
