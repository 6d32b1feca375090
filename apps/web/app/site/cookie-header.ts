/**
 * The value of cookie `name` in a Cookie request header as the browser sent it (not decoded), or
 * null when the header has none. The first cookie of that name wins, as in browsers' own order
 * (the most specific path first).
 */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals > 0 && pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return null;
}
