import { describe, expect, it } from 'vitest';
import { type Panel, withoutPublisherPanel } from './panels';

describe('the side panels of the edit view', () => {
  it('leave out the publisher plugin’s own planning panel only', () => {
    const publisher: Panel = () => ({ title: 'Publisher' });
    const other: Panel = () => ({ title: 'Vorschau' });
    const actions: Panel = Object.assign(() => ({ title: 'Publisher' }), { type: 'actions' });
    expect(withoutPublisherPanel(publisher)({})).toBeNull();
    expect(withoutPublisherPanel(other)({})).toEqual({ title: 'Vorschau' });
    expect(withoutPublisherPanel(actions)).toBe(actions);
    expect(withoutPublisherPanel(() => null)({})).toBeNull();
  });
});
