import { describe, expect, it } from 'vitest';
import { parseCalendarQuery } from './calendar-query';

const now = new Date('2026-03-28T23:30:00Z'); // Sunday 29 March, 00:30 in Berlin
const parse = (query: string) => parseCalendarQuery(new URLSearchParams(query), now);

describe('parseCalendarQuery', () => {
  it('defaults to today and tomorrow in Berlin and to German', () => {
    expect(parse('')).toEqual({ startDate: '2026-03-29', endDate: '2026-03-30', locale: 'de' });
  });

  it('treats empty parameters as absent', () => {
    expect(parse('startDate=&endDate=&locale=')).toEqual(parse(''));
  });

  it('lets endDate default to the day after a given startDate', () => {
    expect(parse('startDate=2026-06-01&locale=en')).toEqual({
      startDate: '2026-06-01',
      endDate: '2026-06-02',
      locale: 'en',
    });
  });

  it('accepts an explicit range and a single day', () => {
    expect(parse('startDate=2026-03-01&endDate=2026-03-31')).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(parse('startDate=2026-03-01&endDate=2026-03-01')).toMatchObject({
      endDate: '2026-03-01',
    });
  });

  it.each([
    ['startDate=2026-02-30', 'startDate'],
    ['startDate=29.03.2026', 'startDate'],
    ['endDate=tomorrow', 'endDate'],
    ['startDate=2026-03-10&endDate=2026-03-09', 'endDate'],
    ['endDate=2026-03-28', 'endDate'],
    ['locale=fr', 'locale'],
    ['locale=DE', 'locale'],
    // Issue 41, finding 7: the day after 9999-12-31 threw a RangeError (a 500).
    ['startDate=9999-12-31', 'startDate'],
    ['startDate=9999-12-30&endDate=9999-12-31', 'startDate'],
    ['startDate=0001-01-01', 'startDate'],
    ['startDate=2026-03-01&endDate=2100-01-01', 'endDate'],
  ])('rejects %s on %s', (query, parameter) => {
    const result = parse(query);
    expect(result).toHaveProperty('error.parameter', parameter);
    expect('error' in result && result.error.message.length > 0).toBe(true);
  });

  it('allows 366 days including both ends, but not 367', () => {
    expect(parse('startDate=2028-01-01&endDate=2028-12-31')).not.toHaveProperty('error');
    expect(parse('startDate=2026-01-01&endDate=2027-01-01')).not.toHaveProperty('error');
    expect(parse('startDate=2026-01-01&endDate=2027-01-02')).toHaveProperty(
      'error.parameter',
      'endDate',
    );
  });
});
