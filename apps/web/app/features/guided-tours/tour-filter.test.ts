import { describe, expect, it } from 'vitest';
import { filterTours, parseTourQuery, presentTypes } from './tour-filter';

const offer = (
  type: 'guidedTour' | 'workshop' | 'other',
  categories: string[],
  targets: string[],
) => ({
  type,
  categories: categories.map((slug) => ({ slug, title: slug })),
  targetGroups: targets.map((slug) => ({ slug, title: slug })),
});

const offers = [
  offer('guidedTour', [], ['familien', 'kinder']),
  offer('workshop', ['kreativ'], ['schulklassen']),
  offer('guidedTour', ['kreativ'], ['erwachsene']),
];
const options = {
  types: ['guidedTour', 'workshop', 'kreativ'],
  targets: ['familien', 'kinder', 'schulklassen', 'erwachsene', 'kitas'],
};
const now = new Date('2026-05-01T10:00:00Z');

describe('parseTourQuery', () => {
  it('reads type and target in any case and ignores the programme-only parameters', () => {
    const { filter, corrections } = parseTourQuery(
      new URLSearchParams('type=GUIDEDTOUR&target=familien&when=today'),
      options,
      now,
    );
    expect(filter.type).toBe('guidedTour');
    expect(filter.target).toBe('familien');
    expect(filter.when).toBe('all');
    expect(corrections).toEqual([]);
  });

  it('drops unknown values and says so', () => {
    const { filter, corrections } = parseTourQuery(
      new URLSearchParams('target=aliens&type=yoga'),
      options,
      now,
    );
    expect(filter.target).toBeNull();
    expect(filter.type).toBeNull();
    expect(corrections).toEqual([
      { parameter: 'type', reason: 'unknown-type' },
      { parameter: 'target', reason: 'unknown-target' },
    ]);
  });
});

describe('filterTours', () => {
  it('filters by offer type, by category and by target group', () => {
    expect(filterTours(offers, 'guidedTour', null)).toEqual([offers[0], offers[2]]);
    expect(filterTours(offers, 'kreativ', null)).toEqual([offers[1], offers[2]]);
    expect(filterTours(offers, null, 'schulklassen')).toEqual([offers[1]]);
    expect(filterTours(offers, 'kreativ', 'erwachsene')).toEqual([offers[2]]);
    expect(filterTours(offers, null, 'kitas')).toEqual([]);
    expect(filterTours(offers, null, null)).toEqual(offers);
  });

  it('lists the present offer types once each', () => {
    expect(presentTypes(offers)).toEqual(['guidedTour', 'workshop']);
  });
});
