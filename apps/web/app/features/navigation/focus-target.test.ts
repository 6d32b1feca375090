import { describe, expect, it } from 'vitest';
import { focusTargetFor, keepFocusState, keepsFocus } from './focus-target';

describe('focus after navigation (SPEC §2)', () => {
  it('goes to the main content without a hash or with #main-content', () => {
    expect(focusTargetFor('')).toEqual({ kind: 'main' });
    expect(focusTargetFor('#main-content')).toEqual({ kind: 'main' });
  });

  it('goes to the anchor another hash names', () => {
    expect(focusTargetFor('#anfahrt')).toEqual({ kind: 'anchor', id: 'anfahrt' });
    expect(focusTargetFor('#%C3%B6ffnungszeiten')).toEqual({
      kind: 'anchor',
      id: 'öffnungszeiten',
    });
  });
});

describe('keepsFocus', () => {
  it('holds for the state of a filter link only', () => {
    expect(keepsFocus(keepFocusState)).toBe(true);
    expect(keepsFocus(null)).toBe(false);
    expect(keepsFocus({ keepFocus: 'yes' })).toBe(false);
    expect(keepsFocus({ from: '/programm' })).toBe(false);
  });
});
