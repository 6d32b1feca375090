import { describe, expect, it } from 'vitest';
import {
  addMonthsUtc,
  expiresAt,
  isExpired,
  newestPossiblyExpired,
  retentionMonths,
} from './retention';

const at = (iso: string) => new Date(iso);

describe('addMonthsUtc (UTC months, no time zone)', () => {
  it('keeps day and time of day when the target month has that day', () => {
    expect(addMonthsUtc(at('2026-03-15T09:30:00Z'), 6).toISOString()).toBe(
      '2026-09-15T09:30:00.000Z',
    );
  });

  it('ends on the last day of a shorter month', () => {
    expect(addMonthsUtc(at('2025-08-31T12:00:00Z'), 6).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(addMonthsUtc(at('2025-03-31T12:00:00Z'), 6).toISOString()).toBe(
      '2025-09-30T12:00:00.000Z',
    );
  });

  it('knows leap years', () => {
    expect(addMonthsUtc(at('2027-08-30T00:00:00Z'), 6).toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
  });

  it('crosses the year', () => {
    expect(addMonthsUtc(at('2025-12-31T23:59:59Z'), 2).toISOString()).toBe(
      '2026-02-28T23:59:59.000Z',
    );
  });
});

describe('isExpired', () => {
  const received = at('2026-01-31T10:00:00Z');

  it('keeps a request until the same day and time months later', () => {
    expect(expiresAt(received, 6).toISOString()).toBe('2026-07-31T10:00:00.000Z');
    expect(isExpired(received, at('2026-07-31T09:59:59Z'), 6)).toBe(false);
    expect(isExpired(received, at('2026-07-31T10:00:00Z'), 6)).toBe(true);
  });

  it('deletes on the last day of a shorter month', () => {
    expect(isExpired(received, at('2026-02-28T10:00:00Z'), 1)).toBe(true);
    expect(isExpired(received, at('2026-02-28T09:00:00Z'), 1)).toBe(false);
  });
});

describe('newestPossiblyExpired', () => {
  it('never leaves out a request that is due (every day of four years, 1 to 24 months)', () => {
    for (let day = 0; day < 4 * 366; day++) {
      const received = new Date(Date.UTC(2024, 0, 1, 13) + day * 86_400_000);
      for (let months = 1; months <= 24; months++) {
        const due = expiresAt(received, months);
        expect(received.getTime()).toBeLessThanOrEqual(
          newestPossiblyExpired(due, months).getTime(),
        );
      }
    }
  });
});

describe('retentionMonths', () => {
  it('is six months unless configured', () => {
    expect(retentionMonths(undefined)).toBe(6);
    expect(retentionMonths('')).toBe(6);
    expect(retentionMonths('12')).toBe(12);
  });

  it.each(['0', '-1', '1.5', 'sechs', '121'])('refuses %j', (value) => {
    expect(() => retentionMonths(value)).toThrow(/BOOKING_RETENTION_MONTHS/);
  });
});
