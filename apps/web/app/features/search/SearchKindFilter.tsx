import { Link } from 'react-router';
import { keepFocusState } from '~/features/navigation/focus-target';
import type { Locale } from '~/domain/locale';
import { useT } from '~/i18n/react';
import { href } from '~/site/paths';
import { searchKindLabel } from '~/ui/search/kind-label';
import { searchKinds, type KindCounts, type SearchKind } from './document';
import { searchQuery } from './search-params';
import styles from './SearchResults.module.css';

/**
 * Links that narrow the results to one type (the text stays in the URL), with the number of
 * hits of each; types without hits are left out, the chosen one always shows.
 */
export function SearchKindFilter({
  text,
  kind,
  total,
  counts,
  locale,
}: {
  text: string;
  kind: SearchKind | null;
  total: number;
  counts: KindCounts;
  locale: Locale;
}) {
  const common = useT('common');
  const t = useT('search');
  const options = [
    { kind: null, label: t('filterAll'), count: total },
    ...searchKinds
      .filter((option) => counts[option] > 0 || option === kind)
      .map((option) => ({
        kind: option,
        label: common(searchKindLabel(option)),
        count: counts[option],
      })),
  ];
  return (
    <nav aria-label={t('filterLabel')} className={styles.filter}>
      <ul className={styles.filterList}>
        {options.map((option) => (
          <li key={option.kind ?? 'all'}>
            <Link
              to={href('search', {}, locale, searchQuery({ text, kind: option.kind }))}
              className={styles.filterLink}
              aria-current={option.kind === kind ? 'true' : undefined}
              // A filter of the same page: focus and scroll position stay (as the programme's
              // periods), the count above says what changed.
              state={keepFocusState}
              preventScrollReset
            >
              {option.label} <span className={styles.filterCount}>({option.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
