/**
 * Analytics only with consent (SPEC §4, §7; issue 15). This hook is all that the first-load
 * JavaScript carries: it watches the visitor's consent and the location and loads the tracker
 * (matomo-tracker.ts) only when there is something to do. A page view is counted per new page
 * (path and query; hash changes such as the skip link are none) with the title React has
 * rendered for it: effects run after the commit that put the new <title> in place.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getConsent, subscribeConsent } from '~/features/consent/consent-store';
import type { AnalyticsConfig } from './analytics-config';
import type * as Tracker from './matomo-tracker';

/** The tracker module, asked for once it is needed (a chunk of its own). */
let tracker: Promise<typeof Tracker> | undefined;

const analyticsAllowed = () => getConsent()?.categories.has('analytics') === true;

/**
 * Tracks the page at `pathname` + `search` while analytics is allowed and follows every change of
 * consent on it: granting starts tracking without a reload, withdrawing stops it at once.
 * Returns the unsubscribe function.
 */
export function watchAnalytics(config: AnalyticsConfig, pathname: string, search: string) {
  const page = { url: location.origin + pathname + search, title: document.title };
  const update = () => {
    // Without consent the tracker is needed only to stop it or to delete cookies left behind.
    if (!tracker && !analyticsAllowed() && !document.cookie.includes('_pk_')) return;
    tracker ??= import('./matomo-tracker');
    tracker.then(
      // The consent of the moment the module is there, not of the moment it was asked for.
      (module) => (analyticsAllowed() ? module.trackPageView(config, page) : module.stopTracking()),
      () => {
        tracker = undefined;
        console.warn('[analytics] the tracker module did not load');
      },
    );
  };
  update();
  return subscribeConsent(update);
}

export function useAnalytics(config: AnalyticsConfig | null): void {
  const { pathname, search } = useLocation();
  useEffect(
    () => (config ? watchAnalytics(config, pathname, search) : undefined),
    [config, pathname, search],
  );
}
