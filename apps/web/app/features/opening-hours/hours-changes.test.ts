import { describe, expect, it } from 'vitest';
import { museumHours } from './museum-hours.fixture';
import { ANNOUNCED_DAYS, upcomingChanges } from './hours-changes';
import type { OpeningHours } from './types';

const staffMeeting = { de: 'Betriebsversammlung', en: 'Staff meeting' };

/** The museum's week with the seeded kind of closure: a Wednesday, a few days ahead. */
const withClosure: OpeningHours = {
  ...museumHours,
  exceptions: [
    ...museumHours.exceptions,
    { date: '2026-12-02', opens: null, closes: null, closed: true, label: staffMeeting },
  ],
};

// Sunday 29 November 2026, noon in Berlin.
const sunday = new Date('2026-11-29T11:00:00Z');

describe('upcomingChanges', () => {
  it('announces a closure on a normally open day, with its label', () => {
    expect(upcomingChanges(withClosure, sunday)).toEqual([
      { date: '2026-12-02', hours: null, label: staffMeeting },
    ]);
    // The weekly schedule alone changes nothing.
    expect(upcomingChanges(museumHours, sunday)).toEqual([]);
  });

  it(`looks ${ANNOUNCED_DAYS} Berlin days ahead, today included`, () => {
    // 2 December is the 14th day from 19 November, the 15th from 18 November.
    expect(upcomingChanges(withClosure, new Date('2026-11-19T11:00:00Z'))).toHaveLength(1);
    expect(upcomingChanges(withClosure, new Date('2026-11-18T11:00:00Z'))).toEqual([]);
    // On the day itself it is still announced; the day after, it is gone.
    expect(upcomingChanges(withClosure, new Date('2026-12-02T08:00:00Z'))).toHaveLength(1);
    expect(upcomingChanges(withClosure, new Date('2026-12-03T08:00:00Z'))).toEqual([]);
  });

  it('counts days in Berlin: 23:30 UTC on 18 November is already the 19th', () => {
    expect(upcomingChanges(withClosure, new Date('2026-11-18T23:30:00Z'))).toHaveLength(1);
    // 22:30 UTC is 23:30 on the 18th in Berlin: one day too early.
    expect(upcomingChanges(withClosure, new Date('2026-11-18T22:30:00Z'))).toEqual([]);
  });

  it('announces changed hours and an opening on a normally closed day, in date order', () => {
    expect(upcomingChanges(museumHours, new Date('2026-12-20T11:00:00Z'))).toEqual([
      { date: '2026-12-24', hours: null, label: { de: 'Heiligabend', en: 'Christmas Eve' } },
      { date: '2026-12-31', hours: { opens: '10:00', closes: '14:30' }, label: null },
    ]);
    // Easter Monday opens on a Monday.
    expect(upcomingChanges(museumHours, new Date('2026-04-01T10:00:00Z'))).toEqual([
      {
        date: '2026-04-06',
        hours: { opens: '10:00', closes: '18:00' },
        label: { de: 'Ostermontag', en: 'Easter Monday' },
      },
    ]);
  });

  it('leaves out exceptions that change nothing or decide nothing', () => {
    const hours: OpeningHours = {
      ...museumHours,
      exceptions: [
        // A Monday, closed anyway.
        { date: '2026-11-30', opens: null, closes: null, closed: true, label: staffMeeting },
        // A Tuesday with its regular hours.
        { date: '2026-12-01', opens: '10:00', closes: '18:00', closed: false, label: null },
        // Only a note: the weekly schedule stays in force.
        { date: '2026-12-03', opens: null, closes: null, closed: false, label: staffMeeting },
      ],
    };
    expect(upcomingChanges(hours, sunday)).toEqual([]);
  });

  it('gives no label when the editors left it empty', () => {
    const hours: OpeningHours = {
      ...museumHours,
      exceptions: [
        { date: '2026-12-02', opens: null, closes: null, closed: true, label: { de: '', en: '' } },
      ],
    };
    expect(upcomingChanges(hours, sunday)).toEqual([
      { date: '2026-12-02', hours: null, label: null },
    ]);
  });
});
