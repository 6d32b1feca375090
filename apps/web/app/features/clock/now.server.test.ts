import { describe, expect, it } from 'vitest';
import { nowFor, requestNow } from './now.server';

const real = new Date('2026-11-22T09:00:00Z');
const realNow = () => real;
const allowed = { ZM_ALLOW_CLOCK_OVERRIDE: '1' };

describe('nowFor', () => {
  it('is the real time without an override', () => {
    expect(nowFor({}, allowed, realNow)).toBe(real);
  });

  it('ignores header and cookie unless ZM_ALLOW_CLOCK_OVERRIDE is 1', () => {
    const source = { header: '2026-11-25T10:00:00Z', cookieHeader: 'zm-now=2026-11-25T10:00:00Z' };
    expect(nowFor(source, {}, realNow)).toBe(real);
    expect(nowFor(source, { ZM_ALLOW_CLOCK_OVERRIDE: 'true' }, realNow)).toBe(real);
    expect(nowFor(source, { ZM_ALLOW_CLOCK_OVERRIDE: '0' }, realNow)).toBe(real);
  });

  it('takes the header with the flag set', () => {
    expect(nowFor({ header: '2026-11-25T10:00:00+01:00' }, allowed, realNow).toISOString()).toBe(
      '2026-11-25T09:00:00.000Z',
    );
  });

  it('takes the cookie, URL-encoded or not, among other cookies', () => {
    const encoded = nowFor(
      { cookieHeader: 'a=1; zm-now=2026-03-29T00%3A30%3A00%2B01%3A00; b=2' },
      allowed,
      realNow,
    );
    expect(encoded.toISOString()).toBe('2026-03-28T23:30:00.000Z');
    expect(
      nowFor({ cookieHeader: 'zm-now=2026-12-24T12:00:00Z' }, allowed, realNow).toISOString(),
    ).toBe('2026-12-24T12:00:00.000Z');
  });

  it('prefers the header over the cookie', () => {
    const now = nowFor(
      { header: '2026-01-01T12:00:00Z', cookieHeader: 'zm-now=2026-02-01T12:00:00Z' },
      allowed,
      realNow,
    );
    expect(now.toISOString()).toBe('2026-01-01T12:00:00.000Z');
  });

  it.each(['tomorrow', '2026-11-25', '2026-11-25T10:00:00', '2026-13-40T10:00:00Z', ''])(
    'falls back to the real time for the unreadable value "%s"',
    (value) => {
      expect(nowFor({ header: value, cookieHeader: `zm-now=${value}` }, allowed, realNow)).toBe(
        real,
      );
    },
  );
});

describe('requestNow', () => {
  it('reads the header and the cookie of a Fetch API request', () => {
    const byHeader = new Request('http://site/heute', {
      headers: { 'x-zm-now': '2026-11-25T10:00:00Z' },
    });
    expect(requestNow(byHeader, allowed).toISOString()).toBe('2026-11-25T10:00:00.000Z');
    const byCookie = new Request('http://site/heute', {
      headers: { cookie: 'zm-now=2026-11-26T10:00:00Z' },
    });
    expect(requestNow(byCookie, allowed).toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(requestNow(byCookie, {}).getTime()).not.toBe(Date.parse('2026-11-26T10:00:00Z'));
  });
});
