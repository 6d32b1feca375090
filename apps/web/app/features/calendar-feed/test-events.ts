/** Events for the calendar tests: a complete domain object with what each test changes. */
import { noPracticalFacts } from '~/domain/practical-facts';
import type { Event } from '~/domain/types';

export function testEvent(changes: Partial<Event> = {}): Event {
  return {
    contentType: 'event',
    title: 'Nachtführung',
    slug: 'nachtfuehrung',
    startDate: '2026-12-01T18:00:00.000Z',
    endDate: '2026-12-01T19:30:00.000Z',
    allDay: false,
    dateTimeOverride: null,
    highlight: false,
    headline: null,
    teaserText: 'Mit Taschenlampen durch die Technik.',
    body: [],
    image: null,
    place: 'Halle 1',
    targetGroups: [{ title: 'Familien', slug: 'familien' }],
    categories: [{ title: 'Führung', slug: 'fuehrung' }],
    accessibilityTags: [],
    exhibitions: [],
    offer: null,
    status: 'scheduled',
    freeAdmission: false,
    facts: noPracticalFacts,
    info: null,
    series: null,
    seo: null,
    alternates: { de: 'nachtfuehrung' },
    revision: { id: 'doc-night', updatedAt: '2026-11-01T10:00:00.000Z' },
    ...changes,
  };
}
