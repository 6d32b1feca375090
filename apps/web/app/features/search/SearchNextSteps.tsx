import { Link } from '~/ui/link/SiteLink';
import type { Locale } from '~/domain/locale';
import { useT } from '~/i18n/react';
import { href } from '~/site/paths';
import styles from './SearchResults.module.css';

/** Where to go when the search found nothing or cannot answer: the programme and the exhibitions. */
export function SearchNextSteps({ intro, locale }: { intro: string; locale: Locale }) {
  const t = useT('search');
  return (
    <>
      <p>{intro}</p>
      <ul className={styles.nextSteps}>
        <li>
          <Link to={href('programme', {}, locale)}>{t('programmeLink')}</Link>
        </li>
        <li>
          <Link to={href('exhibitions', {}, locale)}>{t('exhibitionsLink')}</Link>
        </li>
      </ul>
    </>
  );
}

/** The search cannot answer now (its index could not be built): say so, and where to go on. */
export function SearchUnavailable({ locale }: { locale: Locale }) {
  const t = useT('search');
  return (
    <section aria-labelledby="search-unavailable" className={styles.notice}>
      <h2 id="search-unavailable">{t('unavailable')}</h2>
      <SearchNextSteps intro={t('unavailableText')} locale={locale} />
    </section>
  );
}
