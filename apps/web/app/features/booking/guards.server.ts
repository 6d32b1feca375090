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
  /** The fields read before the limit (the last, cut one left out), to show them again. */
  constructor(readonly partial: URLSearchParams = new URLSearchParams()) {
    super('request body too large');
  }
}

/**
 * Read on and thrown away after the limit, so that a client still sending gets the 413 (its
 * page in the visitor's language): cancelling the body stream destroys the socket, which the
 * client sees as a connection reset. A body larger still is cut off after this.
 */
export const DRAIN_BYTES = 1024 * 1024;

/** The complete `name=value` pairs at the start of a form body cut off at the limit. */
function partialForm(bytes: Buffer, type: string): URLSearchParams {
  if (type.startsWith('multipart/form-data')) return new URLSearchParams();
  const text = bytes.toString('utf8');
  const end = text.lastIndexOf('&');
  return new URLSearchParams(end === -1 ? '' : text.slice(0, end));
}

/** Reads the form body (urlencoded or multipart), but never keeps more than `maxBytes`. */
export async function readFormBody(request: Request, maxBytes: number): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  const declared = Number(request.headers.get('content-length') ?? '0');
  const reader = request.body?.getReader();
  if (declared > maxBytes + DRAIN_BYTES) {
    await reader?.cancel();
    throw new BodyTooLargeError();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes + DRAIN_BYTES) {
      await reader.cancel();
      break;
    }
    if (size <= maxBytes) chunks.push(value);
    else if (size - value.byteLength < maxBytes)
      chunks.push(value.subarray(0, maxBytes - (size - value.byteLength)));
  }
  const body = Buffer.concat(chunks);
  if (size > maxBytes || declared > maxBytes) throw new BodyTooLargeError(partialForm(body, type));
  if (type.startsWith('multipart/form-data')) {
    // Sent by scripts only; parsed from the bytes read within the limit. A body that is no
    // multipart (no or a wrong boundary) is an empty form: the form's errors, not a 500.
    const form = await new Response(body, { headers: { 'content-type': type } })
      .formData()
      .catch(() => new FormData());
    const params = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === 'string') params.append(name, value);
    return params;
  }
  return new URLSearchParams(body.toString('utf8'));
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
