import { describe, expect, it } from 'vitest';
import { href } from '~/site/paths';
import { noPracticalFacts } from '~/domain/practical-facts';
import { eventLd, exhibitionLd } from './event-ld.server';
import { origin, sampleEvent, sampleExhibition, samplePage } from './sample-items.fixture';

const eventPage = samplePage(href('event', { slug: 'nikolausfuehrung' }, 'de'));

describe('eventLd', () => {
  it('describes a scheduled event at the museum, organised by it', () => {
    const node = eventLd(sampleEvent(), eventPage);
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Nikolausführung',
      url: eventPage.url,
      inLanguage: 'de-DE',
      description: 'Eine Führung für Familien.',
      // The share rendition from the site's own /media, at the configured origin.
      image: `${origin}/media/v1/1280/original.jpg.jpeg`,
      startDate: '2026-12-06T11:00:00+01:00',
      endDate: '2026-12-06T12:30:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Museum',
        '@id': `${origin}/#museum`,
        name: 'Zentralmuseum',
        url: `${origin}/`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Am Zentralplatz 1',
          postalCode: '50999',
          addressLocality: 'Mittelstadt',
          addressCountry: 'Deutschland',
        },
      },
      organizer: {
        '@type': 'Organization',
        '@id': `${origin}/#museum`,
        name: 'Zentralmuseum',
        url: `${origin}/`,
      },
      audience: [
        { '@type': 'Audience', audienceType: 'Familien' },
        { '@type': 'Audience', audienceType: 'Kinder' },
      ],
    });
  });

  it('gives summer times the +02:00 offset and winter times +01:00', () => {
    const summer = eventLd(
      sampleEvent({ startDate: '2026-07-04T16:00:00.000Z', endDate: '2026-07-04T18:00:00.000Z' }),
      eventPage,
    );
    expect(summer.startDate).toBe('2026-07-04T18:00:00+02:00');
    expect(summer.endDate).toBe('2026-07-04T20:00:00+02:00');
    const winter = eventLd(sampleEvent({ startDate: '2026-01-10T23:30:00.000Z' }), eventPage);
    // Half past midnight in Berlin: already the next day there.
    expect(winter.startDate).toBe('2026-01-11T00:30:00+01:00');
  });

  it('names only the days of an all-day event, as Berlin dates', () => {
    const node = eventLd(
      sampleEvent({
        allDay: true,
        startDate: '2026-05-30T22:00:00.000Z',
        endDate: '2026-06-01T21:59:00.000Z',
      }),
      eventPage,
    );
    expect(node.startDate).toBe('2026-05-31');
    expect(node.endDate).toBe('2026-06-01');
  });

  it('marks a cancelled and a postponed event', () => {
    expect(eventLd(sampleEvent({ status: 'cancelled' }), eventPage).eventStatus).toBe(
      'https://schema.org/EventCancelled',
    );
    expect(eventLd(sampleEvent({ status: 'postponed' }), eventPage).eventStatus).toBe(
      'https://schema.org/EventPostponed',
    );
  });

  it('says free admission only when the editors marked it', () => {
    expect(eventLd(sampleEvent({ freeAdmission: true }), eventPage).isAccessibleForFree).toBe(true);
    expect(eventLd(sampleEvent(), eventPage)).not.toHaveProperty('isAccessibleForFree');
  });

  it('puts a named place inside the museum, with its address', () => {
    const node = eventLd(sampleEvent({ place: 'Großer Saal' }), eventPage);
    expect(node.location).toMatchObject({
      '@type': 'Place',
      name: 'Großer Saal',
      address: { streetAddress: 'Am Zentralplatz 1' },
      containedInPlace: { '@id': `${origin}/#museum` },
    });
  });

  it('leaves out what the item does not have', () => {
    const node = eventLd(
      sampleEvent({ endDate: null, image: null, teaserText: null, targetGroups: [] }),
      eventPage,
    );
    for (const key of ['endDate', 'image', 'description', 'audience'])
      expect(node).not.toHaveProperty(key);
  });

  it('prefers the SEO description to the teaser', () => {
    const seo = { metaTitle: null, metaDescription: 'Für Suchmaschinen', shareImage: null };
    expect(eventLd(sampleEvent({ seo }), eventPage).description).toBe('Für Suchmaschinen');
  });
});

describe('exhibitionLd', () => {
  it('describes an exhibition by its days, in its place in the museum', () => {
    const page = samplePage(href('exhibition', { slug: 'maschinen-der-zukunft' }, 'de'));
    const node = exhibitionLd(sampleExhibition(), page);
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ExhibitionEvent',
      name: 'Maschinen der Zukunft',
      url: page.url,
      startDate: '2026-03-01',
      endDate: '2026-10-31',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Schauhaus' },
      organizer: { '@id': `${origin}/#museum` },
    });
  });

  it('has no end for a permanent exhibition without an end date', () => {
    const page = samplePage(href('exhibition', { slug: 'technik' }, 'en'), 'en');
    const node = exhibitionLd(
      sampleExhibition({ type: 'permanent', endDate: null, place: null }),
      page,
    );
    expect(node).not.toHaveProperty('endDate');
    expect(node.inLanguage).toBe('en-US');
    expect(node.location).toMatchObject({ '@type': 'Museum', url: `${origin}/en` });
  });
});

