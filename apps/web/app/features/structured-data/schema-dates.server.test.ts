import { describe, expect, it } from 'vitest';
import { isoDuration, schemaDate } from './schema-dates.server';

describe('schemaDate', () => {
  it('writes instants as Berlin time with the offset of that moment', () => {
    expect(schemaDate('2026-12-06T10:00:00.000Z')).toBe('2026-12-06T11:00:00+01:00');
    expect(schemaDate('2026-06-06T10:00:00.000Z')).toBe('2026-06-06T12:00:00+02:00');
    // The night of the autumn change: 00:30 UTC is still summer time, 01:30 UTC winter time.
    expect(schemaDate('2026-10-25T00:30:00Z')).toBe('2026-10-25T02:30:00+02:00');
    expect(schemaDate('2026-10-25T01:30:00Z')).toBe('2026-10-25T02:30:00+01:00');
  });

  it('names the Berlin day of an all-day item and keeps bare dates', () => {
    expect(schemaDate('2026-03-28T23:30:00.000Z', true)).toBe('2026-03-29');
    expect(schemaDate('2026-03-29')).toBe('2026-03-29');
  });

  it('leaves out missing and unreadable values', () => {
    expect(schemaDate(null)).toBeUndefined();
    expect(schemaDate('')).toBeUndefined();
    expect(schemaDate('soon')).toBeUndefined();
  });
});

describe('isoDuration', () => {
  it('writes hours, minutes and seconds, leaving out zero parts', () => {
    expect(isoDuration(3725)).toBe('PT1H2M5S');
    expect(isoDuration(1800)).toBe('PT30M');
    expect(isoDuration(7200)).toBe('PT2H');
    expect(isoDuration(59.6)).toBe('PT1M');
    expect(isoDuration(0)).toBe('PT0S');
  });

  it('says nothing for unknown or impossible lengths', () => {
    expect(isoDuration(null)).toBeUndefined();
    expect(isoDuration(Number.NaN)).toBeUndefined();
    expect(isoDuration(-5)).toBeUndefined();
  });
});
