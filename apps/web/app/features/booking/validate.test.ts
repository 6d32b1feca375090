import { describe, expect, it } from 'vitest';
import type { BookingField } from './fields';
import { tableTranslator } from '~/i18n/translate';
import { formValues } from './form-values';
import { bookingMessages } from './messages';
import type { BookingCalendar } from './rules';
import { dateProblem, validateBookingRequest, type BookingContext } from './validate';

const now = new Date('2026-03-20T10:00:00Z');
const offer = { title: 'Technik erleben', minParticipants: 5, maxParticipants: 25 };
const de: BookingContext = { offer, now, t: tableTranslator(bookingMessages, 'de') };
const en: BookingContext = { offer, now, t: tableTranslator(bookingMessages, 'en') };

const valid: Record<string, string> = {
  language: 'de',
  date: '2026-05-29',
  time: '10:30',
  participants: '12',
  salutation: 'ms',
  'first-name': 'Erika',
  'last-name': 'Mustermann',
  tel: '+49 30 1234567',
  email: 'erika@example.org',
  message: 'Wir sind eine 8. Klasse.\nBitte mit Pause.',
  company: 'Gymnasium Nord',
  address: 'Hauptstraße 1',
  'postal-code': '10115',
  city: 'Berlin',
  country: 'Deutschland',
  consent: 'on',
};

function errorsFor(changes: Record<string, string>, context = de) {
  const result = validateBookingRequest({ ...valid, ...changes }, context);
  return result.ok ? {} : result.errors;
}

describe('validateBookingRequest: a complete request', () => {
  it('gives the typed value', () => {
    expect(validateBookingRequest(valid, de)).toEqual({
      ok: true,
      value: {
        language: 'de',
        date: '2026-05-29',
        time: '10:30',
        hour: 10,
        minute: 30,
        participants: 12,
        salutation: 'ms',
        firstName: 'Erika',
        lastName: 'Mustermann',
        tel: '+49 30 1234567',
        email: 'erika@example.org',
        message: 'Wir sind eine 8. Klasse.\nBitte mit Pause.',
        company: 'Gymnasium Nord',
        address: 'Hauptstraße 1',
        postalCode: '10115',
        city: 'Berlin',
        country: 'Deutschland',
        consent: true,
      },
    });
  });

  it('trims values and turns empty optional fields into null', () => {
    const result = validateBookingRequest(
      {
        ...valid,
        'first-name': '  Erika ',
        tel: '',
        salutation: '',
        message: ' ',
        company: '',
        country: '',
      },
      de,
    );
    expect(result.ok && result.value).toMatchObject({
      firstName: 'Erika',
      tel: null,
      salutation: null,
      message: null,
      company: null,
      country: null,
    });
  });

  it('accepts hour and minute instead of time', () => {
    const { time: _time, ...rest } = valid;
    const result = validateBookingRequest(
      { ...rest, hour: '9', minute: '15', date: '2026-06-01' },
      de,
    );
    expect(result.ok && result.value).toMatchObject({ time: '09:15', hour: 9, minute: 15 });
  });

  it('ignores fields it does not know', () => {
    expect(validateBookingRequest({ ...valid, admin: 'true' }, de).ok).toBe(true);
  });
});

describe('required fields', () => {
  const required: BookingField[] = [
    'language',
    'date',
    'time',
    'participants',
    'first-name',
    'last-name',
    'email',
    'address',
    'postal-code',
    'city',
    'consent',
  ];

  it.each(required)('requires %s', (field) => {
    expect(errorsFor({ [field]: '' })[field]).toBeTruthy();
    expect(errorsFor({ [field]: '   ' })[field]).toBeTruthy();
  });

  it.each(['salutation', 'tel', 'message', 'company', 'country'])('leaves %s optional', (field) => {
    expect(errorsFor({ [field]: '' })).toEqual({});
  });

  it('reports every missing field at once, in German and in English', () => {
    const de = validateBookingRequest(
      {},
      { offer, now, t: tableTranslator(bookingMessages, 'de') },
    );
    const en = validateBookingRequest(
      {},
      { offer, now, t: tableTranslator(bookingMessages, 'en') },
    );
    expect(de.ok || Object.keys(de.errors).sort()).toEqual([...required].sort());
    expect(!de.ok && de.errors.email).toBe('Bitte geben Sie Ihre E-Mail-Adresse an.');
    expect(!en.ok && en.errors.email).toBe('Please enter your email address.');
    expect(!en.ok && en.errors['last-name']).toBe('Please fill in this field.');
  });
});

