import { describe, expect, it } from 'vitest';
import { formatClockTime, minutesOfDay, parseClockTime } from './clock-time';

describe('parseClockTime', () => {
  it.each([
    ['10:00', { hour: 10, minute: 0 }],
    ['10:00:00', { hour: 10, minute: 0 }],
    ['10:00:00.000', { hour: 10, minute: 0 }],
    ['9:15', { hour: 9, minute: 15 }],
    ['23:59', { hour: 23, minute: 59 }],
    ['00:00', { hour: 0, minute: 0 }],
  ])('reads %s', (value, expected) => {
    expect(parseClockTime(value)).toEqual(expected);
  });

  it.each(['24:00', '10:60', '10', '10:0', '10:00:61', 'ten', '', '-1:00', '10:00 am'])(
    'rejects %j',
    (value) => {
      expect(parseClockTime(value)).toBeNull();
    },
  );

  it('rejects non-strings', () => {
    expect(parseClockTime(null)).toBeNull();
    expect(parseClockTime(1000)).toBeNull();
  });
});

describe('formatClockTime and minutesOfDay', () => {
  it('pads to HH:MM', () => {
    expect(formatClockTime({ hour: 9, minute: 5 })).toBe('09:05');
  });

  it('counts minutes since midnight', () => {
    expect(minutesOfDay({ hour: 15, minute: 30 })).toBe(930);
  });
});
