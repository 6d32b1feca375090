import { describe, expect, it } from 'vitest';
import { museumHours } from './museum-hours.fixture';
import { openingHoursSpecification } from './schema-org';

const day = (name: string) => `https://schema.org/${name}`;

describe('openingHoursSpecification', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  const result = openingHoursSpecification(museumHours, now);

  it('groups weekdays with equal hours, Monday first', () => {
    expect(result.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day('Monday')],
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [
          day('Tuesday'),
          day('Wednesday'),
          day('Friday'),
          day('Saturday'),
          day('Sunday'),
        ],
        opens: '10:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day('Thursday')],
        opens: '10:00',
        closes: '20:00',
      },
    ]);
  });

  it('lists exceptions from today on, sorted, closed days as 00:00–00:00', () => {
    expect(result.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '10:00',
        closes: '14:30',
        validFrom: '2026-12-31',
        validThrough: '2026-12-31',
      },
    ]);
  });

  it('counts today (Berlin) as from today on', () => {
    const lateOnEaster = new Date('2026-04-05T22:30:00Z'); // 6 April, 00:30 in Berlin
    const dates = openingHoursSpecification(
      museumHours,
      lateOnEaster,
    ).specialOpeningHoursSpecification.map((spec) => spec.validFrom);
    expect(dates).toEqual(['2026-04-06', '2026-12-24', '2026-12-31']);
  });

  it('treats an empty schedule as closed every day', () => {
    const empty = openingHoursSpecification({ weekly: [], exceptions: [] }, now);
    expect(empty.openingHoursSpecification).toHaveLength(1);
    expect(empty.openingHoursSpecification[0]?.dayOfWeek).toHaveLength(7);
    expect(empty.specialOpeningHoursSpecification).toEqual([]);
  });

  it('skips exceptions with invalid dates or without meaning', () => {
    const hours = {
      weekly: [],
      exceptions: [
        { date: 'soon', opens: null, closes: null, closed: true },
        { date: '2026-07-01', opens: null, closes: null, closed: false },
      ],
    };
    expect(openingHoursSpecification(hours, now).specialOpeningHoursSpecification).toEqual([]);
  });
});
