import { BARRIER_REPORT, BOOKING_REQUEST } from '../bootstrap/content-types';
import type { ReplyLocale, TemplateName } from './defaults';
import type { TemplateValues } from './template';
import {
  bookingValues,
  reportValues,
  type BookingFacts,
  type MuseumContact,
  type ReportFacts,
} from './values';

/**
 * What is answered: booking requests and barrier reports go through this one module (issue
 * #47 will merge their intake; the replies are one mechanism already). A status step named in
 * `templates` queues the reply with that template.
 */
export interface ReplyKind {
  /** Part of the outbox key and the admin route: `booking-request`, `barrier-report`. */
  name: string;
  uid: string;
  statusField: string;
  templates: Record<string, TemplateName>;
  /** Kinds whose visitors may leave out the address send nothing without one. */
  addressOptional: boolean;
  values(
    entry: Record<string, unknown>,
    contact: MuseumContact | null,
    locale: ReplyLocale,
  ): TemplateValues;
}

export const REPLY_KINDS: ReplyKind[] = [
  {
    name: 'booking-request',
    uid: BOOKING_REQUEST,
    statusField: 'bookingStatus',
    templates: { confirmed: 'bookingConfirmed', declined: 'bookingDeclined' },
    addressOptional: false,
    values: (entry, contact, locale) => bookingValues(entry as BookingFacts, contact, locale),
  },
  {
    name: 'barrier-report',
    uid: BARRIER_REPORT,
    statusField: 'reportStatus',
    templates: { done: 'reportAnswered' },
    addressOptional: true,
    values: (entry, contact, locale) => reportValues(entry as ReportFacts, contact, locale),
  },
];

export const kindOfUid = (uid: string) => REPLY_KINDS.find((kind) => kind.uid === uid);

/** The one reply per entry and template: the outbox's unique key. */
export const replyKey = (kind: ReplyKind, documentId: string, template: TemplateName) =>
  `${kind.name}:${documentId}:${template}`;