describe('time window (SPEC §5)', () => {
  it.each([
    ['2026-04-30', '10:14', false],
    ['2026-04-30', '10:15', true],
    ['2026-04-30', '09:15', false],
    ['2026-04-30', '15:30', true],
    ['2026-04-30', '15:31', false],
    ['2026-05-01', '09:14', false],
    ['2026-05-01', '09:15', true],
    ['2026-05-01', '15:30', true],
    ['2026-05-01', '15:31', false],
    ['2026-10-31', '09:14', false],
    ['2026-10-31', '09:15', true],
    ['2026-10-31', '15:30', true],
    ['2026-10-31', '15:31', false],
    ['2026-11-01', '09:15', false],
    ['2026-11-01', '10:14', false],
    ['2026-11-01', '10:15', true],
    ['2026-11-01', '15:30', true],
    ['2026-11-01', '15:31', false],
  ])('on %s at %s the time is allowed: %s', (date, time, allowed) => {
    expect(errorsFor({ date, time }).time === undefined).toBe(allowed);
  });

  it('explains the window of the chosen date in the page language', () => {
    expect(errorsFor({ date: '2026-05-01', time: '09:14' }).time).toBe(
      'Bitte wählen Sie eine Uhrzeit zwischen 9:15 und 15:30 Uhr.',
    );
    expect(errorsFor({ date: '2026-11-01', time: '10:00' }, en).time).toBe(
      'Please choose a time between 10:15 and 15:30.',
    );
  });

  it('rejects times that are not times', () => {
    expect(errorsFor({ time: '25:00' }).time).toBe('Bitte geben Sie eine gültige Uhrzeit an.');
    expect(errorsFor({ time: 'noon' }, en).time).toBe('Please enter a valid time.');
    expect(errorsFor({ time: '', hour: '10', minute: '' }).time).toBe(
      'Bitte wählen Sie eine Uhrzeit.',
    );
  });
});

describe('date', () => {
  it('must be after today in Berlin', () => {
    expect(errorsFor({ date: '2026-03-20' }).date).toBe('Bitte wählen Sie ein Datum ab morgen.');
    expect(errorsFor({ date: '2026-03-21', time: '11:00' }).date).toBeUndefined();
  });

  it('counts the Berlin date just after midnight', () => {
    // 23:30 UTC on 20 March is already 21 March in Berlin: the 21st is no longer bookable.
    const lateNight = { ...de, now: new Date('2026-03-20T23:30:00Z') };
    expect(errorsFor({ date: '2026-03-21', time: '11:00' }, lateNight).date).toBeTruthy();
  });

  it('must be a real date within two years', () => {
    expect(errorsFor({ date: '2026-02-30' }).date).toBe('Bitte geben Sie ein gültiges Datum an.');
    expect(errorsFor({ date: '29.05.2026' }, en).date).toBe('Please enter a valid date.');
    expect(errorsFor({ date: '2028-12-01', time: '11:00' }, en).date).toBe(
      'Please choose a date within the next two years.',
    );
  });
});

describe('participants', () => {
  it('are shown again exactly as typed, even far too many', () => {
    for (const typed of ['10000', '123456', '99999999999'])
      expect(formValues(new URLSearchParams({ participants: typed })).participants).toBe(typed);
  });

  it.each([
    ['5', undefined],
    ['25', undefined],
    ['4', 'Bitte geben Sie zwischen 5 und 25 Teilnehmende an.'],
    ['26', 'Bitte geben Sie zwischen 5 und 25 Teilnehmende an.'],
    ['0', 'Bitte geben Sie zwischen 5 und 25 Teilnehmende an.'],
    ['12.5', 'Bitte geben Sie die Zahl der Teilnehmenden als ganze Zahl an.'],
    ['-3', 'Bitte geben Sie die Zahl der Teilnehmenden als ganze Zahl an.'],
    ['zehn', 'Bitte geben Sie die Zahl der Teilnehmenden als ganze Zahl an.'],
  ])('%s → %s', (participants, message) => {
    expect(errorsFor({ participants }).participants).toBe(message);
  });

  it('uses 1 to 999 when the offer sets no limits', () => {
    const open = { ...en, offer: {} };
    expect(errorsFor({ participants: '1' }, open).participants).toBeUndefined();
    expect(errorsFor({ participants: '1000' }, open).participants).toBe(
      'Please enter between 1 and 999 participants.',
    );
    // Too large is too large, however many digits: the message names the maximum.
    expect(errorsFor({ participants: '10000' }, open).participants).toBe(
      'Please enter between 1 and 999 participants.',
    );
    expect(errorsFor({ participants: '100000000000' }, de).participants).toBe(
      'Bitte geben Sie zwischen 5 und 25 Teilnehmende an.',
    );
    expect(errorsFor({ participants: '999' }, open).participants).toBeUndefined();
    expect(errorsFor({ participants: '0' }, open).participants).toBe(
      'Please enter between 1 and 999 participants.',
    );
  });
});

