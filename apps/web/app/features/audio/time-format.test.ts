import { describe, expect, it } from 'vitest';
import { formatTime, knownDuration, skipTo } from './time-format';

describe('formatTime', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(9.9)).toBe('0:09');
    expect(formatTime(32)).toBe('0:32');
    expect(formatTime(75)).toBe('1:15');
    expect(formatTime(600)).toBe('10:00');
  });
  it('adds hours from one hour on', () => {
    expect(formatTime(3600)).toBe('1:00:00');
    expect(formatTime(3725)).toBe('1:02:05');
  });
  it('shows 0:00 for unknown, negative or infinite values', () => {
    expect(formatTime(null)).toBe('0:00');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(-5)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('skipTo', () => {
  it('moves 10 s within the audio', () => {
    expect(skipTo(12, 10, 32)).toBe(22);
    expect(skipTo(12, -10, 32)).toBe(2);
  });
  it('stops at the start and the end', () => {
    expect(skipTo(4, -10, 32)).toBe(0);
    expect(skipTo(28, 10, 32)).toBe(32);
  });
  it('does not cap forward skips when the duration is unknown', () => {
    expect(skipTo(28, 10, null)).toBe(38);
  });
});

describe('knownDuration', () => {
  it('prefers the metadata and falls back to the CMS value', () => {
    expect(knownDuration(31.7, 32)).toBe(31.7);
    expect(knownDuration(Number.NaN, 32)).toBe(32);
    expect(knownDuration(0, null)).toBeNull();
  });
});
