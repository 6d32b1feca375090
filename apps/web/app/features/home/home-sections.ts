/** What the home page's three sections show (SPEC §1), chosen by Berlin dates. */
import type {
  ContentTeaser,
  DigitalOfferTeaser,
  EventTeaser,
  ExhibitionTeaser,
} from '~/domain/types';
import { applyProgrammeFilter, defaultProgrammeFilter } from '~/features/programme-filters';
import { groupByPhase } from '~/features/exhibitions/exhibition-phase';

const EVENTS_PER_SECTION = 3;
const DIGITAL_OFFERS = 3;

export type HomeSections = {
  current: ContentTeaser[];
  comingSoon: ContentTeaser[];
  discover: ContentTeaser[];
};

export function homeSections(
  content: {
    exhibitions: ExhibitionTeaser[];
    events: EventTeaser[];
    digitalOffers: DigitalOfferTeaser[];
  },
  now: Date,
): HomeSections {
  const exhibitions = groupByPhase(content.exhibitions, now);
  // Today's events and those running now (the today filter includes both).
  const today = applyProgrammeFilter(
    content.events,
    { ...defaultProgrammeFilter, when: 'today' },
    now,
  ).filter(
    (event) => new Date(event.endDate ?? event.startDate).getTime() > now.getTime() || event.allDay,
  );
  const todaySlugs = new Set(today.map((event) => event.slug));
  const next = applyProgrammeFilter(
    content.events,
    { ...defaultProgrammeFilter, view: 'preview' },
    now,
  ).filter((event) => !todaySlugs.has(event.slug));
  return {
    current: [...exhibitions.current, ...today.slice(0, EVENTS_PER_SECTION)],
    comingSoon: [...exhibitions.upcoming, ...next.slice(0, EVENTS_PER_SECTION)],
    discover: content.digitalOffers.slice(0, DIGITAL_OFFERS),
  };
}
