import { useId } from 'react';
import { Form } from 'react-router';
import { href } from '~/site/paths';
import { Button } from '../button/Button';
import form from '../form/Form.module.css';
import { SearchCombobox } from './SearchCombobox';
import styles from './SearchForm.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';

/**
 * SPEC §2 search: a GET form (works without JavaScript; the browser URL-encodes the text),
 * submitted with Enter or the search button; with JavaScript the field suggests titles while
 * the visitor types and has a reset button that is hidden while it is empty.
 */
export function SearchForm({ text }: { text: string }) {
  const t = useT('common');
  const locale = useLocale();
  const inputId = useId();

  return (
    <Form
      method="get"
      action={href('search', {}, locale)}
      role="search"
      className={`${form.controls} ${styles.form}`}
    >
      <label htmlFor={inputId} className={`${form.label} ${styles.label}`}>
        {t('search.label')}
      </label>
      <div className={styles.row}>
        <SearchCombobox id={inputId} initialText={text} />
        <Button type="submit">{t('search.submit')}</Button>
      </div>
    </Form>
  );
}
