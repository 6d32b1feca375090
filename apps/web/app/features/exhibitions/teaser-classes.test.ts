import { describe, expect, it } from 'vitest';
import { exhibitionPhase, groupByPhase } from './exhibition-phase';
import { seasonClassFor, teaserSeasonClasses } from '~/features/season/season-class';
import { teaserKey, teaserPath } from '~/ui/teaser/teaser-path';
import type { ContentTeaser } from '~/domain/types';

const now = new Date('2026-11-22T09:00:00Z');
const seasons = [
  { name: 'Winter', startDate: '2026-11-01', endDate: '2027-02-28', exhibitionColor: '#123456' },
  { name: 'Spring', startDate: '2027-03-01', endDate: '2027-06-30', exhibitionColor: '#654321' },
].map((season) => ({ schauhausColor: null, corporateColor: null, ...season }));

describe('teaserPath', () => {
  it('leads each kind to its detail screen in the page language', () => {
    expect(teaserPath({ contentType: 'exhibition', slug: 'licht' }, 'de')).toBe(
      '/ausstellungen/licht',
    );
    expect(teaserPath({ contentType: 'offer', slug: 'tour' }, 'en')).toBe('/en/guided-tours/tour');
    expect(teaserPath({ contentType: 'discover', slug: 'pod' }, 'de')).toBe(
      '/digitale-angebote/pod',
    );
    expect(teaserKey({ contentType: 'event', slug: 'a' })).not.toBe(
      teaserKey({ contentType: 'offer', slug: 'a' }),
    );
  });
});

describe('exhibition phases', () => {
  it('sorts by Berlin day: current, upcoming, past', () => {
    expect(exhibitionPhase({ startDate: '2026-01-01', endDate: '2026-11-22' }, now)).toBe(
      'current',
    );
    expect(exhibitionPhase({ startDate: null, endDate: null }, now)).toBe('current');
    expect(exhibitionPhase({ startDate: '2026-11-23', endDate: null }, now)).toBe('upcoming');
    expect(exhibitionPhase({ startDate: '2026-01-01', endDate: '2026-11-21' }, now)).toBe('past');
  });

  it('lists past exhibitions most recent first', () => {
    const groups = groupByPhase(
      [
        { startDate: '2025-01-01', endDate: '2025-03-01' },
        { startDate: '2026-01-01', endDate: '2026-03-01' },
      ],
      now,
    );
    expect(groups.past.map((item) => item.endDate)).toEqual(['2026-03-01', '2025-03-01']);
  });
});

describe('season classes', () => {
  it('gives no class in the current season and the season class in another', () => {
    expect(seasonClassFor('2026-12-01', seasons, now)).toBeNull();
    expect(seasonClassFor('2027-04-01T10:00:00Z', seasons, now)).toBe(
      'season-2027-03-01-2027-06-30',
    );
    expect(seasonClassFor('2030-01-01', seasons, now)).toBeNull();
  });

  it('only for teasers that require the season colour', () => {
    const teaser = {
      contentType: 'event',
      slug: 'x',
      startDate: '2027-04-01T10:00:00Z',
    } as ContentTeaser;
    expect(
      teaserSeasonClasses([{ ...teaser, seasonalColorRequired: false }], seasons, now),
    ).toEqual({});
    expect(teaserSeasonClasses([{ ...teaser, seasonalColorRequired: true }], seasons, now)).toEqual(
      {
        'event:x': 'season-2027-03-01-2027-06-30',
      },
    );
  });
});
