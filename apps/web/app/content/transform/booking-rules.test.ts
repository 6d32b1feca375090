import { describe, expect, it } from 'vitest';
import type { ContentProblem } from '../strapi';
import { parseWeekdays, toBookingRules } from './booking-rules';

describe('parseWeekdays', () => {
  it('reads ranges and lists of German short names, Monday first, each day once', () => {
    expect(parseWeekdays('Di–Fr')).toEqual(['tuesday', 'wednesday', 'thursday', 'friday']);
    expect(parseWeekdays('Sa-So, Di')).toEqual(['tuesday', 'saturday', 'sunday']);
    expect(parseWeekdays(' mi , Mi ,DO ')).toEqual(['wednesday', 'thursday']);
  });

  it('lets a range wrap over the weekend', () => {
    expect(parseWeekdays('Fr–Mo')).toEqual(['monday', 'friday', 'saturday', 'sunday']);
  });

  it('gives null (no rule of its own) for an empty or unreadable value', () => {
    expect(parseWeekdays('')).toBeNull();
    expect(parseWeekdays(null)).toBeNull();
    expect(parseWeekdays('Tue–Fri')).toBeNull();
    expect(parseWeekdays('Di–Fr–Sa')).toBeNull();
  });
});

describe('toBookingRules', () => {
  const context = (problems: ContentProblem[]) => ({
    locale: 'de' as const,
    mediaBaseUrl: 'http://cms.test',
    report: (problem: ContentProblem) => problems.push(problem),
  });

  it("takes the CMS fields, with Strapi's times cut to minutes", () => {
    const problems: ContentProblem[] = [];
    expect(
      toBookingRules(
        {
          bookingLeadDays: 14,
          bookingWeekdays: 'Di–Fr',
          bookingEarliest: '09:30:00.000',
          bookingLatest: '11:30:00.000',
        },
        context(problems),
        'offer',
      ),
    ).toEqual({
      leadDays: 14,
      weekdays: ['tuesday', 'wednesday', 'thursday', 'friday'],
      earliest: '09:30',
      latest: '11:30',
    });
    expect(problems).toEqual([]);
  });

  it('means "no rule of its own" for missing values and reports an unreadable weekday list', () => {
    const problems: ContentProblem[] = [];
    expect(toBookingRules({ bookingWeekdays: 'Montag' }, context(problems), 'offer')).toEqual({
      leadDays: null,
      weekdays: null,
      earliest: null,
      latest: null,
    });
    expect(problems.map((problem) => problem.where)).toEqual(['offer.bookingWeekdays']);
  });
});