describe('contact fields', () => {
  it.each(['name@example.org', 'a.b+c@sub.example.co.uk', "o'brien@example.ie"])(
    'accepts email %s',
    (email) => {
      expect(errorsFor({ email }).email).toBeUndefined();
    },
  );

  it.each([
    'name',
    'name@',
    '@example.org',
    'name@example',
    'na me@example.org',
    'a@b.c',
    'a@@b.de',
    // One mailbox only, as the CMS stores it: no list, no display name (mailers read both).
    'x,attacker@evil.example',
    'erika@example.org, eve@example.org',
    'Erika <erika@example.org>',
    '"Erika" <erika@example.org>',
    // The CMS refuses addresses that are not ASCII, so the form does too.
    'ümlaut@beispiel.de',
  ])('rejects email %s', (email) => {
    expect(errorsFor({ email }, en).email).toBe(
      'Please enter a valid email address, e.g. name@example.com.',
    );
  });

  it.each(['+49 30 1234567', '030/1234567', '(030) 123-4567', '0301234567'])(
    'accepts phone %s',
    (tel) => {
      expect(errorsFor({ tel }).tel).toBeUndefined();
    },
  );

  it.each(['12345', 'call me', '+49 30 abc', '++4930123456'])('rejects phone %s', (tel) => {
    expect(errorsFor({ tel }).tel).toBe(
      'Bitte geben Sie eine gültige Telefonnummer an, z. B. +49 30 1234567.',
    );
  });

  it('accepts known salutations only', () => {
    expect(errorsFor({ salutation: 'mr' }).salutation).toBeUndefined();
    expect(errorsFor({ salutation: 'king' }, en).salutation).toBe(
      'Please choose a salutation from the list.',
    );
  });

  it('checks the postal code loosely, for other countries too', () => {
    expect(errorsFor({ 'postal-code': 'SW1A 1AA' })['postal-code']).toBeUndefined();
    expect(errorsFor({ 'postal-code': '1011-5' })['postal-code']).toBeUndefined();
    expect(errorsFor({ 'postal-code': '#10115' })['postal-code']).toBe(
      'Bitte geben Sie eine gültige Postleitzahl an.',
    );
  });

  it('reports the first problem of a field only, in rule order', () => {
    // Too long and no mailbox: the length is named first.
    expect(errorsFor({ email: `${'a'.repeat(300)}` }, en).email).toBe(
      'Please use at most 254 characters.',
    );
    // Not a whole number: said so, however long it is.
    expect(errorsFor({ participants: '12.50' }, en).participants).toBe(
      'Please enter the number of participants as a whole number.',
    );
  });

  it('needs the consent box ticked, whatever the value looks like', () => {
    expect(errorsFor({ consent: 'ON' }).consent).toBeUndefined();
    // The checkbox has no length or character rule: any other value only means "not ticked".
    expect(errorsFor({ consent: 'x'.repeat(20) }, en).consent).toBe(
      'Please agree to the processing of your data so that we can handle your request.',
    );
  });

  it('needs the consent box ticked', () => {
    expect(errorsFor({ consent: 'true' }).consent).toBeUndefined();
    expect(errorsFor({ consent: 'off' }, en).consent).toBe(
      'Please agree to the processing of your data so that we can handle your request.',
    );
  });
});

