import { dateParts, parseClockTime, type Locale } from '../time';
import type { BookingOffer, BookingRequest, Salutation } from './fields';

export type BookingMail = { subject: string; text: string };

/** Subject prefixes, so the museum's mailbox can sort requests by rule. */
export const bookingSubjectPrefix: Record<Locale, string> = {
  de: 'Führungsanfrage',
  en: 'Guided tour request',
};

const labels = {
  de: {
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
    salutations: { ms: 'Frau', mr: 'Herr', diverse: 'Divers' },
  },
  en: {
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
    salutations: { ms: 'Ms', mr: 'Mr', diverse: 'Mx' },
  },
} satisfies Record<Locale, Record<string, unknown> & { salutations: Record<Salutation, string> }>;

const EMPTY = '–';

/** A calendar date in words; computed in UTC because a date has no time of day to shift. */
export function formatBookingDate(isoDate: string, locale: Locale): string {
  const { year, month, day } = dateParts(isoDate);
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

export function formatBookingTime(time: string, locale: Locale): string {
  const clock = parseClockTime(time);
  if (!clock) return time;
  const minutes = String(clock.minute).padStart(2, '0');
  if (locale === 'de') return `${clock.hour}:${minutes} Uhr`;
  const hour12 = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  return `${hour12}:${minutes} ${clock.hour < 12 ? 'am' : 'pm'}`;
}

/** Language codes such as "en" become names ("Englisch"); free text stays as it is. */
export function languageName(value: string, locale: Locale): string {
  if (!/^[a-z]{2}$/.test(value)) return value;
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(value);
  return name ?? value;
}

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
  const l = labels[locale];
  const title = oneLine(offer.title);
  const date = formatBookingDate(request.date, locale);
  const line = (label: string, value: string | number | null) =>
    `${label}: ${oneLine(value === null ? null : String(value))}`;
  const salutation = request.salutation ? l.salutations[request.salutation] : null;
  const message = request.message?.replace(/\r\n?/g, '\n').trim() || EMPTY;

  const text = [
    options.intro ?? l.intro,
    '',
    line(l.offer, title),
    line(l.language, languageName(request.language, locale)),
    line(l.date, date),
    line(l.time, formatBookingTime(request.time, locale)),
    line(l.participants, request.participants),
    '',
    l.personal,
    line(l.salutation, salutation),
    line(l.firstName, request.firstName),
    line(l.lastName, request.lastName),
    line(l.tel, request.tel),
    line(l.email, request.email),
    '',
    l.billing,
    line(l.company, request.company),
    line(l.address, request.address),
    line(l.postalCode, request.postalCode),
    line(l.city, request.city),
    line(l.country, request.country),
    '',
    `${l.message}:`,
    message,
    '',
    l.consent,
    '',
  ].join('\n');

  return { subject: `${bookingSubjectPrefix[locale]}: ${title}, ${date}`, text };
}

const confirmationIntro: Record<Locale, string> = {
  de: 'Vielen Dank für Ihre Anfrage. Wir haben sie erhalten und melden uns so bald wie möglich bei Ihnen. Dies ist keine Buchungsbestätigung. Ihre Angaben:',
  en: 'Thank you for your request. We have received it and will get back to you as soon as possible. This is not yet a booking confirmation. Your details:',
};

/** The confirmation to the visitor, in the page language they used. */
export function bookingConfirmationMail(
  request: BookingRequest,
  offer: BookingOffer,
  locale: Locale,
): BookingMail {
  return bookingMail(request, offer, locale, { intro: confirmationIntro[locale] });
}
