import { lazy, Suspense, useEffect, useRef } from 'react';
import { restoreFocus, useConsentSettingsOpen } from './settings-store';

const loadDialog = () => import('./ConsentSettingsDialog');
const ConsentSettingsDialog = lazy(loadDialog);

/** Loads the dialog's code ahead, when the visitor is likely to need it soon (the bar is shown). */
export function preloadConsentSettings(): void {
  void loadDialog().catch(() => undefined);
}

/**
 * Where the settings dialog lives on every page. Its code is loaded on first use (or ahead,
 * while the bar is shown), so it adds nothing to a page's first-load JavaScript.
 */
export function ConsentSettingsHost() {
  const open = useConsentSettingsOpen();
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) restoreFocus();
    wasOpen.current = open;
  }, [open]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentSettingsDialog />
    </Suspense>
  );
}
