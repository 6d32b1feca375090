import { describe, expect, it } from 'vitest';
import { clampSlide, commandOfKey, slideAfter, slideInView } from './slide-state';

describe('slideAfter', () => {
  it('steps forward and back and wraps around at both ends', () => {
    expect(slideAfter('next', 0, 3)).toBe(1);
    expect(slideAfter('next', 2, 3)).toBe(0);
    expect(slideAfter('previous', 1, 3)).toBe(0);
    expect(slideAfter('previous', 0, 3)).toBe(2);
  });

  it('jumps to the first and last slide', () => {
    expect(slideAfter('first', 2, 4)).toBe(0);
    expect(slideAfter('last', 0, 4)).toBe(3);
  });

  it('stays on 0 without slides and repairs an index out of range', () => {
    expect(slideAfter('next', 0, 0)).toBe(0);
    expect(slideAfter('next', 9, 3)).toBe(0);
  });
});

describe('commandOfKey', () => {
  it('maps the arrow keys, Home and End and leaves other keys alone', () => {
    expect(commandOfKey('ArrowRight')).toBe('next');
    expect(commandOfKey('ArrowLeft')).toBe('previous');
    expect(commandOfKey('Home')).toBe('first');
    expect(commandOfKey('End')).toBe('last');
    expect(commandOfKey('Tab')).toBeNull();
    expect(commandOfKey('ArrowDown')).toBeNull();
  });
});

describe('slideInView', () => {
  it('rounds the scroll position to the nearest slide within bounds', () => {
    expect(slideInView(0, 400, 3)).toBe(0);
    expect(slideInView(590, 400, 3)).toBe(1);
    expect(slideInView(5000, 400, 3)).toBe(2);
    expect(slideInView(100, 0, 3)).toBe(0);
  });

  it('clamps odd indexes', () => {
    expect(clampSlide(-1, 3)).toBe(0);
    expect(clampSlide(Number.NaN, 3)).toBe(0);
  });
});
