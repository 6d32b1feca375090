import type {
  DayOfWeek,
  Event as EventNode,
  EventStatusType,
  ExhibitionEvent,
  Offer,
  Schedule,
  WithContext,
} from 'schema-dts';
import type {
  Event,
  EventStatus,
  Exhibition,
  PracticalFacts,
  Seo,
  Term,
  Weekday,
} from '~/domain/types';
import { absoluteSiteUrl } from '~/site/media-paths';
import { berlinClockTime, berlinDate, MUSEUM_TIME_ZONE } from '~/time';
import { seriesCalendarRule } from '~/time/recurrence';
import { locationOf, organizationOf, pageProperties } from './item-ld.server';
import type { LdPage } from './page-ld.server';
import { isoDuration, schemaDate } from './schema-dates.server';

const eventStatus: Record<EventStatus, EventStatusType> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
};

/** What search engines show as the summary: the editors' SEO text, else the teaser. */
function summary(item: { seo: Seo | null; teaserText: string | null }): string | null {
  return item.seo?.metaDescription ?? item.teaserText;
}

function audienceOf(targetGroups: readonly Term[]) {
  return targetGroups.map((group) => ({ '@type': 'Audience' as const, audienceType: group.title }));
}

/** Everything on site, in the museum, organised by it. */
function onSite(page: LdPage, place: string | null, room: string | null) {
  return {
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode' as const,
    location: locationOf(page.museum, place, room),
    organizer: organizationOf(page.museum),
  };
}

const dayOfWeek = (day: Weekday): DayOfWeek =>
  `https://schema.org/${day[0]!.toUpperCase()}${day.slice(1)}` as DayOfWeek;

const weekdayNames: Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/**
 * A series as schema.org's Schedule (decision 0056): the rule (frequency, days, the nth
 * weekday of a month, first and last day or number of dates, Berlin times and zone) and its
 * cancelled and moved dates as exceptDate. Null for a single date.
 */
function scheduleOf(item: Event): Schedule | null {
  const series = item.series;
  const rule = series ? seriesCalendarRule(item) : null;
  if (!series || !rule) return null;
  const firstDate = berlinDate(rule.start);
  const days =
    series.weekdays.length > 0
      ? series.weekdays
      : [weekdayNames[new Date(`${firstDate}T12:00:00Z`).getUTCDay()]!];
  const monthly = series.frequency === 'monthly';
  const byMonthDay = monthly && series.weekOfMonth === null;
  const seconds = rule.end ? (rule.end.getTime() - rule.start.getTime()) / 1000 : null;
  const duration = item.allDay ? undefined : isoDuration(seconds);
  const exceptDate = [
    ...rule.excluded.map((date) => berlinDate(date)),
    ...rule.moved.map((moved) => berlinDate(moved.recurrenceId)),
  ].sort();
  return {
    '@type': 'Schedule',
    repeatFrequency: `P${series.interval}${monthly ? 'M' : 'W'}`,
    ...(byMonthDay
      ? { byMonthDay: Number(firstDate.slice(8, 10)) }
      : { byDay: days.map(dayOfWeek) }),
    ...(monthly && series.weekOfMonth !== null ? { byMonthWeek: series.weekOfMonth } : {}),
    startDate: firstDate,
    ...(series.until ? { endDate: series.until } : {}),
    ...(!series.until && series.count ? { repeatCount: series.count } : {}),
    ...(item.allDay
      ? {}
      : {
          startTime: `${berlinClockTime(rule.start)}:00`,
          ...(rule.end ? { endTime: `${berlinClockTime(rule.end)}:00` } : {}),
        }),
    ...(duration ? { duration } : {}),
    scheduleTimezone: MUSEUM_TIME_ZONE,
    ...(exceptDate.length > 0 ? { exceptDate } : {}),
  };
}

/**
 * The practical facts schema.org has words for (decision 0055): the prices as offers (the
 * reduced one named in the page language, the ticket shop as their address), free entry, the
 * languages it is held in (instead of the page's) and its length as an ISO 8601 duration.
 */
function factsOf(facts: PracticalFacts, page: LdPage) {
  const url = facts.ticketUrl ? absoluteSiteUrl(facts.ticketUrl, page.origin) : null;
  const offer = (price: number, name?: string): Offer => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    price,
    priceCurrency: 'EUR',
    ...(url ? { url } : {}),
  });
  const offers: Offer[] = facts.freeAdmission
    ? [offer(0)]
    : [
        ...(facts.price !== null ? [offer(facts.price)] : []),
        ...(facts.reducedPrice !== null
          ? [offer(facts.reducedPrice, page.locale === 'de' ? 'Ermäßigt' : 'Reduced')]
          : []),
      ];
  if (offers.length === 0 && url) offers.push({ '@type': 'Offer', url });
  const [language, ...more] = facts.languages;
  return {
    ...(offers.length === 1 ? { offers: offers[0] } : offers.length > 1 ? { offers } : {}),
    ...(facts.freeAdmission ? { isAccessibleForFree: true } : {}),
    ...(language ? { inLanguage: more.length > 0 ? [language, ...more] : language } : {}),
    ...(facts.durationMinutes ? { duration: `PT${facts.durationMinutes}M` } : {}),
  };
}

/**
 * An event (SPEC: a dated programme item). Times are Berlin wall-clock time with the offset of
 * that day; an all-day event names its days only. A series names its next date as the
 * event's own (`next`), its rule as `eventSchedule` and each moved date as a rescheduled
 * sub-event with its previous start.
 */
export function eventLd(
  item: Event,
  page: LdPage,
  next: { start: string; end: string | null } | null = null,
): WithContext<EventNode> {
  const startDate = schemaDate(next ? next.start : item.startDate, item.allDay);
  const endDate = schemaDate(next ? next.end : item.endDate, item.allDay);
  const audience = audienceOf(item.targetGroups);
  const schedule = scheduleOf(item);
  const moved = schedule ? (seriesCalendarRule(item)?.moved ?? []) : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    ...pageProperties(page, item.title, summary(item), item.image),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
    eventStatus: eventStatus[item.status],
    ...onSite(page, item.place, item.facts.room),
    ...(audience.length > 0 ? { audience } : {}),
    ...(item.freeAdmission ? { isAccessibleForFree: true } : {}),
    ...factsOf(item.facts, page),
    ...(schedule ? { eventSchedule: schedule } : {}),
    ...(moved.length > 0
      ? {
          subEvent: moved.map((date) => ({
            '@type': 'Event' as const,
            name: item.title,
            startDate: schemaDate(date.start.toISOString(), item.allDay),
            ...(date.end ? { endDate: schemaDate(date.end.toISOString(), item.allDay) } : {}),
            previousStartDate: schemaDate(date.recurrenceId.toISOString(), item.allDay),
            eventStatus: 'https://schema.org/EventRescheduled' as const,
            ...onSite(page, item.place, item.facts.room),
          })),
        }
      : {}),
  };
}

/** An exhibition: a show over days (dates only), in the museum, on until it closes. */
export function exhibitionLd(item: Exhibition, page: LdPage): WithContext<ExhibitionEvent> {
  const startDate = schemaDate(item.startDate, true);
  const endDate = schemaDate(item.endDate, true);
  return {
    '@context': 'https://schema.org',
    '@type': 'ExhibitionEvent',
    ...pageProperties(page, item.title, summary(item), item.image),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
    eventStatus: eventStatus.scheduled,
    ...onSite(page, item.place, item.facts.room),
    ...factsOf(item.facts, page),
  };
}
