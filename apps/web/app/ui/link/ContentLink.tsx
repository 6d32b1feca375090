import type { ReactNode } from 'react';
import { Link as RouterLink } from '~/ui/link/SiteLink';
import type { Link } from '~/domain/types';

/** A link edited in the CMS: internal paths use the router, other hosts a plain anchor. */
export function ContentLink({
  link,
  className,
  children,
}: {
  link: Link;
  className?: string;
  children?: ReactNode;
}) {
  const label = children ?? link.label;
  if (link.isExternal || !link.uri.startsWith('/')) {
    return (
      <a href={link.uri} className={className} rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return (
    <RouterLink to={link.uri} className={className}>
      {label}
    </RouterLink>
  );
}
