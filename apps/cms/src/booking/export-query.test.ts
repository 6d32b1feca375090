import { describe, expect, it } from 'vitest';
import { berlinDayEnd, berlinDayStart, formatBerlinDateTime } from './berlin-time';
import { combinedFilter, listQueryOf, parseExportQuery, selectionFilter } from './export-query';

describe('Berlin calendar days', () => {
  it('start at midnight Berlin time, in winter and in summer', () => {
    expect(berlinDayStart('2026-01-15')?.toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(berlinDayStart('2026-07-15')?.toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });

  it('are 23 and 25 hours long on the days the clocks change', () => {
    expect(berlinDayEnd('2026-03-29')?.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(berlinDayStart('2026-03-29')?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(berlinDayEnd('2026-10-25')?.toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('refuse what is no date', () => {
    expect(berlinDayStart('2026-02-30')).toBeNull();
    expect(berlinDayStart('15.01.2026')).toBeNull();
  });

  it('format moments as the booking office reads them', () => {
    expect(formatBerlinDateTime(new Date('2026-07-14T22:05:00Z'))).toBe('15.07.2026 00:05');
  });
});

describe('parseExportQuery', () => {
  it('takes nothing as everything', () => {
    expect(parseExportQuery({})).toEqual({
      statuses: [],
      receivedFrom: null,
      receivedBefore: null,
    });
  });

  it('takes statuses as a list or repeated', () => {
    expect(parseExportQuery({ status: 'new,in_progress' })).toMatchObject({
      statuses: ['new', 'in_progress'],
    });
    expect(parseExportQuery({ status: ['confirmed', 'cancelled'] })).toMatchObject({
      statuses: ['confirmed', 'cancelled'],
    });
  });

  it('includes both days of a date range', () => {
    const selection = parseExportQuery({ from: '2026-01-01', to: '2026-01-31' });
    expect(selectionFilter(selection as never)).toEqual({
      createdAt: { $gte: '2025-12-31T23:00:00.000Z', $lt: '2026-01-31T23:00:00.000Z' },
    });
  });

  it('filters by status', () => {
    const selection = parseExportQuery({ status: 'new' });
    expect(selectionFilter(selection as never)).toEqual({ bookingStatus: { $in: ['new'] } });
  });

  it('explains an unknown status, a wrong date and a reversed range in German', () => {
    expect(parseExportQuery({ status: 'done' })).toEqual({
      error: expect.stringContaining('Unbekannter Status: done'),
    });
    expect(parseExportQuery({ from: '1.1.2026' })).toEqual({
      error: expect.stringContaining('JJJJ-MM-TT'),
    });
    expect(parseExportQuery({ from: '2026-02-01', to: '2026-01-01' })).toEqual({
      error: 'Das Startdatum liegt nach dem Enddatum.',
    });
  });
});

describe("listQueryOf: the list view's query as the export reads it", () => {
  it('takes every filter, the search and the order, and leaves paging out', () => {
    const filters = {
      $and: [{ date: { $eq: '2026-12-01' } }, { company: { $containsi: 'schule' } }],
    };
    expect(
      listQueryOf({ filters, sort: 'date:ASC', _q: 'Grund', page: '3', pageSize: '10' }),
    ).toEqual({ filters, sort: 'date:ASC', _q: 'Grund' });
  });

  it('orders newest first when the list names no order, as the list does', () => {
    expect(listQueryOf({})).toEqual({ sort: 'createdAt:DESC' });
    expect(listQueryOf({ sort: ['date:ASC', 'createdAt:DESC'] })).toEqual({
      sort: ['date:ASC', 'createdAt:DESC'],
    });
  });

  it('refuses a filter that is no object', () => {
    expect(listQueryOf({ filters: 'bookingStatus=new' })).toEqual({
      error: 'Der Filter der Liste ist unlesbar.',
    });
  });
});

describe('combinedFilter', () => {
  it("narrows the list's filters by the export's own selection", () => {
    const list = { $and: [{ lastName: { $eq: 'Beispiel' } }] };
    const status = { bookingStatus: { $in: ['new'] } };
    expect(combinedFilter(status, list)).toEqual({ $and: [status, list] });
    expect(combinedFilter({}, list)).toBe(list);
    expect(combinedFilter(status, undefined)).toBe(status);
    expect(combinedFilter({}, undefined)).toEqual({});
  });
});
