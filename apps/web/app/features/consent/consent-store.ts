/**
 * The visitor's consent in the browser: read from the cookies, changed by the bar, the settings
 * dialog and the embed placeholders, observed by analytics and embeds. On the server (and
 * before hydration) there is no choice: the page is the same for everyone (issue 15).
 */
import { useSyncExternalStore } from 'react';
import type { ConsentCategory } from '~/domain/consent';
import { choiceOf, consentCookieStrings, readConsent, type ConsentChoice } from './consent-cookies';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: ConsentChoice | null = null;
/** The two consent cookies as last read: the choice is parsed again only when they change. */
let currentKey: string | undefined;

function notify() {
  for (const listener of listeners) listener();
}

const consentKey = (cookies: string) =>
  cookies
    .split(';')
    .filter((part) => /^\s*ncc_[ce]=/.test(part))
    .join(';');

/** The stored choice; null when the visitor has not chosen (or in a non-browser environment). */
export function getConsent(): ConsentChoice | null {
  if (typeof document === 'undefined') return null;
  const cookies = document.cookie;
  const key = consentKey(cookies);
  if (key !== currentKey) {
    currentKey = key;
    current = readConsent(cookies);
  }
  return current;
}

// A choice changed in another tab applies here when the visitor comes back to this one.
function recheck() {
  const before = current;
  if (document.visibilityState === 'visible' && getConsent() !== before) notify();
}

export function subscribeConsent(listener: Listener): () => void {
  if (listeners.size === 0) document.addEventListener('visibilitychange', recheck);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', recheck);
  };
}

/** Stores a choice in the two cookies and tells every observer. */
export function saveConsent(choice: ConsentChoice): void {
  for (const cookie of consentCookieStrings(choice, location.protocol === 'https:')) {
    document.cookie = cookie;
  }
  getConsent();
  notify();
}

export function saveCategories(
  categories: Iterable<ConsentCategory>,
  services: Iterable<string> = [],
) {
  saveConsent(choiceOf(categories, services));
}

/** "Always allow <service>": the visitor's other choices stay as they are. */
export function allowServiceAlways(serviceId: string): void {
  const previous = getConsent();
  saveConsent(choiceOf(previous?.categories ?? [], [...(previous?.services ?? []), serviceId]));
}

const serverSnapshot = () => null;

/** The choice, re-rendering on every change; null on the server and during hydration. */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribeConsent, getConsent, serverSnapshot);
}
