import { Component, lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import type { Locale } from '~/domain/locale';
import { closeConsentSettings, restoreFocus, useConsentSettingsOpen } from './settings-store';

const loadDialog = () => import('./ConsentSettingsDialog');
const ConsentSettingsDialog = lazy(loadDialog);

/** Loads the dialog's code and texts ahead, when the visitor points at a control that opens it. */
export function preloadConsentSettings(locale: Locale): void {
  loadDialog().then(
    (dialog) => dialog.preloadDialogData(locale),
    () => undefined,
  );
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
    <DialogLoadGuard>
      <Suspense fallback={null}>
        <ConsentSettingsDialog />
      </Suspense>
    </DialogLoadGuard>
  );
}

/**
 * When the dialog's code or texts cannot be loaded (network gone, a deploy removed the chunk), the page
 * stays as it is: the dialog counts as closed (the bar comes back) and the cause is logged.
 */
class DialogLoadGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[consent] the settings could not be loaded:', error);
    closeConsentSettings();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
