import { describe, expect, it } from 'vitest';
import { menuSectionIds } from '~/domain/types';
import {
  breakpointForWidth,
  initialMenuState,
  menuReducer,
  type Breakpoint,
  type MenuAction,
  type MenuState,
} from './menu-state';

const run = (state: MenuState, ...actions: MenuAction[]) => actions.reduce(menuReducer, state);
const closedAt = (breakpoint: Breakpoint) => initialMenuState(menuSectionIds, breakpoint);

describe('breakpointForWidth', () => {
  it.each([
    [0, 'mobile'],
    [375, 'mobile'],
    [639, 'mobile'],
    [640, 'tablet'],
    [800, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1440, 'desktop'],
  ] as const)('%i px is %s', (width, breakpoint) => {
    expect(breakpointForWidth(width)).toBe(breakpoint);
  });
});

describe('initialMenuState', () => {
  it('starts closed with no active section', () => {
    expect(closedAt('desktop')).toEqual({
      open: false,
      active: null,
      breakpoint: 'desktop',
      defaultSection: 'visit',
    });
  });

  it('falls back to the first section the CMS has when visit is missing', () => {
    expect(initialMenuState(['program', 'museum']).defaultSection).toBe('program');
    expect(initialMenuState([]).defaultSection).toBeNull();
  });
});

describe('menuReducer: open and close', () => {
  it('opens with no section on mobile', () => {
    expect(run(closedAt('mobile'), { type: 'open' })).toMatchObject({ open: true, active: null });
  });

  it.each(['tablet', 'desktop'] as const)('opens with visit on %s', (breakpoint) => {
    expect(run(closedAt(breakpoint), { type: 'open' })).toMatchObject({
      open: true,
      active: 'visit',
    });
  });

  it('closing clears the active section, and reopening starts from the default again', () => {
    const state = run(closedAt('tablet'), { type: 'open' }, { type: 'choose', section: 'museum' });
    expect(run(state, { type: 'close' })).toMatchObject({ open: false, active: null });
    expect(run(state, { type: 'close' }, { type: 'open' })).toMatchObject({ active: 'visit' });
  });

  it('toggleMenu alternates between open and closed', () => {
    const opened = run(closedAt('desktop'), { type: 'toggleMenu' });
    expect(opened.open).toBe(true);
    expect(run(opened, { type: 'toggleMenu' }).open).toBe(false);
  });

  it('returns the same object when nothing changes', () => {
    const closed = closedAt('mobile');
    expect(menuReducer(closed, { type: 'close' })).toBe(closed);
    const opened = run(closed, { type: 'open' });
    expect(menuReducer(opened, { type: 'open' })).toBe(opened);
  });
});

describe('menuReducer: choosing sections', () => {
  it.each(['mobile', 'tablet', 'desktop'] as const)(
    'choosing another section activates it on %s',
    (bp) => {
      const state = run(closedAt(bp), { type: 'open' }, { type: 'choose', section: 'discover' });
      expect(state.active).toBe('discover');
    },
  );

  it.each(['mobile', 'tablet'] as const)(
    'choosing the active section again closes it on %s',
    (bp) => {
      const state = run(
        closedAt(bp),
        { type: 'open' },
        { type: 'choose', section: 'offer' },
        { type: 'choose', section: 'offer' },
      );
      expect(state).toMatchObject({ open: true, active: null });
    },
  );

  it('on tablet the default section closes when chosen again', () => {
    const state = run(closedAt('tablet'), { type: 'open' }, { type: 'choose', section: 'visit' });
    expect(state.active).toBeNull();
  });

  it('on desktop a section stays chosen when chosen again', () => {
    const opened = run(closedAt('desktop'), { type: 'open' });
    expect(run(opened, { type: 'choose', section: 'visit' }).active).toBe('visit');
  });
});

describe('menuReducer: breakpoint changes', () => {
  it('resets the active section to the new default while open', () => {
    const onTablet = run(
      closedAt('tablet'),
      { type: 'open' },
      { type: 'choose', section: 'museum' },
    );
    expect(run(onTablet, { type: 'breakpoint', breakpoint: 'mobile' })).toMatchObject({
      open: true,
      active: null,
      breakpoint: 'mobile',
    });
    expect(run(onTablet, { type: 'breakpoint', breakpoint: 'desktop' })).toMatchObject({
      active: 'visit',
      breakpoint: 'desktop',
    });
    const onMobile = run(
      closedAt('mobile'),
      { type: 'open' },
      { type: 'choose', section: 'museum' },
    );
    expect(run(onMobile, { type: 'breakpoint', breakpoint: 'tablet' }).active).toBe('visit');
  });

  it('keeps the state when the breakpoint stays the same', () => {
    const state = run(closedAt('tablet'), { type: 'open' }, { type: 'choose', section: 'museum' });
    expect(menuReducer(state, { type: 'breakpoint', breakpoint: 'tablet' })).toBe(state);
  });

  it('only records the breakpoint while closed, so the next opening uses it', () => {
    const state = run(closedAt('desktop'), { type: 'breakpoint', breakpoint: 'mobile' });
    expect(state).toMatchObject({ open: false, active: null, breakpoint: 'mobile' });
    expect(run(state, { type: 'open' }).active).toBeNull();
  });
});
