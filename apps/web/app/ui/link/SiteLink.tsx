import type { AnchorHTMLAttributes } from 'react';

/**
 * `data-discover`: React Router's route discovery learns the routes of these paths (the client
 * runtime holds it back until a second after load). `data-link`: the click handler's mark.
 */
const marks = { 'data-discover': 'true', 'data-link': '' };

/**
 * A link to a path of this site: a plain anchor. Clicks on it become client-side navigations
 * through one handler for the whole page (features/navigation/use-site-links.ts) instead of
 * React Router's `<Link>`, whose hooks each of a page's 100-odd links ran on the server and again
 * while hydrating (issue #20). Links that carry navigation state or keep the scroll position (the
 * filters) still use React Router's `<Link>`.
 */
export function Link({
  to,
  children,
  ...anchor
}: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  return (
    <a href={to} {...marks} {...anchor}>
      {children}
    </a>
  );
}
