import { describe, expect, it } from 'vitest';
import type { DigitalOfferTeaser, EventTeaser, ExhibitionTeaser } from '~/domain/types';
import { arrangeTeasers, gridColumns } from '~/ui/teaser/highlights';
import {
  evenRows,
  fullRows,
  homeSections,
  mainExhibition,
  SECTION_SIZE,
  withoutOrphans,
} from './home-sections';

const base = {
  dateTimeOverride: null,
  allDay: false,
  targetGroups: [],
  categories: [],
  exhibition: null,
  seasonalColorRequired: false,
  highlight: false,
  headline: null,
  teaserText: null,
  image: null,
  alternates: {},
};

function exhibition(
  slug: string,
  type: ExhibitionTeaser['type'],
  startDate: string | null,
  endDate: string | null,
  highlight = false,
): ExhibitionTeaser {
  return {
    ...base,
    contentType: 'exhibition',
    title: slug,
    slug,
    type,
    variant: 'default',
    startDate,
    endDate,
    highlight,
  };
}

function event(slug: string, startDate: string): EventTeaser {
  return {
    ...base,
    contentType: 'event',
    title: slug,
    slug,
    type: null,
    startDate,
    endDate: null,
    status: 'scheduled',
    series: null,
  };
}

function offer(slug: string): DigitalOfferTeaser {
  return {
    ...base,
    contentType: 'discover',
    title: slug,
    slug,
    type: 'Blog',
    startDate: '2026-10-01',
    endDate: null,
    author: null,
  };
}

// Sunday 29 November 2026, 11:00 in Berlin.
const now = new Date('2026-11-29T10:00:00Z');

const exhibitions = [
  exhibition('machines', 'permanent', null, null, true),
  exhibition('paintings', 'permanent', null, null),
  exhibition('schauhaus-light', 'schauhaus', '2026-10-01', '2027-01-10'),
  exhibition('glass', 'temporary', '2026-09-01', '2027-02-01'),
  exhibition('clocks', 'temporary', '2026-11-01', '2027-03-01'),
  exhibition('past-show', 'temporary', '2026-11-01', '2026-11-20', true),
  exhibition('spring-show', 'temporary', '2027-03-01', '2027-06-01', true),
];

describe('mainExhibition', () => {
  it('takes the running temporary exhibition that opened last', () => {
    expect(mainExhibition(exhibitions, now)?.slug).toBe('clocks');
  });

  it('prefers a highlighted one among temporary exhibitions, never a past or coming one', () => {
    const withHighlight = [
      ...exhibitions,
      exhibition('tiles', 'temporary', '2026-06-01', null, true),
    ];
    expect(mainExhibition(withHighlight, now)?.slug).toBe('tiles');
  });

  it('falls back to the Schauhaus, then the permanent collections, else none', () => {
    const noTemporary = exhibitions.filter((item) => item.type !== 'temporary');
    expect(mainExhibition(noTemporary, now)?.slug).toBe('schauhaus-light');
    const permanent = exhibitions.filter((item) => item.type === 'permanent');
    expect(mainExhibition(permanent, now)?.slug).toBe('machines');
    expect(mainExhibition([exhibitions[6]!], now)).toBeNull();
  });
});

/**
 * The rows of the grid of `columns` as the page places them, each as the number of its tiles
 * and whether a single tile was stretched over a row wider than itself (an orphan).
 */
function orphanRows(items: readonly { highlight?: boolean }[], columns: 2 | 3 | 4): number {
  let orphans = 0;
  let used = 0;
  let tiles = 0;
  for (const { item, spans } of arrangeTeasers(items)) {
    used += spans[columns];
    tiles += 1;
    if (used >= columns) {
      if (tiles === 1 && spans[columns] > Math.min(item.highlight ? 2 : 1, columns)) orphans += 1;
      used = 0;
      tiles = 0;
    }
  }
  return orphans;
}

const regular = (count: number) => Array.from({ length: count }, () => ({ highlight: false }));

