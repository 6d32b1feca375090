import { describe, expect, it } from 'vitest';
import { eventsOn, exhibitionsOn, offersOn } from './today-programme';

const exhibitions = [
  { title: 'permanent', startDate: '2012-05-04', endDate: null },
  { title: 'running', startDate: '2026-11-01', endDate: '2027-01-24' },
  { title: 'ended', startDate: '2026-04-06', endDate: '2026-10-03' },
  { title: 'coming', startDate: '2026-12-27', endDate: '2027-05-21' },
  { title: 'undated', startDate: null, endDate: null },
];

describe('exhibitionsOn', () => {
  it('keeps started, not yet ended and open-ended exhibitions', () => {
    expect(exhibitionsOn(exhibitions, '2026-11-22').map((item) => item.title)).toEqual([
      'permanent',
      'running',
      'undated',
    ]);
  });

  it('includes the first and the last day', () => {
    expect(exhibitionsOn(exhibitions, '2027-01-24').map((item) => item.title)).toContain('running');
    expect(exhibitionsOn(exhibitions, '2026-12-27').map((item) => item.title)).toContain('coming');
    expect(exhibitionsOn(exhibitions, '2027-01-25').map((item) => item.title)).not.toContain(
      'running',
    );
  });
});

describe('offersOn', () => {
  it('lists dated offers running today, not undated ones', () => {
    const offers = [
      { title: 'undated', startDate: null, endDate: null },
      { title: 'season', startDate: '2026-11-01', endDate: '2026-11-30' },
      { title: 'from', startDate: '2026-11-20', endDate: null },
      { title: 'later', startDate: '2026-12-01', endDate: null },
    ];
    expect(offersOn(offers, '2026-11-22').map((item) => item.title)).toEqual(['season', 'from']);
  });
});

describe('eventsOn', () => {
  const events = [
    {
      title: 'evening',
      startDate: '2026-11-22T17:30:00.000Z',
      endDate: '2026-11-22T19:00:00.000Z',
      allDay: false,
    },
    {
      title: 'morning',
      startDate: '2026-11-22T10:00:00.000Z',
      endDate: '2026-11-22T10:45:00.000Z',
      allDay: false,
    },
    {
      title: 'all day',
      startDate: '2026-11-21T23:00:00.000Z',
      endDate: '2026-11-22T22:59:00.000Z',
      allDay: true,
    },
    { title: 'tomorrow', startDate: '2026-11-23T09:00:00.000Z', endDate: null, allDay: false },
    {
      title: 'late yesterday',
      startDate: '2026-11-21T22:30:00.000Z',
      endDate: null,
      allDay: false,
    },
    { title: 'no end', startDate: '2026-11-22T14:00:00.000Z', endDate: null, allDay: false },
  ];

  it('lists the day in Berlin time, all-day events first, then by start', () => {
    expect(eventsOn(events, '2026-11-22')).toEqual([
      { item: events[2], time: null },
      { item: events[1], time: { starts: '11:00', ends: '11:45' } },
      { item: events[5], time: { starts: '15:00', ends: null } },
      { item: events[0], time: { starts: '18:30', ends: '20:00' } },
    ]);
  });

  it('uses summer time offsets in summer', () => {
    const summer = [
      { startDate: '2026-07-01T08:00:00Z', endDate: '2026-07-01T09:00:00Z', allDay: false },
    ];
    expect(eventsOn(summer, '2026-07-01')[0]?.time).toEqual({ starts: '10:00', ends: '11:00' });
  });

  it('shows a multi-day event on each of its days, without a time', () => {
    const fair = [
      { startDate: '2026-12-05T09:00:00Z', endDate: '2026-12-07T16:00:00Z', allDay: false },
    ];
    expect(eventsOn(fair, '2026-12-06')).toEqual([{ item: fair[0], time: null }]);
    expect(eventsOn(fair, '2026-12-08')).toEqual([]);
  });
});
