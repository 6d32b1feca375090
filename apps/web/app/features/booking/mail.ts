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
    reference: 'Referenz',
    confirmationIntro:
      'Vielen Dank für Ihre Anfrage. Wir haben sie erhalten und melden uns so bald wie möglich bei Ihnen. Dies ist keine Buchungsbestätigung. Ihre Anfrage:',
    confirmationOutro:
      'Ihre übrigen Angaben wiederholen wir hier nicht. Wenn Sie diese Anfrage nicht gestellt haben, können Sie diese E-Mail ignorieren.',
    confirmationSkipped:
      'Hinweis: Die anfragende Person hat keine Eingangsbestätigung erhalten (Grenze für Bestätigungen an diese Adresse oder je Stunde erreicht).',
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
    reference: 'Reference',
    confirmationIntro:
      'Thank you for your request. We have received it and will get back to you as soon as possible. This is not yet a booking confirmation. Your request:',
    confirmationOutro:
      'We do not repeat your other details here. If you did not send this request, please ignore this email.',
    confirmationSkipped:
      'Note: the person making the request was sent no confirmation (the limit of confirmations to this address or per hour was reached).',
  },
});

const EMPTY = '–';

/** Single-line values must not break the layout of the mail (or a header built from them). */
function oneLine(value: string | null | undefined): string {
  const cleaned = (value ?? '').replace(/[\r\n\t]+/g, ' ').trim();
  return cleaned === '' ? EMPTY : cleaned;
}

const line = (label: string, value: string | number | null) =>
  `${label}: ${oneLine(value === null ? null : String(value))}`;

/** What both mails name the request by; its reference (see `bookingReference`) if known. */
export type BookingMailOptions = {
  reference?: string;
  /** The visitor's confirmation was left out (its limits): the museum mail says so. */
  confirmationSkipped?: boolean;
};

/**
 * The mail about a booking request to the museum (SPEC §4): subject prefix plus offer and
 * date, body with offer, language, date, time, participants, personal data, billing address,
 * message and the consent note, as plain text in the given language.
 */
export function bookingMail(
  request: BookingRequest,
  offer: BookingOffer,
  locale: Locale,
  options: BookingMailOptions = {},
): BookingMail {
  const l = tableTranslator(bookingMailMessages, locale);
  const title = oneLine(offer.title);
  const date = formatCalendarDate(request.date, locale, { weekday: true });
  const salutation = request.salutation ? l(`salutations.${request.salutation}`) : null;
  const message = request.message?.replace(/\r\n?/g, '\n').trim() || EMPTY;

  const text = [
    l('intro'),
    ...(options.confirmationSkipped ? ['', l('confirmationSkipped')] : []),
    '',
    ...(options.reference ? [line(l('reference'), options.reference)] : []),
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

/**
 * The confirmation to the visitor, in the page language they used. It goes to an address
 * nobody has verified, so it carries nothing the sender chose: no name, company, message or
 * free-text language, only what the museum needs to confirm — the reference, the offer (the
 * museum's own title), date, time and number of participants. Otherwise the form would relay
 * a text of anyone's choice to any address (docs/decisions/0035).
 */
export function bookingConfirmationMail(
  request: BookingRequest,
  offer: BookingOffer,
  locale: Locale,
  options: Pick<BookingMailOptions, 'reference'> = {},
): BookingMail {
  const l = tableTranslator(bookingMailMessages, locale);
  const title = oneLine(offer.title);
  const date = formatCalendarDate(request.date, locale, { weekday: true });
  const text = [
    l('confirmationIntro'),
    '',
    ...(options.reference ? [line(l('reference'), options.reference)] : []),
    line(l('offer'), title),
    line(l('date'), date),
    line(l('time'), formatBookingTime(request.time, locale)),
    line(l('participants'), request.participants),
    '',
    l('confirmationOutro'),
    '',
  ].join('\n');
  return { subject: `${l('subjectPrefix')}: ${title}, ${date}`, text };
}
