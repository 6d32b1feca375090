import { describe, expect, it } from 'vitest';
import {
  BARRIER_REPORT_RETENTION,
  BOOKING_RETENTION,
  expiredEntries,
  policyMonths,
  type RetainedEntry,
} from './policies';

const now = new Date('2026-11-26T03:30:00Z');
const entry = (documentId: string, createdAt: string, extra = {}): RetainedEntry => ({
  documentId,
  createdAt,
  ...extra,
});

describe('barrier report retention', () => {
  it('is 24 months unless BARRIER_REPORT_RETENTION_MONTHS says otherwise', () => {
    expect(policyMonths(BARRIER_REPORT_RETENTION, {})).toBe(24);
    expect(policyMonths(BARRIER_REPORT_RETENTION, { BARRIER_REPORT_RETENTION_MONTHS: '36' })).toBe(
      36,
    );
    // Each type has its own setting.
    expect(policyMonths(BARRIER_REPORT_RETENTION, { BOOKING_RETENTION_MONTHS: '3' })).toBe(24);
  });

  it.each(['0', '1.5', 'zwei Jahre', '121'])('refuses %j, naming its setting', (value) => {
    expect(() =>
      policyMonths(BARRIER_REPORT_RETENTION, { BARRIER_REPORT_RETENTION_MONTHS: value }),
    ).toThrow(/BARRIER_REPORT_RETENTION_MONTHS/);
  });

  it('deletes a report received longer ago than the limit and keeps a younger one', () => {
    const reports = [
      entry('old', '2024-11-26T03:29:59Z'),
      entry('exactly', '2024-11-26T03:30:00Z'),
      entry('young', '2024-11-26T03:30:01Z'),
      entry('recent', '2026-06-01T12:00:00Z'),
    ];
    expect(expiredEntries(BARRIER_REPORT_RETENTION, reports, now, 24)).toEqual(['old', 'exactly']);
    expect(expiredEntries(BARRIER_REPORT_RETENTION, reports, now, 6)).toEqual([
      'old',
      'exactly',
      'young',
    ]);
  });
});

describe('booking request retention', () => {
  it('is 6 months unless BOOKING_RETENTION_MONTHS says otherwise', () => {
    expect(policyMonths(BOOKING_RETENTION, {})).toBe(6);
    expect(policyMonths(BOOKING_RETENTION, { BOOKING_RETENTION_MONTHS: '12' })).toBe(12);
  });

  it('counts from the requested day when that is later than the receipt', () => {
    const requests = [
      entry('past visit', '2026-05-01T10:00:00Z', { date: '2026-05-10' }),
      entry('visit next year', '2026-05-01T10:00:00Z', { date: '2027-01-15' }),
      entry('no day', '2026-05-26T03:00:00Z', { date: null }),
    ];
    expect(expiredEntries(BOOKING_RETENTION, requests, now, 6)).toEqual(['past visit', 'no day']);
  });
});
