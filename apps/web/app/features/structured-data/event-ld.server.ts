import type { Event as EventNode, EventStatusType, ExhibitionEvent, WithContext } from 'schema-dts';
import type { Event, EventStatus, Exhibition, Seo, Term } from '~/domain/types';
import { locationOf, organizationOf, pageProperties } from './item-ld.server';
import type { LdPage } from './page-ld.server';
import { schemaDate } from './schema-dates.server';

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
function onSite(page: LdPage, place: string | null) {
  return {
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode' as const,
    location: locationOf(page.museum, place),
    organizer: organizationOf(page.museum),
  };
}

/**
 * An event (SPEC: a dated programme item). Times are Berlin wall-clock time with the offset of
 * that day; an all-day event names its days only.
 */
export function eventLd(item: Event, page: LdPage): WithContext<EventNode> {
  const startDate = schemaDate(item.startDate, item.allDay);
  const endDate = schemaDate(item.endDate, item.allDay);
  const audience = audienceOf(item.targetGroups);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    ...pageProperties(page, item.title, summary(item), item.image),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
    eventStatus: eventStatus[item.status],
    ...onSite(page, item.place),
    ...(audience.length > 0 ? { audience } : {}),
    ...(item.freeAdmission ? { isAccessibleForFree: true } : {}),
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
    ...onSite(page, item.place),
  };
}
