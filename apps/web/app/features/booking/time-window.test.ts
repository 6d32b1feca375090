import { describe, expect, it } from 'vitest';
import { tableTranslator } from '~/i18n/translate';
import { bookingMessages } from './messages';
import { timeHint, timeWindow } from './time-window';

const de = tableTranslator(bookingMessages, 'de');
const en = tableTranslator(bookingMessages, 'en');

describe('timeWindow', () => {
  it.each([
    ['2026-04-30', '10:15'],
    ['2026-05-01', '09:15'],
    ['2026-10-31', '09:15'],
    ['2026-11-01', '10:15'],
    ['2027-01-15', '10:15'],
  ])('on %s starts at %s and ends at 15:30', (date, earliest) => {
    expect(timeWindow(date)).toEqual({ earliest, latest: '15:30' });
  });

  it('is null for unusable dates', () => {
    expect(timeWindow('2026-02-30')).toBeNull();
  });
});

describe('timeHint', () => {
  it('names the summer and winter windows in German', () => {
    expect(timeHint('2026-05-01', de)).toBe(
      'Bitte wählen Sie eine Uhrzeit zwischen 9:15 und 15:30 Uhr.',
    );
    expect(timeHint('2026-04-30', de)).toBe(
      'Bitte wählen Sie eine Uhrzeit zwischen 10:15 und 15:30 Uhr.',
    );
  });

  it('names them in English', () => {
    expect(timeHint('2026-10-31', en)).toBe('Please choose a time between 9:15 and 15:30.');
    expect(timeHint('2026-11-01', en)).toBe('Please choose a time between 10:15 and 15:30.');
  });

  it('names both windows while no date is chosen', () => {
    expect(timeHint(null, de)).toContain('Mai bis Oktober');
    expect(timeHint('', en)).toContain('November to April');
  });
});
