import { useContext } from 'react';
import { UNSAFE_FrameworkContext as FrameworkContext } from 'react-router';

/**
 * The seasonal colours (SPEC §4) as a style element in the document head: the current season's
 * colours on :root, the others as classes keyed by their date range. The CSS comes from
 * seasonCss(), which lets only hex colours and ISO dates through, so it cannot carry markup.
 * The element carries the request's CSP nonce, which React Router's ServerRouter holds during
 * server rendering (the same one its own inline scripts get); it never travels in loader data.
 */
export function SeasonStyles({ css }: { css: string }) {
  const nonce = useContext(FrameworkContext)?.nonce;
  if (!css) return null;
  // Browsers hide nonce attributes after parsing and the client has none: no hydration warning.
  return (
    <style
      nonce={nonce || undefined}
      data-season-styles=""
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}
