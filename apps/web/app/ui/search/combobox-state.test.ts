import { describe, expect, it } from 'vitest';
import {
  chosenOption,
  closedCombobox,
  comboboxReducer,
  type ComboboxAction,
  type SuggestionOption,
} from './combobox-state';

const options: SuggestionOption[] = ['a', 'b', 'c'].map((name) => ({
  title: name,
  kind: 'event',
  path: `/veranstaltungen/${name}`,
}));

const run = (...actions: ComboboxAction[]) => actions.reduce(comboboxReducer, closedCombobox);

describe('search suggestions combobox state', () => {
  it('opens with answers, nothing active until an arrow key', () => {
    const state = run({ type: 'results', options });
    expect(state).toMatchObject({ open: true, active: -1 });
    expect(chosenOption(state)).toBeNull();
    expect(run({ type: 'results', options: [] }).open).toBe(false);
  });

  it('moves down and up with wrapping', () => {
    const down = (n: number) => Array.from({ length: n }, () => ({ type: 'next' }) as const);
    expect(run({ type: 'results', options }, ...down(1)).active).toBe(0);
    expect(run({ type: 'results', options }, ...down(3)).active).toBe(2);
    expect(run({ type: 'results', options }, ...down(4)).active).toBe(0);
    expect(run({ type: 'results', options }, { type: 'previous' }).active).toBe(2);
    expect(run({ type: 'results', options }, ...down(1), { type: 'previous' }).active).toBe(2);
    expect(chosenOption(run({ type: 'results', options }, ...down(2)))?.title).toBe('b');
  });

  it('closes on Escape or blur and opens again with the arrow keys on the same answers', () => {
    const closed = run({ type: 'results', options }, { type: 'next' }, { type: 'close' });
    expect(closed).toMatchObject({ open: false, active: -1 });
    expect(chosenOption(closed)).toBeNull();
    expect(comboboxReducer(closed, { type: 'next' })).toMatchObject({ open: true, active: 0 });
    expect(comboboxReducer(closed, { type: 'previous' })).toMatchObject({ open: true, active: 2 });
  });

  it('does nothing with the arrow keys while there are no answers', () => {
    expect(run({ type: 'next' })).toBe(closedCombobox);
    expect(run({ type: 'results', options }, { type: 'clear' }, { type: 'previous' })).toEqual(
      closedCombobox,
    );
  });
});
