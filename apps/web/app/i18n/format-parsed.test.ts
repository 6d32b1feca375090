import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { formatParsed, type FormatValues, type NamedFormats } from './format-parsed';

const formats: NamedFormats = {
  number: { percent: { style: 'percent' } },
  date: { medium: { timeZone: 'Europe/Berlin', day: 'numeric', month: 'short' } },
  time: { medium: { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' } },
};

/** As the browser gets a message: parsed on the server, sent as JSON. */
function delivered(source: string) {
  return JSON.parse(JSON.stringify(parse(source, { ignoreTag: true }))) as ReturnType<typeof parse>;
}

const format = (source: string, locale: string, values?: FormatValues) =>
  formatParsed(delivered(source), locale, formats, values);

describe('formatting a parsed message', () => {
  it('takes an exact =N branch before the plural category', () => {
    const source = '{count, plural, =0 {keine Plätze} one {# Platz} other {# Plätze}}';
    expect([0, 1, 1500].map((count) => format(source, 'de-DE', { count }))).toEqual([
      'keine Plätze',
      '1 Platz',
      '1.500 Plätze',
    ]);
  });

  it('counts # from the offset and picks the category of the rest', () => {
    const source =
      '{n, plural, offset:1 =1 {only you} one {you and # other} other {you and # others}}';
    expect([1, 2, 3].map((n) => format(source, 'en-US', { n }))).toEqual([
      'only you',
      'you and 1 other',
      'you and 2 others',
    ]);
  });

  it('knows ordinal plurals', () => {
    const source = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}';
    expect([1, 2, 3, 4, 11].map((n) => format(source, 'en-US', { n }))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
    ]);
  });

  it('nests select and plural', () => {
    const source =
      '{kind, select, tour {{count, plural, one {# Führung} other {# Führungen}}} other {{count} Termine}}';
    expect(format(source, 'de-DE', { kind: 'tour', count: 2 })).toBe('2 Führungen');
    expect(format(source, 'de-DE', { kind: 'talk', count: 2 })).toBe('2 Termine');
  });

  it('uses named styles and skeletons', () => {
    expect(format('{share, number, percent}', 'de-DE', { share: 0.25 })).toBe('25\u00a0%');
    expect(format('{price, number, ::currency/EUR}', 'en-US', { price: 4.5 })).toBe('€4.50');
    const when = new Date('2026-03-29T00:30:00Z');
    expect(format('{when, date, medium} {when, time}', 'de-DE', { when })).toBe('29. März 01:30');
  });

  it('fails on a missing value, as the translator expects', () => {
    expect(() => format('Hallo {name}', 'de-DE', {})).toThrow(/name/);
    expect(() => format('{n, select, a {A}}', 'de-DE', { n: 'b' })).toThrow();
  });
});
