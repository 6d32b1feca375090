import { Form } from 'react-router';
import type { DigitalOfferType, Term } from '~/domain/types';
import { offerTypes, typeParam, type OfferFilters } from './offer-filters';
import { TypeIcon } from './TypeIcon';
import { Button } from '~/ui/button/Button';
import form from '~/ui/form/Form.module.css';
import styles from './OfferFilterForm.module.css';
import { useT } from '~/i18n/react';

/** The list's GET filter form: works as a plain form; with JavaScript it navigates in place. */
export function OfferFilterForm({
  filters,
  categories,
  action,
}: {
  filters: OfferFilters;
  categories: readonly Term[];
  action: string;
}) {
  const t = useT('offers');
  const typeOptions: {
    value: string;
    label: string;
    type: DigitalOfferType | null;
  }[] = [
    { value: '', label: t('filter.allTypes'), type: null },
    ...offerTypes.map((type) => ({
      value: typeParam(type),
      label: t(`type.${type}`),
      type,
    })),
  ];
  const filtered = filters.type !== null || filters.category !== null;
  return (
    <Form
      method="get"
      action={action}
      className={`${form.controls} ${styles.form}`}
      aria-label={t('filter.label')}
      preventScrollReset
    >
      <fieldset className={`${form.fieldset} ${styles.types}`}>
        <legend className={`${form.legend} ${styles.legend}`}>{t('filter.type')}</legend>
        {typeOptions.map((option) => (
          <label key={option.value} className={styles.type}>
            <input
              type="radio"
              name="type"
              value={option.value}
              defaultChecked={(filters.type ? typeParam(filters.type) : '') === option.value}
              className={styles.radio}
            />
            <span className={styles.tag}>
              {option.type ? <TypeIcon type={option.type} /> : null}
              {option.label}
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.row}>
        <label className={form.field}>
          <span className={form.label}>{t('filter.category')}</span>
          <select name="category" defaultValue={filters.category ?? ''} className={styles.select}>
            <option value="">{t('filter.allCategories')}</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.title}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="wide">
          {t('filter.submit')}
        </Button>
        {filtered ? (
          <a href={action} className={styles.reset}>
            {t('filter.reset')}
          </a>
        ) : null}
      </div>
    </Form>
  );
}
