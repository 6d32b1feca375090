/**
 * Events as an iCalendar (RFC 5545) document: the programme subscription and the single
 * event's "Add to calendar" file are both made here. Server only: the VTIMEZONE data is read
 * from the file system (@touch4it/ical-timezones, IANA rules as VTIMEZONE components).
 */
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import icalGenerator, {
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalEventData,
} from 'ical-generator';
import type { Locale } from '~/domain/locale';
import type { Event } from '~/domain/types';
import { formatCalendarDate } from '~/i18n/format-date';
import { href } from '~/site/paths';
import { addDays, berlinClockTime, berlinDate, MUSEUM_TIME_ZONE } from '~/time';
import { seriesCalendarRule, type SeriesCalendarRule } from '~/time/recurrence';
import type { CalendarTranslate } from './messages';

/** The zone's VTIMEZONE text, read from the package's files once per zone, not per request. */
const vtimezones = new Map<string, string | null>();
function vtimezoneOf(zone: string): string | null {
  if (!vtimezones.has(zone)) vtimezones.set(zone, getVtimezoneComponent(zone) ?? null);
  return vtimezones.get(zone) ?? null;
}

/** What a calendar entry is made of. */
export type CalendarEvent = Pick<
  Event,
  | 'title'
  | 'slug'
  | 'startDate'
  | 'endDate'
  | 'allDay'
  | 'teaserText'
  | 'place'
  | 'categories'
  | 'status'
  | 'freeAdmission'
  | 'revision'
  | 'series'
>;

export type CalendarOptions = {
  locale: Locale;
  /** The configured public origin (never the request's Host). */
  origin: string;
  /** NAME / X-WR-CALNAME. */
  name: string;
  description?: string;
  /** The museum's name and address, added to each entry's place. */
  venue: readonly string[];
  /** Stands in for the change time of entries the CMS gave no revision. */
  now: Date;
  t: CalendarTranslate;
};

/**
 * Characters RFC 5545 allows in no content line (3.1, 3.3.11: the controls, except the tab and
 * the CRLF that ends a line; a line break inside a text is escaped as backslash-n): a vertical tab
 * from the CMS would make the whole document unreadable for a strict calendar app. None can be
 * part of a valid document, so they are taken out of the finished text.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * A calendar-level TEXT value (NAME, X-WR-CALNAME, X-WR-CALDESC), which ical-generator writes
 * as it gets it: escaped here (RFC 5545 3.3.11: backslash, semicolon, comma, line breaks as
 * backslash-n), so an editor's line break cannot start a property of its own (issue 41). A name is
 * one line: its line breaks become spaces.
 */
function calendarTextValue(value: string, { oneLine = false } = {}): string {
  const text = value
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\r\n|\r|\n/g, oneLine ? ' ' : '\\n');
  return oneLine ? text.replace(/ {2,}/g, ' ').trim() : text;
}

/** Calendar apps are asked to look again every hour (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;
/** SEQUENCE counts seconds from here: small enough for a 32-bit integer until 2088. */
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);

/**
 * The entry's identity: the CMS document id (shared by both languages, unchanged by a new
 * slug) plus the language, as each language is its own entry. Without a revision (a CMS
 * that sends no document id) the slug is the best there is.
 */
export function calendarUid(event: CalendarEvent, locale: Locale, origin: string): string {
  const host = new URL(origin).host;
  const id = event.revision?.id ?? `slug-${event.slug}`;
  return `${id}-${locale}@${host}`;
}

/** Grows with every save of the entry, so calendar apps take the newer version. */
export function calendarSequence(event: CalendarEvent): number {
  const saved = event.revision ? Date.parse(event.revision.updatedAt) : NaN;
  if (Number.isNaN(saved)) return 0;
  return Math.max(0, Math.floor((saved - SEQUENCE_EPOCH) / 1000));
}

/** A Berlin wall-clock view of an instant, which ical-generator writes with TZID. */
const berlinClock = (instant: Date) => new TZDate(instant.getTime(), MUSEUM_TIME_ZONE);

/** Berlin midnight of a calendar day, written as a DATE value. */
const berlinDay = (isoDate: string) => new TZDate(`${isoDate}T00:00:00`, MUSEUM_TIME_ZONE);

/**
 * Start and end as the calendar shows them: whole Berlin days for all-day events (DTEND is
 * the day after the last one, RFC 5545 3.6.1), otherwise the instants in Berlin time. A
 * timed event without an end gets no DTEND.
 */
function timing(event: CalendarEvent): Pick<ICalEventData, 'start' | 'end' | 'allDay'> {
  const start = new Date(event.startDate);
  const end = event.endDate ? new Date(event.endDate) : null;
  const usableEnd = end && end.getTime() >= start.getTime() ? end : null;
  if (event.allDay) {
    const lastDay = berlinDate(usableEnd ?? start);
    return {
      allDay: true,
      start: berlinDay(berlinDate(start)),
      end: berlinDay(addDays(lastDay, 1)),
    };
  }
  return { start: berlinClock(start), end: usableEnd ? berlinClock(usableEnd) : null };
}

/**
 * Postponed events stay in the calendar as TENTATIVE with a note and a marked title: the
 * date shown is no longer certain, but the event has not gone away. Cancelled ones are
 * CANCELLED (apps strike them through or remove them) and marked in the title too, as many
 * apps do not show STATUS.
 */
