import { describe, expect, it } from 'vitest';
import { formatEuro, formatMinutes } from './format-number';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatEuro', () => {
  it('writes whole amounts without cents and others with them, per language', () => {
    expect(plain(formatEuro(8, 'de'))).toBe('8 €');
    expect(plain(formatEuro(8.5, 'de'))).toBe('8,50 €');
    expect(formatEuro(8, 'en')).toBe('€8');
    expect(formatEuro(8.5, 'en')).toBe('€8.50');
  });
});

describe('formatMinutes', () => {
  it('writes minutes, and whole hours as hours', () => {
    expect(formatMinutes(90, 'de')).toBe('90 Minuten');
    expect(formatMinutes(60, 'de')).toBe('1 Stunde');
    expect(formatMinutes(120, 'en')).toBe('2 hours');
    expect(formatMinutes(45, 'en')).toBe('45 minutes');
  });
});
