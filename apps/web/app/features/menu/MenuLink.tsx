import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from '~/ui/link/SiteLink';
import type { Link } from '~/domain/types';
import styles from './MenuLink.module.css';
import { useT } from '~/i18n/react';

/** Another host, or a CMS link flagged external: both leave the site. */
export function isExternal(link: Link): boolean {
  return link.isExternal || !link.uri.startsWith('/') || link.uri.startsWith('//');
}

/**
 * A link edited in the CMS. External links open in the same tab and say so twice:
 * an arrow for the eye and "(extern)"/"(external)" for screen readers.
 */
function MenuLinkView({
  link,
  className,
  children,
}: {
  link: Link;
  className?: string;
  children?: ReactNode;
}) {
  const t = useT('menu');
  const label = children ?? link.label;
  if (!isExternal(link)) {
    return (
      <RouterLink to={link.uri} className={className}>
        {label}
      </RouterLink>
    );
  }
  return (
    <a href={link.uri} className={className} rel="noopener">
      {label}
      <ExternalMark label={t('external')} />
    </a>
  );
}

// Menus list dozens of these with links from the root data, which stay the same object between
// the menu's own re-renders (opening, a section chosen, the switch to enhanced after hydration).
export const MenuLink = memo(MenuLinkView);

export function ExternalMark({ label }: { label: string }) {
  return (
    <>
      <svg
        className={styles.arrow}
        viewBox="0 0 12 12"
        width="12"
        height="12"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 2h6v6M10 2 2 10" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <span className="visually-hidden"> {label}</span>
    </>
  );
}
