import { describe, expect, it } from 'vitest';
import {
  addMonthsUtc,
  expiresAt,
  isExpired,
  newestPossiblyExpired,
  retentionMonths,
} from './period';
import { bookingRetentionStart as retentionStart } from './policies';

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

describe('retentionStart', () => {
  const received = new Date('2026-11-24T09:00:00Z');

  it('is the receipt when the requested day is earlier or missing', () => {
    expect(retentionStart(received, '2026-10-01')).toEqual(received);
    expect(retentionStart(received, null)).toEqual(received);
    expect(retentionStart(received, 'not a day')).toEqual(received);
  });

  it('is the end of the requested day when the visit is later, or that same day', () => {
    expect(retentionStart(received, '2026-11-24')).toEqual(new Date('2026-11-25T00:00:00Z'));
    const start = retentionStart(received, '2027-09-14');
    expect(start).toEqual(new Date('2027-09-15T00:00:00Z'));
    // Six months after the receipt the data of next year's visit are still there.
    expect(isExpired(start, addMonthsUtc(received, 6), 6)).toBe(false);
    expect(isExpired(start, new Date('2028-03-15T00:00:00Z'), 6)).toBe(true);
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
  const months = (value: string | undefined) =>
    retentionMonths('BOOKING_RETENTION_MONTHS', value, 6);

  it('is the fallback unless configured', () => {
    expect(months(undefined)).toBe(6);
    expect(months('')).toBe(6);
    expect(months('12')).toBe(12);
  });

  it.each(['0', '-1', '1.5', 'sechs', '121'])('refuses %j, naming the setting', (value) => {
    expect(() => months(value)).toThrow(/BOOKING_RETENTION_MONTHS/);
  });
});
