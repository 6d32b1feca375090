/**
 * Whether the settings dialog is open, and where focus goes back to when it closes. Opened by
 * the bar, the footer button and every blocked embed; the dialog itself is loaded on first use.
 */
import { useSyncExternalStore } from 'react';
import { mainContentId } from '~/features/navigation/focus-target';

type Listener = () => void;
const listeners = new Set<Listener>();
let open = false;
let returnTo: HTMLElement | null = null;

function notify() {
  for (const listener of listeners) listener();
}

export function openConsentSettings(): void {
  const active = document.activeElement;
  returnTo = active instanceof HTMLElement && active !== document.body ? active : null;
  open = true;
  notify();
}

export function closeConsentSettings(): void {
  open = false;
  notify();
}

/**
 * After the dialog closed (and the page rendered what the choice changed): focus back where it
 * was, or on the main content when that element is gone or hidden (the bar after a choice).
 */
export function restoreFocus(): void {
  const target = returnTo && isShown(returnTo) ? returnTo : null;
  returnTo = null;
  focusMainContent(target);
}

/** Whether an element is in the page and rendered (not hidden, not display: none). */
export function isShown(element: Element): boolean {
  return element.isConnected && element.getClientRects().length > 0;
}

/**
 * Focus on `target`, or on the main content when there is none (the control is gone), without
 * scrolling the page away from where the visitor is.
 */
export function focusMainContent(target: HTMLElement | null = null): void {
  if (target) target.focus();
  else document.getElementById(mainContentId)?.focus({ preventScroll: true });
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
