import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLANNED_TIME,
  berlinMoment,
  berlinWallClock,
  formatPlannedTime,
  planProblemMessage,
  plannedTimeProblem,
} from './planned-time';

describe('planned publishing', () => {
  it('starts at 09:00 Berlin time on the chosen day, in winter and in summer', () => {
    expect(berlinMoment('2026-12-24', DEFAULT_PLANNED_TIME)?.toISOString()).toBe(
      '2026-12-24T08:00:00.000Z',
    );
    expect(berlinMoment('2027-06-01', DEFAULT_PLANNED_TIME)?.toISOString()).toBe(
      '2027-06-01T07:00:00.000Z',
    );
    expect(berlinWallClock(new Date('2027-06-01T07:00:00Z'))).toEqual({
      date: '2027-06-01',
      time: '09:00',
    });
  });

  it('takes a time the clocks skip as the same time after the switch, and no unreal one', () => {
    expect(berlinMoment('2027-03-28', '02:30')?.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(berlinMoment('2026-02-30', '09:00')).toBeNull();
    expect(berlinMoment('2026-12-24', '25:00')).toBeNull();
  });

  it('refuses a time that has passed, and a missing one, with a message in both languages', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(plannedTimeProblem(new Date('2026-11-29T12:15:00Z'), now)).toBeNull();
    expect(plannedTimeProblem(new Date('2026-11-29T11:59:00Z'), now)).toBe('past');
    expect(plannedTimeProblem(now, now)).toBe('past');
    expect(plannedTimeProblem(null, now)).toBe('missing');
    expect(plannedTimeProblem(new Date('nonsense'), now)).toBe('missing');
    expect(planProblemMessage('past', 'de')).toMatch(/Vergangenheit.*Bitte wählen Sie/);
    expect(planProblemMessage('past', 'en')).toMatch(/already passed/);
    expect(planProblemMessage('past', null)).toBe(planProblemMessage('past', 'de'));
  });

  it('is shown in Berlin time', () => {
    const at = new Date('2026-12-24T08:00:00Z');
    expect(formatPlannedTime(at, 'de')).toBe('24.12.2026, 09:00 Uhr');
    expect(formatPlannedTime(at, 'en')).toBe('24/12/2026, 09:00');
  });
});
