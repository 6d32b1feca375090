import { describe, expect, it } from 'vitest';
import type { BookingRequest } from './fields';
import { bookingConfirmationMail, bookingMail } from './mail';

const request: BookingRequest = {
  language: 'en',
  date: '2026-05-29',
  time: '14:05',
  hour: 14,
  minute: 5,
  participants: 12,
  salutation: 'ms',
  firstName: 'Erika',
  lastName: 'Mustermann',
  tel: null,
  email: 'erika@example.org',
  message: 'Zeile 1\r\nZeile 2',
  company: null,
  address: 'Hauptstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  country: null,
  consent: true,
};
const offer = { title: 'Technik erleben' };

describe('bookingMail', () => {
  it('writes the German mail', () => {
    const mail = bookingMail(request, offer, 'de');
    expect(mail.subject).toBe('Führungsanfrage: Technik erleben, Freitag, 29. Mai 2026');
    expect(mail.text).toBe(
      [
        'Über die Website ist eine neue Anfrage eingegangen.',
        '',
        'Angebot: Technik erleben',
        'Sprache: Englisch',
        'Wunschtermin: Freitag, 29. Mai 2026',
        'Uhrzeit: 14:05 Uhr',
        'Teilnehmende: 12',
        '',
        'Persönliche Daten',
        'Anrede: Frau',
        'Vorname: Erika',
        'Nachname: Mustermann',
        'Telefon: –',
        'E-Mail: erika@example.org',
        '',
        'Rechnungsadresse',
        'Firma / Institution: –',
        'Straße und Hausnummer: Hauptstraße 1',
        'PLZ: 10115',
        'Ort: Berlin',
        'Land: –',
        '',
        'Nachricht:',
        'Zeile 1',
        'Zeile 2',
        '',
        'Einwilligung: Die anfragende Person ist damit einverstanden, dass ihre Angaben zur Beantwortung der Anfrage, zur Rechnungsstellung und zur Kontaktaufnahme gespeichert und verarbeitet werden.',
        '',
      ].join('\n'),
    );
  });

  it('writes the English mail', () => {
    const mail = bookingMail(
      { ...request, language: 'de', salutation: null, tel: '+49 30 1234567' },
      offer,
      'en',
    );
    expect(mail.subject).toBe('Guided tour request: Technik erleben, Friday, May 29, 2026');
    expect(mail.text).toContain('Language: German\n');
    expect(mail.text).toContain('Preferred date: Friday, May 29, 2026\n');
    expect(mail.text).toContain('Time: 2:05 pm\n');
    expect(mail.text).toContain('Participants: 12\n');
    expect(mail.text).toContain('Salutation: –\n');
    expect(mail.text).toContain('Phone: +49 30 1234567\n');
    expect(mail.text).toContain('Billing address\n');
    expect(mail.text).toContain('Consent: the person making the request agrees');
  });

  it('keeps free-text languages and never lets line breaks into the subject', () => {
    const mail = bookingMail(
      { ...request, language: 'Leichte Sprache' },
      { title: 'Tour\r\nBcc: x@y.de' },
      'de',
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Sprache: Leichte Sprache\n');
  });
});

describe('bookingConfirmationMail', () => {
  // What a sender could choose: the confirmation goes to an unverified address.
  const chosen: BookingRequest = {
    ...request,
    language: 'Visit cheap-pills.example now',
    firstName: 'Win',
    lastName: 'a prize at evil.example',
    company: 'Call +1 555 0100',
    message: 'Your account is locked, log in at http://evil.example',
    address: 'Street of spam 1',
    city: 'Spamtown',
    tel: '+49 30 1234567',
  };
  const freeText = [
    'cheap-pills',
    'Win',
    'prize',
    'evil.example',
    '555',
    'Spam',
    'erika@example.org',
    '1234567',
  ];

  it('thanks the visitor in German and names only what the museum confirms', () => {
    const mail = bookingConfirmationMail(chosen, offer, 'de', { reference: 'ZM-1A2B3C4D' });
    expect(mail.subject).toBe('Führungsanfrage: Technik erleben, Freitag, 29. Mai 2026');
    expect(mail.text).toBe(
      [
        'Vielen Dank für Ihre Anfrage. Wir haben sie erhalten und melden uns so bald wie möglich bei Ihnen. Dies ist keine Buchungsbestätigung. Ihre Anfrage:',
        '',
        'Referenz: ZM-1A2B3C4D',
        'Angebot: Technik erleben',
        'Wunschtermin: Freitag, 29. Mai 2026',
        'Uhrzeit: 14:05 Uhr',
        'Teilnehmende: 12',
        '',
        'Ihre übrigen Angaben wiederholen wir hier nicht. Wenn Sie diese Anfrage nicht gestellt haben, können Sie diese E-Mail ignorieren.',
        '',
      ].join('\n'),
    );
  });

  it.each(['de', 'en'] as const)('repeats no free text of the visitor (%s)', (locale) => {
    const mail = bookingConfirmationMail(chosen, offer, locale, { reference: 'ZM-1A2B3C4D' });
    for (const text of freeText) expect(`${mail.subject}\n${mail.text}`).not.toContain(text);
  });

  it('thanks the visitor in English', () => {
    const mail = bookingConfirmationMail(request, offer, 'en', { reference: 'ZM-1A2B3C4D' });
    expect(mail.subject).toBe('Guided tour request: Technik erleben, Friday, May 29, 2026');
    expect(mail.text.split('\n')[0]).toMatch(/^Thank you for your request/);
    expect(mail.text).toContain('Reference: ZM-1A2B3C4D\n');
    expect(mail.text).toContain('Time: 2:05 pm');
    expect(mail.text).toContain('Participants: 12');
  });
});

describe('bookingMail to the museum', () => {
  it('names the reference and a confirmation that was left out', () => {
    const mail = bookingMail(request, offer, 'de', {
      reference: 'ZM-1A2B3C4D',
      confirmationSkipped: true,
    });
    expect(mail.text).toContain('\nReferenz: ZM-1A2B3C4D\nAngebot: Technik erleben\n');
    expect(mail.text).toContain('keine Eingangsbestätigung erhalten');
  });
});
