import { createCookie } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { BookingSummary } from './summary';
import {
  THANK_YOU_COOKIE,
  createThankYouCookie,
  readThankYouCookie,
  thankYouCookie,
} from './thank-you-cookie.server';

/** Issue 41, finding 9: the cookie carried name, e-mail, phone and city readable, only signed. */

const summary: BookingSummary = {
  slug: 'tour',
  offerTitle: 'Führung durch die Technik',
  pageLocale: 'de',
  language: 'Deutsch',
  date: '2030-05-04',
  time: '10:30',
  participants: 12,
  salutation: null,
  firstName: 'Adelheid',
  lastName: 'Lovelace-Byron',
  email: 'adelheid.lovelace@example.org',
  tel: '+49 30 1234567',
  company: 'Rechenwerk GmbH',
  city: 'Neustadt an der Weinstraße',
  storage: 'stored',
};
const personal = [
  summary.firstName,
  summary.lastName,
  summary.email,
  summary.tel!,
  summary.company!,
  summary.city,
];

const valueOf = (setCookie: string) => /^[^=]+=([^;]*)/.exec(setCookie)![1]!;
const header = (value: string) => `${THANK_YOU_COOKIE}=${value}`;
const attributes = (cookie: string) => cookie.split('; ').slice(1).sort();
const read = (value: string, now = 1000) => readThankYouCookie(header(value), { secret: 's', now });

/** `value` with bit 0 of its byte `index` flipped, spelled as the cookie spells bytes. */
function flipped(value: string, index: number): string {
  const bytes = Buffer.from(value, 'base64url');
  bytes[index]! ^= 1;
  return bytes.toString('base64url');
}

describe('thank-you cookie', () => {
  it('carries none of the personal data, in plain text or base64', async () => {
    const value = valueOf(await thankYouCookie(summary, { secret: 's', secure: true, now: 0 }));
    // Whatever the alignment, decoding finds no plain value.
    const decoded = [0, 1, 2, 3].flatMap((offset) =>
      ['base64', 'base64url'].map((encoding) =>
        Buffer.from(value.slice(offset), encoding as BufferEncoding).toString('latin1'),
      ),
    );
    for (const text of personal) {
      expect(decodeURIComponent(value).toLowerCase()).not.toContain(text.toLowerCase());
      const utf8AsLatin1 = Buffer.from(text, 'utf8').toString('latin1');
      for (const bytes of decoded) expect(bytes).not.toContain(utf8AsLatin1);
    }
  });

  it('round-trips the summary, with its name, flags and age as before', async () => {
    const cookie = await thankYouCookie(summary, { secret: 's', secure: true, now: 0 });
    expect(cookie.startsWith('zm_booking_received=')).toBe(true);
    expect(attributes(cookie)).toEqual([
      'HttpOnly',
      'Max-Age=1800',
      'Path=/',
      'SameSite=Lax',
      'Secure',
    ]);
    expect(await read(valueOf(cookie))).toEqual(summary);
    expect(
      await readThankYouCookie(`a=1; ${header(valueOf(cookie))}; b=2`, { secret: 's', now: 0 }),
    ).toEqual(summary);
  });

  it('is not Secure on plain http', async () => {
    const cookie = await thankYouCookie(summary, { secret: 's', secure: false, now: 0 });
    expect(attributes(cookie)).toEqual(['HttpOnly', 'Max-Age=1800', 'Path=/', 'SameSite=Lax']);
  });

  it('seals each time anew: two cookies of one summary differ', async () => {
    const first = await thankYouCookie(summary, { secret: 's', secure: true, now: 0 });
    const second = await thankYouCookie(summary, { secret: 's', secure: true, now: 0 });
    expect(valueOf(first)).not.toBe(valueOf(second));
  });

  it('reads a cookie with any byte changed as no cookie', async () => {
    const value = valueOf(await thankYouCookie(summary, { secret: 's', secure: false, now: 0 }));
    const length = Buffer.from(value, 'base64url').length;
    for (let index = 0; index < length; index += 1) {
      expect(await read(flipped(value, index))).toBeNull();
    }
    // Each character changed too, including the last one's unused bits.
    for (let index = 0; index < value.length; index += 1) {
      const other = value[index] === 'A' ? 'B' : 'A';
      expect(await read(value.slice(0, index) + other + value.slice(index + 1))).toBeNull();
    }
  });

  it('reads a cut, lengthened or garbled cookie as no cookie', async () => {
    const value = valueOf(await thankYouCookie(summary, { secret: 's', secure: false, now: 0 }));
    for (const length of [0, 1, 16, 27, 28, value.length - 4, value.length - 1]) {
      expect(await read(value.slice(0, length))).toBeNull();
    }
    for (const changed of [`${value}A`, `${value}=`, `${value}%3D`, ` ${value}x`, '!!!', '.']) {
      expect(await read(changed)).toBeNull();
    }
  });

  it('refuses another key, an expired cookie, none and other cookies', async () => {
    const value = valueOf(await thankYouCookie(summary, { secret: 's', secure: false, now: 0 }));
    expect(await readThankYouCookie(header(value), { secret: 'other', now: 0 })).toBeNull();
    expect(await read(value, 30 * 60 * 1000 - 1)).toEqual(summary);
    expect(await read(value, 30 * 60 * 1000)).toBeNull();
    expect(await read(value, 31 * 60 * 1000)).toBeNull();
    expect(await readThankYouCookie(null, { secret: 's', now: 0 })).toBeNull();
    expect(await readThankYouCookie('other=1', { secret: 's', now: 0 })).toBeNull();
  });

  it('reads a cookie of the earlier signed-only form as no cookie', async () => {
    const signed = createCookie(THANK_YOU_COOKIE, { secrets: ['s'], path: '/', httpOnly: true });
    const old = await signed.serialize({ summary, expires: Date.now() + 60_000 });
    expect(await readThankYouCookie(old.split(';')[0]!, { secret: 's' })).toBeNull();
  });

  it("never stands in for another form's cookie of the same key", async () => {
    const report = createThankYouCookie<BookingSummary>('zm_report_received');
    const value = valueOf(await thankYouCookie(summary, { secret: 's', secure: false, now: 0 }));
    expect(await report.read(`zm_report_received=${value}`, { secret: 's', now: 0 })).toBeNull();
  });

  it('opens in every process with the same secret, and in this one without a secret', async () => {
    // Another process: a fresh copy of the module, with its own fallback key and no shared state.
    vi.resetModules();
    const other = await import('./thank-you-cookie.server');
    const value = valueOf(await other.thankYouCookie(summary, { secret: 's', secure: false }));
    expect(await readThankYouCookie(header(value), { secret: 's' })).toEqual(summary);
    const unkeyed = valueOf(await thankYouCookie(summary, { secret: null, secure: false, now: 0 }));
    expect(await readThankYouCookie(header(unkeyed), { secret: null, now: 0 })).toEqual(summary);
    expect(await other.readThankYouCookie(header(unkeyed), { secret: null, now: 0 })).toBeNull();
  });
});