function statusOf(event: CalendarEvent, t: CalendarTranslate) {
  switch (event.status) {
    case 'cancelled':
      return {
        status: ICalEventStatus.CANCELLED,
        summary: t('entry.cancelled', { title: event.title }),
        note: t('entry.cancelledNote'),
      };
    case 'postponed':
      return {
        status: ICalEventStatus.TENTATIVE,
        summary: t('entry.postponed', { title: event.title }),
        note: t('entry.postponedNote'),
      };
    default:
      return { status: ICalEventStatus.CONFIRMED, summary: event.title, note: null };
  }
}

/** An instant as a Berlin local DATE-TIME value (for EXDATE;TZID=Europe/Berlin). */
const berlinLocalValue = (instant: Date) =>
  `${berlinDate(instant).replaceAll('-', '')}T${berlinClockTime(instant).replace(':', '')}00`;

/**
 * The RRULE and EXDATE lines of a series (RFC 5545 3.8.5): ical-generator writes a rule given
 * as text as it is, so the cancelled dates go with it, as Berlin local times (TZID) or, for
 * all-day series, as dates.
 */
function recurrenceLines(rule: SeriesCalendarRule, allDay: boolean): string {
  const lines = [`RRULE:${rule.rrule}`];
  if (rule.excluded.length > 0) {
    lines.push(
      allDay
        ? `EXDATE;VALUE=DATE:${rule.excluded.map((date) => berlinDate(date).replaceAll('-', '')).join(',')}`
        : `EXDATE;TZID=${MUSEUM_TIME_ZONE}:${rule.excluded.map(berlinLocalValue).join(',')}`,
    );
  }
  return lines.join('\n');
}

function descriptionOf(
  event: CalendarEvent,
  t: CalendarTranslate,
  note: string | null,
  extra: (string | null)[] = [],
): string | null {
  const text = [
    note,
    ...extra,
    event.teaserText,
    event.freeAdmission ? t('entry.freeAdmission') : null,
  ]
    .filter(Boolean)
    .join('\n\n');
  return text || null;
}

function entryOf(event: CalendarEvent, options: CalendarOptions): ICalEventData {
  const { locale, origin, venue, now, t } = options;
  const { status, summary, note } = statusOf(event, t);
  const description = descriptionOf(event, t, note);
  const changed = event.revision ? new Date(event.revision.updatedAt) : now;
  return {
    id: calendarUid(event, locale, origin),
    sequence: calendarSequence(event),
    // Without METHOD semantics DTSTAMP is the entry's last change (RFC 5545 3.8.7.2); taking
    // the save time, not the request time, keeps the document and its ETag the same until
    // something changes.
    stamp: changed,
    lastModified: changed,
    ...timing(event),
    timezone: MUSEUM_TIME_ZONE,
    summary,
    description,
    url: new URL(href('event', { slug: event.slug }, locale), origin).href,
    location: [event.place, ...venue].filter(Boolean).join(', ') || null,
    categories: event.categories.map((category) => ({ name: category.title })),
    status,
  };
}

/** The iCalendar text of these events. */
export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const calendar = icalGenerator({
    prodId: {
      company: new URL(options.origin).host,
      product: 'calendar',
      language: options.locale.toUpperCase(),
    },
    name: calendarTextValue(options.name, { oneLine: true }),
    description: options.description ? calendarTextValue(options.description) : null,
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
    // The zone is named per entry (DTSTART;TZID=…); the calendar only brings the generator
    // that writes its VTIMEZONE. A calendar-wide zone name would make ical-generator write
    // DTSTAMP and LAST-MODIFIED as local times, where RFC 5545 requires UTC.
    timezone: { name: '', generator: vtimezoneOf },
  });
  for (const event of events) {
    const entry = entryOf(event, options);
    const rule = event.series ? seriesCalendarRule(event) : null;
    if (!rule) {
      calendar.createEvent(entry);
      continue;
    }
    // One entry for the series (its first date, the rule, the cancelled dates) and one per
    // moved date, which replaces the rule's date of the same RECURRENCE-ID.
    const firstDate = timing({
      ...event,
      startDate: rule.start.toISOString(),
      endDate: rule.end?.toISOString() ?? null,
    });
    calendar.createEvent({
      ...entry,
      ...firstDate,
      repeating: recurrenceLines(rule, event.allDay),
    });
    for (const moved of rule.moved) {
      const movedFrom = options.t('entry.moved', {
        date: formatCalendarDate(berlinDate(moved.recurrenceId), options.locale, { weekday: true }),
      });
      calendar.createEvent({
        ...entry,
        ...timing({
          ...event,
          startDate: moved.start.toISOString(),
          endDate: moved.end?.toISOString() ?? null,
        }),
        recurrenceId: event.allDay
          ? berlinDay(berlinDate(moved.recurrenceId))
          : berlinClock(moved.recurrenceId),
        description: descriptionOf(event, options.t, statusOf(event, options.t).note, [
          movedFrom,
          moved.note?.[options.locale] ?? null,
        ]),
      });
    }
  }
  // ical-generator leaves the CRLF after END:VCALENDAR out; RFC 5545 §3.1 ends every line so.
  return `${calendar.toString().replace(FORBIDDEN_CONTROLS, '')}\r\n`;
}