describe('the practical facts in the item nodes', () => {
  const facts = { ...noPracticalFacts };

  it('gives an event its prices as offers at the ticket shop, its languages and length', () => {
    const node = eventLd(
      sampleEvent({
        place: 'Vortragssaal',
        facts: {
          ...facts,
          price: 8,
          reducedPrice: 5.5,
          ticketUrl: 'https://tickets.zentralmuseum.example/lesung',
          room: 'U 03',
          durationMinutes: 90,
          languages: ['de', 'gsg'],
        },
      }),
      eventPage,
    );
    expect(node).toMatchObject({
      offers: [
        {
          '@type': 'Offer',
          price: 8,
          priceCurrency: 'EUR',
          url: 'https://tickets.zentralmuseum.example/lesung',
        },
        { '@type': 'Offer', name: 'Ermäßigt', price: 5.5, priceCurrency: 'EUR' },
      ],
      inLanguage: ['de', 'gsg'],
      duration: 'PT90M',
      location: { '@type': 'Place', name: 'Vortragssaal', identifier: 'U 03' },
    });
    expect(node).not.toHaveProperty('isAccessibleForFree');
  });

  it('makes a free event an offer of nothing, and a ticket path an address on this site', () => {
    const node = eventLd(
      sampleEvent({
        freeAdmission: true,
        facts: { ...facts, freeAdmission: true, ticketUrl: '/besuch/zeiten-preise' },
      }),
      eventPage,
    );
    expect(node.offers).toEqual({
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'EUR',
      url: `${origin}/besuch/zeiten-preise`,
    });
    expect(node.isAccessibleForFree).toBe(true);
  });

  it('keeps the page language and says nothing of prices when the editors gave none', () => {
    const node = eventLd(sampleEvent(), eventPage);
    expect(node.inLanguage).toBe('de-DE');
    expect(node).not.toHaveProperty('offers');
    expect(node).not.toHaveProperty('duration');
  });

  it('gives an exhibition its ticket shop, its room and the languages of its texts', () => {
    const page = samplePage(href('exhibition', { slug: 'streamlines' }, 'en'), 'en');
    const node = exhibitionLd(
      sampleExhibition({
        place: null,
        facts: {
          ...facts,
          reducedPrice: 5,
          ticketUrl: 'https://tickets.zentralmuseum.example/',
          room: '2.01',
          languages: ['de', 'en'],
        },
      }),
      page,
    );
    expect(node).toMatchObject({
      offers: {
        '@type': 'Offer',
        name: 'Reduced',
        price: 5,
        url: 'https://tickets.zentralmuseum.example/',
      },
      inLanguage: ['de', 'en'],
      location: { '@type': 'Place', name: '2.01', identifier: '2.01' },
    });
  });
});

describe('eventLd of a series', () => {
  // Saturdays 14:00–15:30 from 7 March 2026, until 30 May; one date cancelled, one moved.
  const series = sampleEvent({
    startDate: '2026-03-07T13:00:00.000Z',
    endDate: '2026-03-07T14:30:00.000Z',
    series: {
      frequency: 'weekly',
      interval: 1,
      weekdays: ['saturday'],
      weekOfMonth: null,
      until: '2026-05-30',
      count: null,
      changes: [
        { date: '2026-04-04', kind: 'cancelled', start: null, end: null, note: null },
        {
          date: '2026-04-11',
          kind: 'moved',
          start: '2026-04-12T08:00:00.000Z',
          end: null,
          note: null,
        },
      ],
    },
  });

  it('names the next date as its own and the rule as a Schedule in Berlin time', () => {
    const next = { start: '2026-03-28T13:00:00.000Z', end: '2026-03-28T14:30:00.000Z' };
    const node = eventLd(series, eventPage, next) as unknown as Record<string, unknown>;
    expect(node.startDate).toBe('2026-03-28T14:00:00+01:00');
    expect(node.endDate).toBe('2026-03-28T15:30:00+01:00');
    expect(node.eventSchedule).toEqual({
      '@type': 'Schedule',
      repeatFrequency: 'P1W',
      byDay: ['https://schema.org/Saturday'],
      startDate: '2026-03-07',
      endDate: '2026-05-30',
      startTime: '14:00:00',
      endTime: '15:30:00',
      duration: 'PT1H30M',
      scheduleTimezone: 'Europe/Berlin',
      exceptDate: ['2026-04-04', '2026-04-11'],
    });
  });

  it('gives a moved date as a rescheduled sub-event with its previous start', () => {
    const node = eventLd(series, eventPage) as { subEvent?: Record<string, unknown>[] };
    expect(node.subEvent).toHaveLength(1);
    expect(node.subEvent?.[0]).toMatchObject({
      '@type': 'Event',
      startDate: '2026-04-12T10:00:00+02:00',
      endDate: '2026-04-12T11:30:00+02:00',
      previousStartDate: '2026-04-11T14:00:00+02:00',
      eventStatus: 'https://schema.org/EventRescheduled',
    });
  });

  it('writes the nth weekday of a month and a number of dates', () => {
    const monthly = sampleEvent({
      ...series,
      series: {
        ...series.series!,
        frequency: 'monthly',
        interval: 2,
        weekOfMonth: 1,
        until: null,
        count: 5,
        changes: [],
      },
    });
    const node = eventLd(monthly, eventPage) as { eventSchedule?: Record<string, unknown> };
    expect(node.eventSchedule).toMatchObject({
      repeatFrequency: 'P2M',
      byDay: ['https://schema.org/Saturday'],
      byMonthWeek: 1,
      repeatCount: 5,
      startDate: '2026-03-07',
    });
  });
});
