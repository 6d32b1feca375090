import { describe, expect, it } from 'vitest';
import { formatBookingTime, formatHours, formatTime } from './format-time';

describe('formatHours', () => {
  it.each([
    ['10:00', '18:00', '10–18 Uhr'],
    ['10:30', '18:00', '10:30–18 Uhr'],
    ['10:00:00.000', '20:15:00.000', '10–20:15 Uhr'],
    ['09:05', '12:00', '9:05–12 Uhr'],
  ])('German %s–%s → %s', (opens, closes, expected) => {
    expect(formatHours(opens, closes, 'de')).toBe(expected);
  });

  it.each([
    ['10:00', '18:00', '10 am–6 pm'],
    ['10:30', '18:00', '10:30 am–6 pm'],
    ['11:00', '12:00', '11 am–12 pm'],
    ['00:00', '12:30', '12 am–12:30 pm'],
    ['10:00:00.000', '20:15:00.000', '10 am–8:15 pm'],
  ])('English %s–%s → %s', (opens, closes, expected) => {
    expect(formatHours(opens, closes, 'en')).toBe(expected);
  });

  it('uses an en dash', () => {
    expect(formatHours('10:00', '18:00', 'de')).toContain('\u2013');
    expect(formatHours('10:00', '18:00', 'de')).not.toContain('-');
  });

  it('gives an empty string for unreadable times', () => {
    expect(formatHours('', '18:00', 'de')).toBe('');
    expect(formatHours('10:00', '25:00', 'en')).toBe('');
  });
});

describe('formatTime', () => {
  it.each([
    ['15:00', 'de', '15 Uhr'],
    ['09:30', 'de', '9:30 Uhr'],
    ['15:00', 'en', '3 pm'],
    ['00:15', 'en', '12:15 am'],
    ['12:00', 'en', '12 pm'],
    ['later', 'de', ''],
  ] as const)('%s in %s → "%s"', (time, locale, expected) => {
    expect(formatTime(time, locale)).toBe(expected);
  });
});

describe('formatBookingTime', () => {
  it.each([
    ['10:00', 'de', '10:00 Uhr'],
    ['09:15', 'en', '9:15 am'],
    ['15:30', 'en', '3:30 pm'],
    ['later', 'de', 'later'],
  ] as const)('%s in %s → "%s"', (time, locale, expected) => {
    expect(formatBookingTime(time, locale)).toBe(expected);
  });
});
