import { useContext } from 'react';
import { UNSAFE_FrameworkContext as FrameworkContext } from 'react-router';

/**
 * The request's CSP nonce for an inline element: React Router's ServerRouter holds it while the
 * server renders (the one its own inline scripts get); it never travels in loader data. Undefined
 * in the browser, where browsers hide nonce attributes after parsing anyway, so elements using
 * it carry suppressHydrationWarning.
 */
export function useCspNonce(): string | undefined {
  return useContext(FrameworkContext)?.nonce || undefined;
}
