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
