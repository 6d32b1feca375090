import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then at most once per interval with the last call at its end', () => {
    const run = vi.fn();
    const throttled = throttle(run, 250);
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    vi.advanceTimersByTime(249);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs at once again after a quiet interval', () => {
    const run = vi.fn();
    const throttled = throttle(run, 250);
    throttled();
    vi.advanceTimersByTime(300);
    throttled();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('cancel drops a pending call', () => {
    const run = vi.fn();
    const throttled = throttle(run, 250);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
