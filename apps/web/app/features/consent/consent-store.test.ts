import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getConsent, subscribeConsent } from './consent-store';

/** The part of a tab's document the store uses: its cookies, its visibility and its events. */
class FakeDocument extends EventTarget {
  cookie = '';
  visibilityState: DocumentVisibilityState = 'visible';

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
    const observer = vi.fn();
    subscribeConsent(observer)();
    tab.cookie = 'ncc_c=true; ncc_e=necessary';
    tab.show('visible');
    expect(observer).not.toHaveBeenCalled();
  });
});
