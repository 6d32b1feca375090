import { Link } from 'react-router';
import type { MessageKey } from '~/i18n/messages';
import { useT } from '~/i18n/react';
import { ItemDate } from '~/ui/date/ItemDate';
import type { SearchDate, SnippetSegment } from './document';
import type { SearchPageHit } from './search-page.server';
import styles from './SearchResults.module.css';

function datedItem(date: SearchDate) {
  return typeof date === 'string'
    ? { startDate: date }
    : { startDate: date.start, endDate: date.end ?? null };
}

/** The snippet as text; matched words in <mark> (never HTML from the index). */
function Snippet({ segments }: { segments: SnippetSegment[] }) {
  if (segments.length === 0) return null;
  return (
    <p className={styles.snippet}>
      {segments.map((segment, index) =>
        segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </p>
  );
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
            <span>{common(`search.kind.${hit.kind}` as MessageKey)}</span>
            {hit.date ? <ItemDate item={datedItem(hit.date)} /> : null}
            {hit.past ? <span className={styles.past}>{t('past')}</span> : null}
          </p>
          <Snippet segments={hit.snippet} />
        </li>
      ))}
    </ol>
  );
}
