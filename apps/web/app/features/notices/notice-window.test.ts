import { describe, expect, it } from 'vitest';
import type { Notice } from '~/domain/notice';
import { berlinInstant } from '~/time/berlin-time';
import { isShown, nextNoticeChange, shownNotices } from './notice-window';

/** A notice from one Berlin wall-clock time to another, as an editor enters it. */
function notice(
  id: string,
  from: [string, string],
  to: [string, string],
  severity: Notice['severity'] = 'info',
): Notice {
  return {
    id,
    text: `Hinweis ${id}`,
    severity,
    startsAt: berlinInstant(...from).toISOString(),
    endsAt: berlinInstant(...to).toISOString(),
    link: null,
  };
}
const berlin = (date: string, time: string) => berlinInstant(date, time);
const minus = (instant: Date, ms: number) => new Date(instant.getTime() - ms);

describe('the time window of a notice, in Berlin', () => {
  const closedToday = notice('wasser', ['2026-12-01', '07:00'], ['2026-12-01', '18:00'], 'warning');

  it('shows from its start on and no longer at its end', () => {
    expect(isShown(closedToday, minus(berlin('2026-12-01', '07:00'), 1))).toBe(false);
    expect(isShown(closedToday, berlin('2026-12-01', '07:00'))).toBe(true);
    expect(isShown(closedToday, minus(berlin('2026-12-01', '18:00'), 1))).toBe(true);
    expect(isShown(closedToday, berlin('2026-12-01', '18:00'))).toBe(false);
  });

  it('reads the editor’s times as Berlin times, not UTC (winter: UTC+1)', () => {
    // 06:30 UTC is 07:30 in Berlin: shown; 17:30 UTC is 18:30 in Berlin: over.
    expect(isShown(closedToday, new Date('2026-12-01T06:30:00Z'))).toBe(true);
    expect(isShown(closedToday, new Date('2026-12-01T17:30:00Z'))).toBe(false);
  });

  it('keeps its wall-clock end across the change to summer time', () => {
    // 29 March 2026: the clocks go from 02:00 to 03:00; "until 10:00" is 08:00 UTC.
    const spring = notice('aufzug', ['2026-03-28', '09:00'], ['2026-03-29', '10:00']);
    expect(isShown(spring, new Date('2026-03-29T07:59:59Z'))).toBe(true);
    expect(isShown(spring, new Date('2026-03-29T08:00:00Z'))).toBe(false);
  });

  it('keeps its wall-clock end across the change to winter time', () => {
    // 25 October 2026: back from 03:00 to 02:00; "until 10:00" is 09:00 UTC.
    const autumn = notice('herbst', ['2026-10-24', '09:00'], ['2026-10-25', '10:00']);
    expect(isShown(autumn, new Date('2026-10-25T08:59:59Z'))).toBe(true);
    expect(isShown(autumn, new Date('2026-10-25T09:00:00Z'))).toBe(false);
  });

  it('lists the notices shown now, warnings first', () => {
    const lift = notice('aufzug', ['2026-11-30', '09:00'], ['2026-12-02', '18:00']);
    const planned = notice('spaeter', ['2026-12-05', '09:00'], ['2026-12-05', '18:00']);
    const now = berlin('2026-12-01', '12:00');
    expect(shownNotices([lift, planned, closedToday], now).map((n) => n.id)).toEqual([
      'wasser',
      'aufzug',
    ]);
    expect(shownNotices([lift, planned, closedToday], berlin('2026-12-03', '12:00'))).toEqual([]);
  });

  it('names the next start or end as the moment a page goes out of date', () => {
    const lift = notice('aufzug', ['2026-11-30', '09:00'], ['2026-12-02', '18:00']);
    const planned = notice('spaeter', ['2026-12-05', '09:00'], ['2026-12-05', '18:00']);
    const all = [lift, planned, closedToday];
    expect(nextNoticeChange(all, berlin('2026-11-29', '12:00'))).toEqual(
      berlin('2026-11-30', '09:00'),
    );
    expect(nextNoticeChange(all, berlin('2026-12-01', '12:00'))).toEqual(
      berlin('2026-12-01', '18:00'),
    );
    // At an edge itself the next one counts: the page rendered now already shows the change.
    expect(nextNoticeChange(all, berlin('2026-12-01', '18:00'))).toEqual(
      berlin('2026-12-02', '18:00'),
    );
    expect(nextNoticeChange(all, berlin('2026-12-05', '18:00'))).toBeNull();
    expect(nextNoticeChange([], berlin('2026-12-01', '12:00'))).toBeNull();
  });
});
