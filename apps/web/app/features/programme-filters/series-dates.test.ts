import { describe, expect, it } from 'vitest';
import type { EventSeries } from '~/domain/types';
import { seriesRuleText, upcomingSeriesDates } from './series-dates';

const studio = {
  startDate: '2026-11-07T10:00:00.000Z', // Saturday 11:00 CET
  endDate: '2026-11-07T15:00:00.000Z',
  allDay: false,
  series: {
    frequency: 'weekly' as const,
    interval: 1,
    weekdays: [],
    weekOfMonth: null,
    until: '2026-12-19',
    count: null,
    changes: [
      {
        date: '2026-12-05',
        kind: 'cancelled' as const,
        start: null,
        end: null,
        note: { de: 'Aufbau.', en: 'Set-up.' },
      },
      {
        date: '2026-12-12',
        kind: 'moved' as const,
        start: '2026-12-13T11:00:00.000Z',
        end: '2026-12-13T16:00:00.000Z',
        note: null,
      },
    ],
  },
};

describe('upcomingSeriesDates', () => {
  it('lists the dates not over yet, the running one first, cancelled and moved ones marked', () => {
    const now = new Date('2026-11-28T12:00:00Z'); // Saturday, during the studio
    expect(upcomingSeriesDates(studio, now, 'en')).toEqual([
      {
        start: '2026-11-28T10:00:00.000Z',
        end: '2026-11-28T15:00:00.000Z',
        allDay: false,
        cancelled: false,
        movedFrom: null,
        note: null,
      },
      {
        start: '2026-12-05T10:00:00.000Z',
        end: '2026-12-05T15:00:00.000Z',
        allDay: false,
        cancelled: true,
        movedFrom: null,
        note: 'Set-up.',
      },
      {
        start: '2026-12-13T11:00:00.000Z',
        end: '2026-12-13T16:00:00.000Z',
        allDay: false,
        cancelled: false,
        movedFrom: '2026-12-12',
        note: null,
      },
      {
        start: '2026-12-19T10:00:00.000Z',
        end: '2026-12-19T15:00:00.000Z',
        allDay: false,
        cancelled: false,
        movedFrom: null,
        note: null,
      },
    ]);
  });

  it('is empty after the series ended and for a single date', () => {
    expect(upcomingSeriesDates(studio, new Date('2026-12-20T12:00:00Z'), 'de')).toEqual([]);
    expect(
      upcomingSeriesDates({ ...studio, series: null }, new Date('2026-11-01T12:00:00Z'), 'de'),
    ).toEqual([]);
  });

  it('stops at the limit', () => {
    expect(upcomingSeriesDates(studio, new Date('2026-11-01T12:00:00Z'), 'de', 2)).toHaveLength(2);
  });
});

describe('seriesRuleText', () => {
  const rule = (series: Partial<EventSeries>, locale: 'de' | 'en') =>
    seriesRuleText({ ...studio, series: { ...studio.series, ...series } }, locale);

  it('says a weekly rule with its last day', () => {
    expect(rule({}, 'de')).toBe('Jeden Samstag, bis 19. Dezember 2026');
    expect(rule({}, 'en')).toBe('Every Saturday, until December 19, 2026');
    expect(rule({ interval: 2, weekdays: ['saturday', 'sunday'], until: null }, 'de')).toBe(
      'Alle 2 Wochen am Samstag und Sonntag',
    );
  });

  it('says the nth weekday and the day of a month', () => {
    const nth = {
      frequency: 'monthly' as const,
      weekdays: ['sunday' as const],
      weekOfMonth: 1 as const,
      until: null,
    };
    expect(rule(nth, 'de')).toBe('Jeden ersten Sonntag im Monat');
    expect(rule({ ...nth, weekOfMonth: -1, interval: 3 }, 'en')).toBe(
      'On the last Sunday of every 3 months',
    );
    expect(rule({ frequency: 'monthly', until: null }, 'de')).toBe('Jeden Monat am 7.');
  });

  it('is null for a single date', () => {
    expect(seriesRuleText({ ...studio, series: null }, 'de')).toBeNull();
  });
});
