import { createContext, useContext } from 'react';
import { Links } from 'react-router';

/**
 * The site's one stylesheet (about 8 KB gzip), written into the page instead of linked: the
 * page can be painted as soon as its HTML is there, without waiting for a second request
 * (docs/decisions/0007). The server reads the built file (entry.server) and hands its text
 * down through this context.
 */
export const SiteCssContext = createContext<string | null>(null);

let cssOfThisPage: string | null | undefined;

/** In the browser the text is already in the page: it is read back, never fetched. */
function cssInDocument(): string | null {
  cssOfThisPage ??= document.getElementById('site-css')?.textContent ?? null;
  return cssOfThisPage;
}

/**
 * The inline stylesheet and the favicon. The root route is the only one with links; should a
 * route add `links`, render them here. In development (no built file) React Router's own
 * <Links /> serves Vite's styles.
 */
export function SiteStyles() {
  const serverCss = useContext(SiteCssContext);
  const css = typeof document === 'undefined' ? serverCss : cssInDocument();
  if (css === null) return <Links />;
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* Allowed by its hash in the page's CSP (server/security-headers.ts). */}
      <style id="site-css" dangerouslySetInnerHTML={{ __html: css }} />
    </>
  );
}
