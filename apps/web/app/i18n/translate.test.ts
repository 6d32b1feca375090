import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonMessages } from './messages';
import { defineMessages, formatMessage, tableTranslator, translator } from './translate';

const table = defineMessages({
  de: {
    offers: '{count, plural, one {# Angebot} other {# Angebote}}',
    greeting:
      '{salutation, select, ms {Sehr geehrte Frau {name}} mr {Sehr geehrter Herr {name}} other {Guten Tag {name}}}',
    price: 'Eintritt: {amount, number, ::currency/EUR}',
    share: '{part, number, percent}',
    day: 'am {when, date, full}',
    time: 'um {when, time, short} Uhr',
    apostrophe: "Today's {what}",
  },
  en: {
    offers: '{count, plural, one {# offer} other {# offers}}',
    greeting: '{salutation, select, ms {Dear Ms {name}} mr {Dear Mr {name}} other {Hello {name}}}',
    price: 'Admission: {amount, number, ::currency/EUR}',
    share: '{part, number, percent}',
    day: 'on {when, date, full}',
    time: 'at {when, time, short}',
    apostrophe: "Today's {what}",
  },
});
const de = tableTranslator(table, 'de');
const en = tableTranslator(table, 'en');

afterEach(() => vi.restoreAllMocks());

describe('translator', () => {
  it('fills placeholders', () => {
    expect(tableTranslator(commonMessages, 'de')('error.statusLabel', { status: 404 })).toBe(
      'Fehler 404',
    );
    expect(tableTranslator(commonMessages, 'en')('error.server.text')).toBe(
      'The Server encountered an unexpected condition.',
    );
  });

  it('chooses plural forms in German and English', () => {
    expect([0, 1, 2, 21].map((count) => de('offers', { count }))).toEqual([
      '0 Angebote',
      '1 Angebot',
      '2 Angebote',
      '21 Angebote',
    ]);
    expect([0, 1, 2, 21].map((count) => en('offers', { count }))).toEqual([
      '0 offers',
      '1 offer',
      '2 offers',
      '21 offers',
    ]);
  });

  it('selects by value, with a fallback branch', () => {
    expect(de('greeting', { salutation: 'ms', name: 'Weber' })).toBe('Sehr geehrte Frau Weber');
    expect(en('greeting', { salutation: 'mr', name: 'Weber' })).toBe('Dear Mr Weber');
    expect(en('greeting', { salutation: 'diverse', name: 'Weber' })).toBe('Hello Weber');
  });

  it('formats numbers per locale', () => {
    expect(de('price', { amount: 1234.5 }).replace(/\s/g, ' ')).toBe('Eintritt: 1.234,50 €');
    expect(en('price', { amount: 1234.5 })).toBe('Admission: €1,234.50');
    expect(de('share', { part: 0.25 }).replace(/\s/g, ' ')).toBe('25 %');
    expect(en('share', { part: 0.25 })).toBe('25%');
  });

  it('formats dates and times in Berlin time around the DST changes', () => {
    // 2026-03-29 01:30 UTC is 03:30 CEST (clocks went forward at 02:00 CET).
    const spring = new Date('2026-03-29T01:30:00Z');
    expect(de('day', { when: spring })).toBe('am Sonntag, 29. März 2026');
    expect(de('time', { when: spring })).toBe('um 03:30 Uhr');
    // 2026-10-24 23:30 UTC is already Sunday 01:30 CEST in Berlin.
    const autumn = new Date('2026-10-24T23:30:00Z');
    expect(en('day', { when: autumn })).toBe('on Sunday, October 25, 2026');
    // 2026-10-25 01:30 UTC is 02:30 CET, after the clocks went back.
    expect(de('time', { when: new Date('2026-10-25T01:30:00Z') })).toBe('um 02:30 Uhr');
    expect(en('time', { when: new Date('2026-10-25T01:30:00Z') }).replace(/\s/g, ' ')).toBe(
      'at 2:30 AM',
    );
  });

  it('keeps a lone apostrophe as text', () => {
    expect(en('apostrophe', { what: 'programme' })).toBe("Today's programme");
  });

  it('warns once about a missing message and renders its key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = translator<'there' | 'gone'>(
      'en',
      { there: 'Here' } as Record<'there' | 'gone', string>,
      'test',
    );
    expect(t('there')).toBe('Here');
    expect(t('gone')).toBe('gone');
    expect(t('gone')).toBe('gone');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"test.gone" (en)');
  });

  it('renders keys when no catalogue came with the page', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translator('de', undefined, 'menu')('home')).toBe('home');
  });

  it('returns plain texts as they are', () => {
    expect(formatMessage('de', 'Zum Inhalt springen')).toBe('Zum Inhalt springen');
  });
});
