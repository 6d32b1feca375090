import { paragraphs } from '../lib/blocks';
import { docId, docIds, mediaId, type SeedContext } from '../lib/context';
import type { LocalizedItem } from '../lib/documents';
import { addDays, berlinDateTime, isoDate, weekdayOf, type CalendarDate } from '../lib/time';
import { openingHours } from './calendar';
import {
  EVENT_FACTS,
  PLACES,
  TICKET_SHOP,
  VISITOR_SERVICE_MAIL,
  VISITOR_SERVICE_PHONE,
  type FactTexts,
} from './event-facts';

interface EventTexts {
  slug: string;
  title: string;
  teaser: string;
  /** More than the teaser says; absent when the teaser and the facts say it all. */
  description?: string;
  place: string;
  headline?: string;
  /** free text instead of the computed date, e.g. "jeden Sonntag 11 Uhr" */
  override?: string;
}

type SeriesWeekday =
  'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** One date of a series called off or moved; dates relative to the seeding day. */
export interface SeriesChangeSpec {
  /** the occurrence the rule gives */
  date: (today: CalendarDate) => CalendarDate;
  kind: 'cancelled' | 'moved';
  /** moved: the new day and times "HH:MM" */
  to?: { date: (today: CalendarDate) => CalendarDate; start: string; end?: string };
  note?: { de: string; en: string };
}

/** A recurring event (component event.series): the event's own date is the first one. */
export interface SeriesSpec {
  frequency: 'weekly' | 'monthly';
  interval?: number;
  weekdays: SeriesWeekday[];
  weekOfMonth?: 'first' | 'second' | 'third' | 'fourth' | 'last';
  /** last possible day, relative to the seeding day */
  until?: (today: CalendarDate) => CalendarDate;
  count?: number;
  changes?: SeriesChangeSpec[];
}

/** Compact event definition; dates are relative to the seeding day. */
export interface EventSpec {
  de: EventTexts;
  en?: EventTexts; // missing = German-only
  /** a day offset from today, or a function picking the day (e.g. next Sunday) */
  day: number | ((today: CalendarDate) => CalendarDate);
  /** "HH:MM"; omitted for all-day events */
  start?: string;
  end?: string;
  highlight?: boolean;
  image: string;
  targets: string[];
  categories: string[];
  exhibitions?: string[];
  offer?: string;
  tags?: string[];
  /** Whether it takes place as announced; scheduled when absent. */
  eventStatus?: 'scheduled' | 'cancelled' | 'postponed';
  /** Free entry: no museum admission and no fee. */
  freeAdmission?: boolean;
  /** Repeats by this rule (language-independent); `day` is the first date. */
  series?: SeriesSpec;
}

const SERIES_WEEKDAYS: SeriesWeekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/**
 * The series component's data. Dates of the rule that fall on a day the museum is closed
 * (holidays, the staff day) are called off, as an editor would do.
 */
function seriesData(ctx: SeedContext, spec: SeriesSpec, first: CalendarDate) {
  const until = spec.until ? spec.until(ctx.today) : null;
  const changes = (spec.changes ?? []).map((change) => {
    const to = change.to;
    const toDate = to ? to.date(ctx.today) : null;
    return {
      date: isoDate(change.date(ctx.today)),
      kind: change.kind,
      newStart: to && toDate ? berlinDateTime(toDate, to.start) : null,
      newEnd: to && toDate && to.end ? berlinDateTime(toDate, to.end) : null,
      noteDe: change.note?.de ?? null,
      noteEn: change.note?.en ?? null,
    };
  });
  const ruleDays = new Set(spec.weekdays);
  for (const entry of openingHours(ctx.today).exceptions) {
    if (!entry.closed || changes.some((change) => change.date === entry.date)) continue;
    const [year, month, day] = entry.date.split('-').map(Number) as [number, number, number];
    const date = { year, month, day };
    const inRange = isoDate(first) <= entry.date && (!until || entry.date <= isoDate(until));
    if (spec.frequency === 'weekly' && inRange && ruleDays.has(SERIES_WEEKDAYS[weekdayOf(date)]!)) {
      changes.push({
        date: entry.date,
        kind: 'cancelled',
        newStart: null,
        newEnd: null,
        noteDe: `Das Museum ist geschlossen (${entry.labelDe}).`,
        noteEn: `The museum is closed (${entry.labelEn}).`,
      });
    }
  }
  changes.sort((a, b) => a.date.localeCompare(b.date));
  return {
    frequency: spec.frequency,
    interval: spec.interval ?? 1,
    ...Object.fromEntries(SERIES_WEEKDAYS.map((day) => [day, ruleDays.has(day)])),
    weekOfMonth: spec.weekOfMonth ?? null,
    until: until ? isoDate(until) : null,
    count: spec.count ?? null,
    changes,
  };
}

