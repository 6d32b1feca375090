import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Whether a click on an anchor is the browser's to handle: another window, a download, a modifier. */
function leftToBrowser(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (anchor.target !== '' && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  );
}

/**
 * Client-side navigation for the site's plain links (ui/link/SiteLink.tsx), with React Router's
 * rules for its own `<Link>`: a plain left click on a link to this origin navigates in the page,
 * to the same address it replaces the history entry; anything else stays the browser's. One
 * listener for the document, registered after React's, so a component's own click handler (or
 * the update check's, which loads the whole document) decides first.
 */
export function useSiteLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[data-link]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || leftToBrowser(event, anchor)) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const path = url.pathname + url.search + url.hash;
      const shown = window.location.pathname + window.location.search + window.location.hash;
      void navigate(path, { replace: path === shown });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
