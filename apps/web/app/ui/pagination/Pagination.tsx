import { useLocation } from 'react-router';
import { Link } from '~/ui/link/SiteLink';
import type { Pagination as PageNumbers } from './paginate';
import { pageHref } from './page-links';
import styles from './Pagination.module.css';
import { useT } from '~/i18n/react';

/** Page links (SPEC §1) from paginate(); each keeps the other query parameters of the page. */
export function Pagination({ pagination }: { pagination: PageNumbers }) {
  const t = useT('list');
  const { pathname, search } = useLocation();
  const { page, pageCount, pages } = pagination;
  if (pageCount <= 1) return null;
  const to = (number: number) => pageHref(pathname, search, number);
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>
            <Link to={to(page - 1)} className={styles.step} rel="prev">
              <span aria-hidden="true">‹ </span>
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={to(entry)}
                className={styles.page}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: entry })}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={to(page + 1)} className={styles.step} rel="next">
              {t('pagination.next')}
              <span aria-hidden="true"> ›</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
