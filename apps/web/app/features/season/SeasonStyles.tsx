import { useCspNonce } from '~/ui/use-csp-nonce';

/**
 * The seasonal colours (SPEC §4) as a style element in the document head: the current season's
 * colours on :root, the others as classes keyed by their date range. The CSS comes from
 * seasonCss(), which lets only hex colours and ISO dates through, so it cannot carry markup.
 * The element carries the request's CSP nonce (useCspNonce).
 */
export function SeasonStyles({ css }: { css: string }) {
  const nonce = useCspNonce();
  if (!css) return null;
  // Browsers hide nonce attributes after parsing and the client has none: no hydration warning.
  return (
    <style
      nonce={nonce}
      data-season-styles=""
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}
