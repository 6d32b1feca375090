import { formatBerlinDateTime, formatGermanDate } from './berlin-time';
import type { CsvValue } from './csv';
import { STATUS_LABELS, isBookingStatus } from './status';

/** The stored fields of a booking request that the booking office exports. */
export interface ExportedRequest {
  createdAt?: string | Date | null;
  bookingStatus?: string | null;
  offerTitle?: string | null;
  date?: string | null;
  time?: string | null;
  hour?: number | null;
  minute?: number | null;
  participants?: number | null;
  language?: string | null;
  salutation?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  tel?: string | null;
  company?: string | null;
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
  message?: string | null;
  internalNote?: string | null;
  statusChangedBy?: string | null;
  statusChangedAt?: string | Date | null;
}

export const EXPORT_FIELDS = [
  'createdAt',
  'bookingStatus',
  'offerTitle',
  'date',
  'time',
  'hour',
  'minute',
  'participants',
  'language',
  'salutation',
  'firstName',
  'lastName',
  'email',
  'tel',
  'company',
  'street',
  'postalCode',
  'city',
  'country',
  'message',
  'internalNote',
  'statusChangedBy',
  'statusChangedAt',
] as const;

export const EXPORT_HEADER = [
  'Eingegangen',
  'Status',
  'Führung',
  'Wunschdatum',
  'Uhrzeit',
  'Teilnehmende',
  'Sprache',
  'Anrede',
  'Vorname',
  'Nachname',
  'E-Mail',
  'Telefon',
  'Firma / Einrichtung',
  'Adresse',
  'Nachricht',
  'Interne Notiz',
  'Geändert von',
  'Geändert am',
] as const;

const dateTime = (value: string | Date | null | undefined) =>
  value ? formatBerlinDateTime(new Date(value)) : '';

const twoDigits = (value: number) => String(value).padStart(2, '0');

function timeOf(request: ExportedRequest): string {
  if (request.time) return request.time;
  if (typeof request.hour === 'number') return `${request.hour}:${twoDigits(request.minute ?? 0)}`;
  return '';
}

function addressOf(request: ExportedRequest): string {
  const town = [request.postalCode, request.city].filter(Boolean).join(' ');
  return [request.street, town, request.country].filter(Boolean).join(', ');
}

/** One CSV line per request, in the order of EXPORT_HEADER. */
export function exportRow(request: ExportedRequest): CsvValue[] {
  const status = request.bookingStatus ?? 'new';
  return [
    dateTime(request.createdAt),
    isBookingStatus(status) ? STATUS_LABELS[status] : status,
    request.offerTitle,
    request.date ? formatGermanDate(request.date) : '',
    timeOf(request),
    request.participants,
    request.language,
    request.salutation,
    request.firstName,
    request.lastName,
    request.email,
    request.tel,
    request.company,
    addressOf(request),
    request.message,
    request.internalNote,
    request.statusChangedBy,
    dateTime(request.statusChangedAt),
  ];
}
