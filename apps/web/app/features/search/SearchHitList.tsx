import { Link } from '~/ui/link/SiteLink';
import { useT } from '~/i18n/react';
import { ItemDate } from '~/ui/date/ItemDate';
import { searchKindLabel } from '~/ui/search/kind-label';
import { MarkedSnippet } from '~/ui/search/MarkedSnippet';
import type { SearchDate } from './document';
import type { SearchPageHit } from './search-page.server';
import styles from './SearchResults.module.css';

function datedItem(date: SearchDate) {
  return typeof date === 'string'
    ? { startDate: date }
    : { startDate: date.start, endDate: date.end ?? null };
}

/** One page of hits: linked title, type, date (range), a past marker and the snippet. */
export function SearchHitList({ hits, start }: { hits: SearchPageHit[]; start: number }) {
  const common = useT('common');
  const t = useT('search');
  return (
    <ol className={styles.hits} start={start}>
      {hits.map((hit) => (
        <li key={hit.path} className={styles.hit}>
          <h3 className={styles.hitTitle}>
            <Link to={hit.path}>{hit.title}</Link>
          </h3>
          <p className={styles.meta}>
            <span>{common(searchKindLabel(hit.kind))}</span>
            {hit.date ? (
              <ItemDate item={{ ...datedItem(hit.date), contentType: hit.kind, type: hit.type }} />
            ) : null}
            {hit.past ? <span className={styles.past}>{t('past')}</span> : null}
          </p>
          <MarkedSnippet segments={hit.snippet} className={styles.snippet} />
        </li>
      ))}
    </ol>
  );
}
