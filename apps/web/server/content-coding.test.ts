import { describe, expect, it } from 'vitest';
import { chooseCoding, entityTag, notModified } from './content-coding';

describe('content coding', () => {
  it('picks the coding by q-value, brotli before gzip before identity on a tie', () => {
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseCoding('gzip')).toBe('gzip');
    expect(chooseCoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(chooseCoding(undefined)).toBe('identity');
    expect(chooseCoding('')).toBe('identity');
    expect(chooseCoding('zstd, deflate')).toBe('identity');
    expect(chooseCoding('br', ['gzip', 'identity'])).toBe('identity');
  });

  it('tags each coding and level differently, from the same hash', () => {
    const tags = [
      entityTag('h', 'identity', 0),
      entityTag('h', 'br', 10),
      entityTag('h', 'br', 4),
      entityTag('h', 'gzip', 9),
    ];
    expect(tags[0]).toBe('"h"');
    expect(new Set(tags).size).toBe(4);
  });

  it('compares If-None-Match weakly, in a list or as *', () => {
    expect(notModified('"a", "h-br10"', '"h-br10"')).toBe(true);
    expect(notModified('W/"h"', '"h"')).toBe(true);
    expect(notModified('*', '"h"')).toBe(true);
    expect(notModified('"h-gz9"', '"h-br10"')).toBe(false);
    expect(notModified(undefined, '"h"')).toBe(false);
  });
});
