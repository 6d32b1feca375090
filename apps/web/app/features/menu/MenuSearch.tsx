import { Form } from 'react-router';
import type { SiteMenu } from '~/domain/types';
import type { Locale } from '~/domain/locale';
import { href } from '~/site/paths';
import { MenuLink } from './MenuLink';
import { Button } from '~/ui/button/Button';
import { SearchCombobox } from '~/ui/search/SearchCombobox';
import form from '~/ui/form/Form.module.css';
import styles from './MenuSearch.module.css';
import { useT } from '~/i18n/react';

/**
 * A GET form to the search screen (`?text=`), so it works without JavaScript; with it the field
 * suggests titles while the visitor types. Below it the editors' frequently searched links.
 */
export function MenuSearch({ search, locale }: { search: SiteMenu['search']; locale: Locale }) {
  const t = useT('menu');
  const title = search?.title || t('search');
  return (
    <div className={styles.search}>
      <Form
        method="get"
        action={href('search', {}, locale)}
        role="search"
        aria-label={title}
        className={`${form.controls} ${styles.form}`}
      >
        <label htmlFor="site-menu-search" className={form.label}>
          {t('searchLabel')}
        </label>
        <div className={styles.field}>
          <SearchCombobox id="site-menu-search" />
          <Button type="submit">{t('searchSubmit')}</Button>
        </div>
      </Form>
      {search && search.links.length > 0 ? (
        <div className={styles.suggestions}>
          <p id="site-menu-search-suggestions" className={styles.suggestionsTitle}>
            {t('searchSuggestions')}
          </p>
          <ul aria-labelledby="site-menu-search-suggestions" className={styles.suggestionList}>
            {search.links.map((link) => (
              <li key={`${link.uri}|${link.label}`}>
                <MenuLink link={link} className={styles.suggestion} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
