import { Link } from '~/ui/link/SiteLink';
import type { Locale } from '~/domain/locale';
import { useT } from '~/i18n/react';
import { href } from '~/site/paths';
import { paginate } from '~/ui/pagination/paginate';
import { Pagination } from '~/ui/pagination/Pagination';
import type { SearchPageResult } from './search-page.server';
import { SEARCH_PAGE_SIZE, searchQuery } from './search-params';
import { SearchHitList } from './SearchHitList';
import { SearchKindFilter } from './SearchKindFilter';
import { SearchNextSteps } from './SearchNextSteps';
import styles from './SearchResults.module.css';

/**
 * The answer to a search: how many hits, the type filter, one page of hits with its pagination,
 * or (SPEC §8) "no results found" with a spelling suggestion and places to go on from.
 */
export function SearchResults({ result, locale }: { result: SearchPageResult; locale: Locale }) {
  const common = useT('common');
  const t = useT('search');
  const shown = result.kind ? result.countsByKind[result.kind] : result.total;
  return (
    <section aria-labelledby="search-results">
      {result.truncated ? <p className={styles.notice}>{t('truncated')}</p> : null}
      <h2 id="search-results" className={styles.count}>
        {/* A polite live region: the type filter below changes the count in place (with
            JavaScript), while the focus stays on the chosen type. */}
        <span role="status">{t('count', { count: shown, text: result.text })}</span>
      </h2>
      {result.total > 0 ? (
        <SearchKindFilter
          text={result.text}
          kind={result.kind}
          total={result.total}
          counts={result.countsByKind}
          locale={locale}
        />
      ) : null}
      {result.hits.length > 0 ? (
        <>
          <SearchHitList hits={result.hits} start={(result.page - 1) * SEARCH_PAGE_SIZE + 1} />
          <Pagination pagination={paginate(shown, result.page, SEARCH_PAGE_SIZE)} />
        </>
      ) : (
        <>
          <p>{common('search.noResults')}</p>
          {result.suggestion ? (
            <p>
              {t('didYouMean')}{' '}
              <Link to={href('search', {}, locale, searchQuery({ text: result.suggestion }))}>
                {result.suggestion}
              </Link>
              ?
            </p>
          ) : null}
          <SearchNextSteps intro={t('nextSteps')} locale={locale} />
        </>
      )}
    </section>
  );
}
