/**
 * The two calendar documents from the content: the programme (filtered like the programme
 * page) and one event. The reads are passed in, so the server wires the cached content layer
 * and tests a fake CMS.
 */
import type { Locale } from '~/domain/locale';
import type { Category, Event, GeneralContact, TargetGroup } from '~/domain/types';
import { commonMessages } from '~/i18n/messages';
import { tableTranslator } from '~/i18n/translate';
import { buildCalendar, type CalendarOptions } from './ics.server';
import { calendarFeedMessages } from './messages';
import { selectProgrammeEvents } from './select-events';

export type CalendarReads = {
  getEventDetails(locale: Locale): Promise<Event[]>;
  getEvent(slug: string, locale: Locale): Promise<Event | null>;
  getCategories(locale: Locale, scope: 'event'): Promise<Category[]>;
  getTargetGroups(locale: Locale): Promise<TargetGroup[]>;
  getGeneralContact(locale: Locale): Promise<GeneralContact>;
};

export type CalendarRequest = {
  locale: Locale;
  now: Date;
  /** The configured public origin. */
  origin: string;
};

/** The museum's name and address lines, each once (the address may start with the name). */
function venueOf(contact: GeneralContact, siteName: string): string[] {
  const name = contact.museumName ?? siteName;
  return [name, ...contact.addressLines.filter((line) => line !== name)];
}

async function calendarOptions(
  reads: CalendarReads,
  { locale, now, origin }: CalendarRequest,
  /** The calendar's name; the programme's by default. */
  name?: string,
): Promise<CalendarOptions> {
  const t = tableTranslator(calendarFeedMessages, locale);
  const siteName = tableTranslator(commonMessages, locale)('site.name');
  const contact = await reads.getGeneralContact(locale);
  return {
    locale,
    origin,
    now,
    t,
    name: name ?? t('feed.name', { site: siteName }),
    description: t('feed.description', { site: siteName }),
    venue: venueOf(contact, siteName),
  };
}

/** The programme as a subscription, for a query of the programme page. */
export async function programmeCalendar(
  reads: CalendarReads,
  request: CalendarRequest,
  query: URLSearchParams,
): Promise<string> {
  const { locale, now } = request;
  const [events, categories, targetGroups, options] = await Promise.all([
    reads.getEventDetails(locale),
    reads.getCategories(locale, 'event'),
    reads.getTargetGroups(locale),
    calendarOptions(reads, request),
  ]);
  const selected = selectProgrammeEvents(events, query, {
    now,
    knownTargets: targetGroups.map((group) => group.slug),
    knownTypes: categories.map((category) => category.slug),
  });
  return buildCalendar(selected, options);
}

export type EventCalendarFile = { filename: string; body: string };

/** One event as a calendar file, or null when there is no such event. */
export async function eventCalendar(
  reads: CalendarReads,
  request: CalendarRequest,
  slug: string,
): Promise<EventCalendarFile | null> {
  const event = await reads.getEvent(slug, request.locale);
  if (!event) return null;
  const body = buildCalendar([event], await calendarOptions(reads, request, event.title));
  // Slugs are URL-safe already; the file name is kept to plain letters whatever comes.
  return { filename: `${event.slug.replace(/[^\w.-]+/g, '-')}.ics`, body };
}
