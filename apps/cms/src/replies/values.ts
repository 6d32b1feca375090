import { bookingReference, reportReference } from '../booking/reference';
import type { ReplyLocale } from './defaults';
import type { TemplateValues } from './template';

/** The museum's contact as general-contact holds it (the booking contact first). */
export interface MuseumContact {
  museumName?: string | null;
  phone?: string | null;
  mail?: string | null;
  offers?: { phone?: string | null; mail?: string | null } | null;
}

export interface BookingFacts {
  submissionId?: string | null;
  offerTitle?: string | null;
  date?: string | null;
  time?: string | null;
  hour?: number | null;
  minute?: number | null;
  participants?: number | null;
  createdAt?: string | Date | null;
}

export interface ReportFacts {
  submissionId?: string | null;
  createdAt?: string | Date | null;
}

/** The visitor's language: English only when the request came from the English site. */
export function replyLocale(pageLocale: unknown): ReplyLocale {
  return typeof pageLocale === 'string' && pageLocale.toLowerCase().startsWith('en') ? 'en' : 'de';
}

const DATE_FORMATS: Record<ReplyLocale, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

/** A calendar day (YYYY-MM-DD) in words: "Dienstag, 1. Dezember 2026". */
export function formatDay(day: string | null | undefined, locale: ReplyLocale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return DATE_FORMATS[locale].format(date);
}

/** The Berlin calendar day of a moment, in words. */
function receivedDay(moment: string | Date | null | undefined, locale: ReplyLocale): string {
  if (!moment) return '';
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return '';
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
  return formatDay(day, locale);
}

function timeOf(facts: BookingFacts, locale: ReplyLocale): string {
  let time = (facts.time ?? '').trim();
  if (!time && typeof facts.hour === 'number') {
    time = `${facts.hour}:${String(facts.minute ?? 0).padStart(2, '0')}`;
  }
  if (!time) return '';
  return locale === 'de' && /^\d{1,2}[:.]\d{2}$/.test(time) ? `${time} Uhr` : time;
}

/** Phone and mail, for bookings the booking office's where general-contact names one. */
function contactLines(
  contact: MuseumContact | null,
  locale: ReplyLocale,
  booking: boolean,
): string {
  const office = booking ? contact?.offers : null;
  const phone = office?.phone || contact?.phone;
  const mail = office?.mail || contact?.mail;
  const lines = [
    phone ? `${locale === 'de' ? 'Telefon' : 'Phone'}: ${phone}` : '',
    mail ? `${locale === 'de' ? 'E-Mail' : 'Email'}: ${mail}` : '',
  ];
  return lines.filter(Boolean).join('\n');
}

const reference = (submissionId: string | null | undefined, of: (id: string) => string) =>
  submissionId ? of(submissionId) : '';

export function bookingValues(
  facts: BookingFacts,
  contact: MuseumContact | null,
  locale: ReplyLocale,
): TemplateValues {
  return {
    referenz: reference(facts.submissionId, (id) => bookingReference(id)),
    angebot: facts.offerTitle ?? '',
    datum: formatDay(facts.date, locale),
    uhrzeit: timeOf(facts, locale),
    personen: typeof facts.participants === 'number' ? String(facts.participants) : '',
    eingang: receivedDay(facts.createdAt, locale),
    museum: contact?.museumName ?? '',
    kontakt: contactLines(contact, locale, true),
  };
}

export function reportValues(
  facts: ReportFacts,
  contact: MuseumContact | null,
  locale: ReplyLocale,
): TemplateValues {
  return {
    referenz: reference(facts.submissionId, reportReference),
    eingang: receivedDay(facts.createdAt, locale),
    museum: contact?.museumName ?? '',
    kontakt: contactLines(contact, locale, false),
  };
}
