import { describe, expect, it } from 'vitest';
import { parseTypedDate, typedFieldValue } from './german-date';

describe('typed German dates', () => {
  it('are read as the day they name, with or without a time', () => {
    expect(parseTypedDate('24.12.2026')).toEqual({ year: 2026, month: 12, day: 24 });
    expect(parseTypedDate(' 1.2.27 ')).toEqual({ year: 2027, month: 2, day: 1 });
    expect(parseTypedDate('24.12.2026 14:30')).toEqual({
      year: 2026,
      month: 12,
      day: 24,
      hour: 14,
      minute: 30,
    });
    expect(parseTypedDate('24.12.2026, 9.05 Uhr')).toMatchObject({ hour: 9, minute: 5 });
    expect(parseTypedDate('2026-12-24')).toEqual({ year: 2026, month: 12, day: 24 });
  });

  it('are refused when they name no real day or time', () => {
    for (const text of ['31.02.2026', '24.13.2026', '24.12.2026 24:00', '12/24/2026', 'morgen', ''])
      expect(parseTypedDate(text), text).toBeNull();
  });

  it('give a date field its day and a datetime field its moment on the editor’s clock', () => {
    const christmas = parseTypedDate('24.12.2026')!;
    expect(typedFieldValue('date', christmas, null)).toBe('2026-12-24');
    expect(typedFieldValue('datetime', parseTypedDate('24.12.2026 14:30')!, null)).toBe(
      new Date(2026, 11, 24, 14, 30).toISOString(),
    );
    // A day typed without a time keeps the time the field had.
    const before = new Date(2026, 5, 1, 18, 15).toISOString();
    expect(typedFieldValue('datetime', christmas, before)).toBe(
      new Date(2026, 11, 24, 18, 15).toISOString(),
    );
  });
});
