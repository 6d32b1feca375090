/** The id of the main landmark, target of the skip link and of focus after navigation. */
export const mainContentId = 'main-content';

export type FocusTarget = { kind: 'main' } | { kind: 'anchor'; id: string };

/**
 * Navigation state of a link that changes what a page shows without leaving it (a filter):
 * the focus stays on the link and the page where it is; a live region tells what changed.
 */
export const keepFocusState = { keepFocus: true } as const;

export function keepsFocus(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'keepFocus' in state && state.keepFocus === true
  );
}

/**
 * Where focus goes after a client-side navigation (SPEC §2): without a hash, or with
 * #main-content, to the top of the main content; with another hash, to that anchor.
 */
export function focusTargetFor(hash: string): FocusTarget {
  const id = safeDecode(hash.replace(/^#/, ''));
  return id === '' || id === mainContentId ? { kind: 'main' } : { kind: 'anchor', id };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
