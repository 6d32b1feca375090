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
  const target = returnTo?.isConnected && returnTo.checkVisibility() ? returnTo : null;
  returnTo = null;
  (target ?? document.getElementById(mainContentId))?.focus();
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
