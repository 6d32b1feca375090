import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getConsent, subscribeConsent } from './consent-store';

/** The part of a tab's document the store uses: its cookies, its visibility and its events. */
class FakeDocument extends EventTarget {
  cookie = '';
  visibilityState: DocumentVisibilityState = 'visible';
  /** How many listeners for each event type the store has added and not yet removed. */
  listening = new Map<string, number>();

  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    this.listening.set(args[0], (this.listening.get(args[0]) ?? 0) + 1);
    super.addEventListener(...args);
  }

  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
    this.listening.set(args[0], (this.listening.get(args[0]) ?? 0) - 1);
    super.removeEventListener(...args);
  }

  /** The visitor leaves this tab or comes back to it. */
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

let tab: FakeDocument;
let unsubscribe = () => {};

beforeEach(() => {
  tab = new FakeDocument();
  vi.stubGlobal('document', tab);
});

afterEach(() => {
  unsubscribe();
  unsubscribe = () => {};
  vi.unstubAllGlobals();
});

describe('the consent store across tabs', () => {
  it('tells its observers of a choice made in another tab when the visitor returns', () => {
    const observer = vi.fn();
    unsubscribe = subscribeConsent(observer);
    expect(getConsent()).toBeNull();

    tab.show('hidden');
    // Another tab of the same site stores the choice (the cookies are shared).
    tab.cookie = 'ncc_c=true; ncc_e=necessary|analytics';
    expect(observer).not.toHaveBeenCalled();

    tab.show('visible');
    expect(observer).toHaveBeenCalledTimes(1);
    expect([...(getConsent()?.categories ?? [])]).toEqual(['necessary', 'analytics']);
  });

  it('stays quiet when the visitor returns and nothing changed', () => {
    tab.cookie = 'ncc_c=true; ncc_e=necessary';
    const observer = vi.fn();
    unsubscribe = subscribeConsent(observer);
    getConsent();
    tab.show('hidden');
    tab.show('visible');
    expect(observer).not.toHaveBeenCalled();
  });

  it('stops listening once the last observer is gone', () => {
    const first = subscribeConsent(vi.fn());
    const second = subscribeConsent(vi.fn());
    expect(tab.listening.get('visibilitychange')).toBe(1);
    first();
    expect(tab.listening.get('visibilitychange')).toBe(1);
    second();
    expect(tab.listening.get('visibilitychange')).toBe(0);
  });
});
