import { describe, expect, it } from 'vitest';
import { bookingReference, reportReference } from '../booking/reference';
import { DEFAULT_TEMPLATES } from './defaults';
import { renderTemplate, unknownPlaceholders } from './template';
import { bookingValues, formatDay, replyLocale, reportValues } from './values';

const contact = {
  museumName: 'Zentralmuseum',
  phone: '+49 30 1234567',
  mail: 'info@zentralmuseum.example',
  offers: { phone: '+49 30 1234568', mail: 'fuehrungen@zentralmuseum.example' },
};

const request = {
  submissionId: 'sub-0001',
  offerTitle: 'Signale – Führung für Schulklassen',
  date: '2026-12-01',
  time: '10:30',
  participants: 24,
  createdAt: '2026-11-28T23:30:00.000Z',
};

describe('reply templates', () => {
  it('confirm a booking in German with every placeholder filled', () => {
    const mail = renderTemplate(
      DEFAULT_TEMPLATES.de.bookingConfirmed,
      bookingValues(request, contact, 'de'),
    );
    const reference = bookingReference('sub-0001');
    expect(mail.subject).toBe(`Ihre Führung ist bestätigt (${reference})`);
    expect(mail.text).toContain('Angebot: Signale – Führung für Schulklassen\n');
    expect(mail.text).toContain('Datum: Dienstag, 1. Dezember 2026\n');
    expect(mail.text).toContain('Uhrzeit: 10:30 Uhr\n');
    expect(mail.text).toContain('Personen: 24\n');
    expect(mail.text).toContain(`Kennung: ${reference}\n`);
    // The booking office's contact, not the general one.
    expect(mail.text).toContain(
      'Ihr Besucherservice, Zentralmuseum\nTelefon: +49 30 1234568\nE-Mail: fuehrungen@zentralmuseum.example\n',
    );
    expect(mail.text).not.toMatch(/[{}]/);
  });

  it('cut a subject that a long offer title makes longer than the column it is stored in', () => {
    const template = { subject: 'Bestätigt: {angebot} ({referenz})', body: '{angebot}' };
    const long = { ...request, offerTitle: 'Eine sehr lange Führung '.repeat(15).trim() };
    const mail = renderTemplate(template, bookingValues(long, contact, 'de'));
    expect(mail.subject.length).toBeLessThanOrEqual(255);
    expect(mail.subject).toMatch(/^Bestätigt: Eine sehr lange Führung .*…$/);
    expect(mail.text).toBe(`${long.offerTitle}\n`);
  });

  it('decline a booking in English, the date in English words', () => {
    const mail = renderTemplate(
      DEFAULT_TEMPLATES.en.bookingDeclined,
      bookingValues(request, contact, 'en'),
    );
    expect(mail.subject).toBe(
      `Your request ${bookingReference('sub-0001')}: not possible, unfortunately`,
    );
    expect(mail.text).toContain('(Signale – Führung für Schulklassen on Tuesday, 1 December 2026)');
    expect(mail.text).toContain('Phone: +49 30 1234568\nEmail: fuehrungen@zentralmuseum.example');
  });

  it('answer a barrier report with its reference and the day it came in (Berlin time)', () => {
    const mail = renderTemplate(
      DEFAULT_TEMPLATES.de.reportAnswered,
      reportValues({ submissionId: 'r-1', createdAt: '2026-11-28T23:30:00.000Z' }, contact, 'de'),
    );
    expect(mail.subject).toBe(`Ihre Meldung zur Barrierefreiheit (${reportReference('r-1')})`);
    // 00:30 in Berlin on the 29th, not the 28th of UTC.
    expect(mail.text).toContain('Ihre Meldung vom Sonntag, 29. November 2026.');
    expect(mail.text).toContain('Telefon: +49 30 1234567\nE-Mail: info@zentralmuseum.example');
  });

  it('leave out a line whose values are missing, and keep lines with other text', () => {
    const mail = renderTemplate(
      {
        subject: 'Anfrage {referenz}',
        body: 'Datum: {datum}\nUhrzeit: {uhrzeit}\n\nGrüße\n{kontakt}',
      },
      bookingValues({ date: '2026-12-01' }, null, 'de'),
    );
    expect(mail.subject).toBe('Anfrage');
    expect(mail.text).toBe('Datum: Dienstag, 1. Dezember 2026\n\nGrüße\n');
    const sentence = renderTemplate(
      { subject: 'x', body: 'Wir sehen uns um {uhrzeit} am Eingang.' },
      bookingValues({}, null, 'de'),
    );
    expect(sentence.text).toBe('Wir sehen uns um am Eingang.\n');
  });

  it('take the time from hour and minute when the request has no time text', () => {
    const values = bookingValues({ hour: 9, minute: 5 }, null, 'de');
    expect(values.uhrzeit).toBe('9:05 Uhr');
    expect(bookingValues({ hour: 14, minute: 0 }, null, 'en').uhrzeit).toBe('14:00');
  });

  it('accept placeholders in any case and with spaces, and keep subjects on one line', () => {
    const mail = renderTemplate(
      { subject: 'A\n{ Referenz }', body: '{PERSONEN} Personen' },
      { referenz: 'ZM-1', personen: '3' },
    );
    expect(mail).toEqual({ subject: 'A ZM-1', text: '3 Personen\n' });
  });

  it('name the placeholders that do not exist', () => {
    expect(unknownPlaceholders('Am {datum} um {zeit} für {Gruppe}')).toEqual(['zeit', 'gruppe']);
    expect(unknownPlaceholders(DEFAULT_TEMPLATES.en.bookingConfirmed.body)).toEqual([]);
    expect(unknownPlaceholders(null)).toEqual([]);
  });

  it('choose English only for requests from the English site', () => {
    expect(replyLocale('en')).toBe('en');
    expect(replyLocale('de')).toBe('de');
    expect(replyLocale(null)).toBe('de');
    expect(formatDay('not a day', 'de')).toBe('');
  });
});
