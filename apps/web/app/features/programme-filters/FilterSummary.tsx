import styles from './ProgrammeFilters.module.css';
import { useT } from '~/i18n/react';

/** Says which filter applies, how many items match, and what of the URL was not used. */
export function FilterSummary({
  parts,
  corrections,
  count,
}: {
  parts: readonly string[];
  corrections: readonly string[];
  count: number;
}) {
  const t = useT('filters');
  return (
    <div className={styles.summary} role="status">
      <p className={styles.applies}>
        {parts.length > 0
          ? t('filter.applies', { filters: parts.join(' · ') })
          : t('filter.appliesAll')}{' '}
        {t('filter.count', { count })}
      </p>
      <FilterCorrections corrections={corrections} className={styles.corrections} />
    </div>
  );
}

/** What of the URL was not used (SPEC §8: parameters are normalised or dropped), as a list. */
export function FilterCorrections({
  corrections,
  className,
}: {
  corrections: readonly string[];
  className?: string;
}) {
  const t = useT('filters');
  if (corrections.length === 0) return null;
  return (
    <div className={className}>
      <p>{t('filter.corrected')}</p>
      <ul>
        {corrections.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