describe('lengths and characters', () => {
  it.each([
    ['first-name', 100],
    ['last-name', 100],
    ['company', 200],
    ['address', 200],
    ['city', 100],
    ['country', 100],
    ['message', 2000],
    ['language', 50],
  ] as const)('limits %s to %i characters', (field, max) => {
    expect(errorsFor({ [field]: 'a'.repeat(max) })[field]).toBeUndefined();
    expect(errorsFor({ [field]: 'a'.repeat(max + 1) })[field]).toBe(
      `Bitte verwenden Sie höchstens ${max} Zeichen.`,
    );
  });

  it('limits email, phone and postal code', () => {
    expect(errorsFor({ email: `${'a'.repeat(250)}@example.org` }, en).email).toBe(
      'Please use at most 254 characters.',
    );
    expect(errorsFor({ tel: '1'.repeat(31) }, en).tel).toBe('Please use at most 30 characters.');
    expect(errorsFor({ 'postal-code': '1'.repeat(11) }, en)['postal-code']).toBe(
      'Please use at most 10 characters.',
    );
  });

  it('takes invisible characters out of names and single-line fields, and keeps the rest', () => {
    const result = validateBookingRequest(
      {
        ...valid,
        'first-name': 'Eri\u202eka\u200b',
        'last-name': 'Muster\r\nBcc: x@y.de',
        company: 'Gymnasium\u2028Nord\u0085Süd\u0007\u009b\u2066',
        city: '\u202dBerlin\u2029',
        email: 'erika@example.org\u200e',
        message: 'Zeile 1\r\nZeile 2\tmit Tab\u2028Zeile 3 \u202eevil\u0007 👩\u200d🔬',
      },
      de,
    );
    expect(result.ok && result.value).toMatchObject({
      firstName: 'Erika',
      lastName: 'Muster Bcc: x@y.de',
      company: 'Gymnasium Nord Süd',
      city: 'Berlin',
      email: 'erika@example.org',
      message: 'Zeile 1\nZeile 2\tmit Tab\nZeile 3 evil 👩\u200d🔬',
    });
  });
});

describe('the calendar rules (issue 43)', () => {
  // Friday, 20 March 2026; the museum closed on Mondays; a school offer Tue–Fri mornings,
  // two weeks ahead.
  const calendar: BookingCalendar = {
    offer: {
      leadDays: 14,
      weekdays: ['tuesday', 'wednesday', 'thursday', 'friday'],
      earliest: null,
      latest: '11:30',
    },
    hours: {
      weekly: [
        { weekday: 'monday', opens: null, closes: null, closed: true },
        ...(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map(
          (weekday) => ({ weekday, opens: '10:00', closes: '18:00', closed: false }),
        ),
      ],
      exceptions: [],
    },
  };
  const school = { ...de, calendar, locale: 'de' as const };

  it('reports a refused date on the date field with its reason, in the page language', () => {
    expect(errorsFor({ date: '2026-04-06' }, school).date).toBe(
      'Montags ist das Museum geschlossen. Bitte wählen Sie einen anderen Tag.',
    );
    expect(errorsFor({ date: '2026-04-06' }, { ...en, calendar, locale: 'en' }).date).toBe(
      'The museum is closed on Mondays. Please choose another day.',
    );
    expect(errorsFor({ date: '2026-03-31' }, school).date).toBe(
      'Dieses Angebot braucht 14 Tage Vorlauf. Bitte wählen Sie den Freitag, 3. April 2026 oder einen späteren Tag.',
    );
    expect(errorsFor({ date: '2026-04-11' }, school).date).toBe(
      'Dieses Angebot ist nur dienstags bis freitags buchbar. Bitte wählen Sie einen anderen Tag.',
    );
  });

  it("checks the time against the season's window narrowed by the offer", () => {
    expect(errorsFor({ date: '2026-05-29', time: '11:30' }, school)).toEqual({});
    expect(errorsFor({ date: '2026-05-29', time: '12:00' }, school).time).toBe(
      'Bitte wählen Sie eine Uhrzeit zwischen 9:15 und 11:30 Uhr.',
    );
    expect(errorsFor({ date: '2026-04-28', time: '10:00' }, school).time).toBe(
      'Bitte wählen Sie eine Uhrzeit zwischen 10:15 und 11:30 Uhr.',
    );
  });

  it('names a refused date only once the date is readable', () => {
    expect(dateProblem('2026-04-0', school)).toBeNull();
    expect(dateProblem('2026-04-07', school)).toBeNull();
    expect(errorsFor({ date: '' }, school).date).toBe('Bitte wählen Sie ein Wunschdatum.');
  });
});