/**
 * Future events never fall on a day the museum is closed (Mondays, holidays, the staff day):
 * they move to the next open day. Today's events stay today, whatever the weekday.
 */
function openDayFrom(ctx: SeedContext, date: CalendarDate): CalendarDate {
  const closedDates = new Set(
    openingHours(ctx.today)
      .exceptions.filter((entry) => entry.closed)
      .map((entry) => entry.date),
  );
  let candidate = date;
  while (
    isoDate(candidate) !== isoDate(ctx.today) &&
    (weekdayOf(candidate) === 1 || closedDates.has(isoDate(candidate)))
  ) {
    candidate = addDays(candidate, 1);
  }
  return candidate;
}

export function buildEvent(ctx: SeedContext, spec: EventSpec): LocalizedItem {
  const date = openDayFrom(
    ctx,
    typeof spec.day === 'number' ? addDays(ctx.today, spec.day) : spec.day(ctx.today),
  );
  const allDay = !spec.start;
  // All-day events span the whole Berlin calendar day.
  const startDate = berlinDateTime(date, spec.start ?? '00:00');
  const endDate = allDay
    ? berlinDateTime(date, '23:59')
    : spec.end
      ? berlinDateTime(date, spec.end)
      : null;
  const shared = {
    startDate,
    endDate,
    allDay,
    highlight: spec.highlight ?? false,
    image: mediaId(ctx, spec.image),
    targetGroups: docIds(ctx, 'target-group', spec.targets),
    categories: docIds(ctx, 'category', spec.categories),
    accessibilityTags: docIds(ctx, 'accessibility-tag', spec.tags ?? []),
    exhibitions: docIds(ctx, 'exhibition', spec.exhibitions ?? []),
    offer: spec.offer ? docId(ctx, 'offer', spec.offer) : null,
    eventStatus: spec.eventStatus ?? 'scheduled',
    ...sharedFacts(spec),
    series: spec.series ? seriesData(ctx, spec.series, date) : null,
  };
  const facts = EVENT_FACTS[spec.de.slug];
  const localized = (texts: EventTexts, locale: 'de' | 'en') => ({
    ...shared,
    title: texts.title,
    slug: texts.slug,
    headline: texts.headline ?? null,
    teaserText: texts.teaser,
    // The teaser is shown once, above the text: the text does not repeat it.
    body: texts.description ? paragraphs(texts.description) : [],
    place: texts.place,
    dateTimeOverride: texts.override ?? null,
    info: infoTexts(facts?.[locale]),
  });
  return {
    key: spec.de.slug,
    de: localized(spec.de, 'de'),
    en: spec.en ? localized(spec.en, 'en') : undefined,
  };
}

/** The facts both languages share (not localized in the CMS). */
function sharedFacts(spec: EventSpec) {
  const facts = EVENT_FACTS[spec.de.slug] ?? {};
  const place = Object.values(PLACES).find((entry) => entry.de === spec.de.place);
  return {
    freeAdmission: spec.freeAdmission ?? facts.freeAdmission ?? false,
    price: facts.price ?? null,
    reducedPrice: facts.reducedPrice ?? null,
    ticketUrl: facts.ticket ? `${TICKET_SHOP}/${spec.de.slug}` : null,
    registrationRequired: facts.registrationRequired ?? null,
    registrationPhone: facts.registrationBy === 'phone' ? VISITOR_SERVICE_PHONE : null,
    registrationMail: facts.registrationBy === 'mail' ? VISITOR_SERVICE_MAIL : null,
    room: place?.room ?? null,
    stepFree: place?.stepFree ?? null,
    durationMinutes: facts.durationMinutes ?? null,
    languages: (facts.languages ?? 'de') || null,
  };
}

/** The "Eckdaten" texts of one language; none when there is nothing to say. */
function infoTexts(texts: FactTexts | undefined) {
  if (!texts || Object.keys(texts).length === 0) return null;
  return { ...texts };
}
