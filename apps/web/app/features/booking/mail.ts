import type { Locale } from '~/domain/locale';
import { formatCalendarDate, languageName } from '~/i18n/format-date';
import { formatBookingTime } from '~/i18n/format-time';
import { defineMessages, tableTranslator } from '~/i18n/translate';
import type { BookingOffer, BookingRequest } from './fields';

export type BookingMail = { subject: string; text: string };

/** Texts of the request mails (server only; ICU messages like every UI table). */
export const bookingMailMessages = defineMessages({
  de: {
    subjectPrefix: 'Führungsanfrage',
    intro: 'Über die Website ist eine neue Anfrage eingegangen.',
    offer: 'Angebot',
    language: 'Sprache',
    date: 'Wunschtermin',
    time: 'Uhrzeit',
    participants: 'Teilnehmende',
    personal: 'Persönliche Daten',
    salutation: 'Anrede',
    firstName: 'Vorname',
    lastName: 'Nachname',
    tel: 'Telefon',
    email: 'E-Mail',
    billing: 'Rechnungsadresse',
    company: 'Firma / Institution',
    address: 'Straße und Hausnummer',
    postalCode: 'PLZ',
    city: 'Ort',
    country: 'Land',
    message: 'Nachricht',
    consent:
      'Einwilligung: Die anfragende Person ist damit einverstanden, dass ihre Angaben zur Beantwortung der Anfrage, zur Rechnungsstellung und zur Kontaktaufnahme gespeichert und verarbeitet werden.',
    'salutations.ms': 'Frau',
    'salutations.mr': 'Herr',
    'salutations.diverse': 'Divers',
    confirmationIntro:
      'Vielen Dank für Ihre Anfrage. Wir haben sie erhalten und melden uns so bald wie möglich bei Ihnen. Dies ist keine Buchungsbestätigung. Ihre Angaben:',
  },
  en: {
    subjectPrefix: 'Guided tour request',
    intro: 'A new request has been sent through the website.',
    offer: 'Offer',
    language: 'Language',
    date: 'Preferred date',
    time: 'Time',
    participants: 'Participants',
    personal: 'Personal details',
    salutation: 'Salutation',
    firstName: 'First name',
    lastName: 'Last name',
    tel: 'Phone',
    email: 'Email',
    billing: 'Billing address',
    company: 'Company / institution',
    address: 'Street and number',
    postalCode: 'Postal code',
    city: 'City',
    country: 'Country',
    message: 'Message',
    consent:
      'Consent: the person making the request agrees that their data are stored and processed to answer the request, to invoice and to make contact.',
    'salutations.ms': 'Ms',
    'salutations.mr': 'Mr',
    'salutations.diverse': 'Mx',
    confirmationIntro:
      'Thank you for your request. We have received it and will get back to you as soon as possible. This is not yet a booking confirmation. Your details:',
  },
});

const EMPTY = '–';

/** Single-line values must not break the layout of the mail (or a header built from them). */
function oneLine(value: string | null | undefined): string {
  const cleaned = (value ?? '').replace(/[\r\n\t]+/g, ' ').trim();
  return cleaned === '' ? EMPTY : cleaned;
}

/**
 * The mail about a booking request (SPEC §4): subject prefix plus offer and date, body with
 * offer, language, date, time, participants, personal data, billing address, message and the
 * consent note, as plain text in the given language.
 */
export function bookingMail(
  request: BookingRequest,
  offer: BookingOffer,
  locale: Locale,
  options: { intro?: string } = {},
): BookingMail {
  const l = tableTranslator(bookingMailMessages, locale);
  const title = oneLine(offer.title);
  const date = formatCalendarDate(request.date, locale, { weekday: true });
  const line = (label: string, value: string | number | null) =>
    `${label}: ${oneLine(value === null ? null : String(value))}`;
  const salutation = request.salutation ? l(`salutations.${request.salutation}`) : null;
  const message = request.message?.replace(/\r\n?/g, '\n').trim() || EMPTY;

  const text = [
    options.intro ?? l('intro'),
    '',
    line(l('offer'), title),
    line(l('language'), languageName(request.language, locale)),
    line(l('date'), date),
    line(l('time'), formatBookingTime(request.time, locale)),
    line(l('participants'), request.participants),
    '',
    l('personal'),
    line(l('salutation'), salutation),
    line(l('firstName'), request.firstName),
    line(l('lastName'), request.lastName),
    line(l('tel'), request.tel),
    line(l('email'), request.email),
    '',
    l('billing'),
    line(l('company'), request.company),
    line(l('address'), request.address),
    line(l('postalCode'), request.postalCode),
    line(l('city'), request.city),
    line(l('country'), request.country),
    '',
    `${l('message')}:`,
    message,
    '',
    l('consent'),
    '',
  ].join('\n');

  return { subject: `${l('subjectPrefix')}: ${title}, ${date}`, text };
}

/** The confirmation to the visitor, in the page language they used. */
export function bookingConfirmationMail(
  request: BookingRequest,
  offer: BookingOffer,
  locale: Locale,
): BookingMail {
  const intro = tableTranslator(bookingMailMessages, locale)('confirmationIntro');
  return bookingMail(request, offer, locale, { intro });
}