describe('fullRows', () => {
  it('prefers six regular teasers, which fill the rows of 2 and 3 columns unstretched', () => {
    expect(fullRows(regular(9), 6)).toHaveLength(6);
    expect(evenRows(regular(6))).toBe(true);
    // Five, four and three would leave one card alone in some grid; two fill them stretched.
    expect(fullRows(regular(5), 6)).toHaveLength(2);
    expect(fullRows(regular(9), 4)).toHaveLength(2);
    expect(evenRows(regular(2))).toBe(false);
    expect(withoutOrphans(regular(2))).toBe(true);
  });

  it('keeps a highlight with four regular teasers, which fill every grid', () => {
    const items = [...regular(1), { highlight: true }, ...regular(3)];
    const kept = fullRows(items, 6);
    expect(kept).toHaveLength(5);
    expect(kept).toContain(items[1]);
    expect(evenRows(kept)).toBe(true);
  });

  it('never empties a section: one teaser stays one', () => {
    expect(fullRows(regular(1), 6)).toHaveLength(1);
    expect(fullRows([], 6)).toEqual([]);
  });

  it('counts a highlight as two cells, wherever the arrangement puts it', () => {
    const items = [{ highlight: true }, ...regular(5)];
    const kept = fullRows(items, 6);
    expect(withoutOrphans(kept)).toBe(true);
    expect(kept.length).toBeGreaterThan(1);
    for (const columns of gridColumns)
      expect(orphanRows(kept, columns), `${columns} columns`).toBe(0);
  });

  it('leaves no card alone in a row for any mix up to six', () => {
    for (let mask = 0; mask < 2 ** 6; mask++) {
      const items = Array.from({ length: 6 }, (_, index) => ({
        highlight: (mask & (1 << index)) !== 0,
      }));
      const kept = fullRows(items, 6);
      expect(kept.length).toBeGreaterThan(0);
      if (kept.length > 1)
        for (const columns of gridColumns)
          expect(orphanRows(kept, columns), `mask ${mask}, ${columns} columns`).toBe(0);
    }
  });
});

describe('homeSections', () => {
  const events = [
    event('tour-today', '2026-11-29T13:00:00Z'),
    event('talk-today', '2026-11-29T17:00:00Z'),
    event('concert-next', '2026-12-03T18:00:00Z'),
    event('workshop-next', '2026-12-05T09:00:00Z'),
    event('reading-next', '2026-12-06T18:00:00Z'),
    event('lecture-next', '2026-12-08T18:00:00Z'),
  ];
  const digitalOffers = ['a', 'b', 'c', 'd'].map(offer);
  const sections = homeSections({ exhibitions, events, digitalOffers }, now);

  it('keeps every section short, the first screen exhibition out of them', () => {
    expect(sections.main?.slug).toBe('clocks');
    expect(sections.current.length).toBeLessThanOrEqual(SECTION_SIZE.current);
    expect(sections.comingSoon.length).toBeLessThanOrEqual(SECTION_SIZE.comingSoon);
    expect(sections.discover.map((item) => item.slug)).toEqual(['a', 'b']);
    for (const section of [sections.current, sections.comingSoon, sections.discover])
      expect(section.length).toBeGreaterThan(1);
  });

  it('shows no teaser twice on the page', () => {
    const slugs = [
      sections.main?.slug,
      ...[...sections.current, ...sections.comingSoon, ...sections.discover].map(
        (item) => `${item.contentType}:${item.slug}`,
      ),
    ];
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((slug) => slug?.endsWith(':clocks'))).toEqual([]);
  });

  it("gives today's programme and the coming events a place beside the exhibitions", () => {
    expect(sections.current.map((item) => item.slug)).toContain('tour-today');
    expect(sections.comingSoon.map((item) => item.slug)).toContain('spring-show');
    expect(sections.comingSoon.map((item) => item.slug)).toContain('concert-next');
    for (const section of [sections.current, sections.comingSoon, sections.discover])
      expect(withoutOrphans(section)).toBe(true);
  });

  it('leaves a highlight out rather than a card alone in a row', () => {
    // A highlight with three regular teasers cannot fill the rows of 2, 3 and 4 columns.
    const few = homeSections({ exhibitions, events: events.slice(0, 4), digitalOffers }, now);
    expect(few.comingSoon.map((item) => item.slug)).toEqual(['concert-next', 'workshop-next']);
  });

  it('fills a section with exhibitions when there are no events', () => {
    const quiet = homeSections({ exhibitions, events: [], digitalOffers }, now);
    expect(quiet.current.map((item) => item.contentType)).not.toContain('event');
    expect(quiet.current.length).toBeGreaterThan(1);
  });
});
