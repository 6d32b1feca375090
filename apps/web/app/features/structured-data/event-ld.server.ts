import type {
  Event as EventNode,
  EventStatusType,
  ExhibitionEvent,
  Offer,
  WithContext,
} from 'schema-dts';
import type { Event, EventStatus, Exhibition, PracticalFacts, Seo, Term } from '~/domain/types';
import { absoluteSiteUrl } from '~/site/media-paths';
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
function onSite(page: LdPage, place: string | null, room: string | null) {
  return {
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode' as const,
    location: locationOf(page.museum, place, room),
    organizer: organizationOf(page.museum),
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
    ...onSite(page, item.place, item.facts.room),
    ...(audience.length > 0 ? { audience } : {}),
    ...(item.freeAdmission ? { isAccessibleForFree: true } : {}),
    ...factsOf(item.facts, page),
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
