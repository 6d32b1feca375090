import { useId, useRef, useState } from 'react';
import { useHydrated } from '../use-hydrated';
import { Form } from 'react-router';
import { href } from '~/site/paths';
import { Button } from '../button/Button';
import form from '../form/Form.module.css';
import styles from './SearchForm.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';

/**
 * SPEC §2 search: a GET form (works without JavaScript; the browser URL-encodes the text),
 * submitted with Enter or the search button. The reset button clears the field and is hidden
 * while it is empty; it needs JavaScript, so it only appears once the page is interactive.
 */
export function SearchForm({ text }: { text: string }) {
  const t = useT('common');
  const locale = useLocale();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(text);
  const interactive = useHydrated();

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
        <input
          ref={input}
          id={inputId}
          type="search"
          name="text"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className={styles.input}
          autoComplete="off"
        />
        <Button
          variant="secondary"
          hidden={!interactive || value === ''}
          onClick={() => {
            setValue('');
            input.current?.focus();
          }}
        >
          {t('search.reset')}
        </Button>
        <Button type="submit">{t('search.submit')}</Button>
      </div>
    </Form>
  );
}
