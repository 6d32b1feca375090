import { describe, expect, it } from 'vitest';
import type { PageSection, TeaserContentType } from '../domain/types';
import { href } from './paths';
import {
  detailScreenOf,
  introScreens,
  overviewOf,
  screenIds,
  screens,
  sectionScreensOf,
} from './screens';

describe('facts derived from the screen table', () => {
  it('leads every kind of content to its detail screen', () => {
    const kinds: Record<TeaserContentType, string> = {
      exhibition: '/ausstellungen/x',
      event: '/veranstaltungen/x',
      offer: '/fuehrungen/x',
      discover: '/digitale-angebote/x',
      press: '/presse/x',
    };
    for (const [kind, path] of Object.entries(kinds) as [TeaserContentType, string][]) {
      expect(href(detailScreenOf(kind), { slug: 'x' }, 'de'), kind).toBe(path);
    }
  });

  it('has one detail screen per kind of content', () => {
    const kinds = screenIds.flatMap((id) => (screens[id].detailOf ? [screens[id].detailOf] : []));
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('finds the overview and the detail screen of each page section', () => {
    const sections: Record<PageSection, { overview: string | null; detail: string }> = {
      visit: { overview: 'visit', detail: 'visitDetail' },
      museum: { overview: 'museum', detail: 'museumDetail' },
      accessibility: { overview: 'accessibility', detail: 'accessibilityDetail' },
      none: { overview: null, detail: 'page' },
    };
    for (const [section, expected] of Object.entries(sections) as [PageSection, unknown][]) {
      expect(sectionScreensOf(section), section).toEqual(expected);
    }
  });

  it('puts detail screens under their overview in the breadcrumb, and nothing above lists', () => {
    expect(overviewOf('exhibition')).toBe('exhibitions');
    expect(overviewOf('guidedTourRequest')).toBe('guidedTours');
    expect(overviewOf('digitalOfferAuthor')).toBe('digitalOffers');
    expect(overviewOf('pressDetail')).toBe('pressList');
    expect(overviewOf('exhibitions')).toBeNull();
    expect(overviewOf('page')).toBeNull();
    for (const id of screenIds) {
      const overview = overviewOf(id);
      if (overview) expect(screens[overview].path.de, id).not.toContain(':');
      // Every detail screen sits under an overview, except the generic page at /{slug}.
      if (screens[id].path.de.includes(':') && id !== 'page') expect(overview, id).not.toBeNull();
    }
  });

  it('asks the CMS for the intros of the twelve overview screens, none with a parameter', () => {
    expect(introScreens).toEqual([
      'exhibitions',
      'accessibility',
      'visit',
      'digitalOffers',
      'guidedTours',
      'today',
      'contact',
      'museum',
      'pressList',
      'programme',
      'search',
      'events',
    ]);
    for (const id of introScreens) expect(screens[id].path.de).not.toContain(':');
  });

  it('titles exactly the screens without content of their own', () => {
    for (const id of screenIds) {
      const hasParameter = screens[id].path.de.includes(':');
      expect(screens[id].title === null, id).toBe(hasParameter);
    }
  });
});
