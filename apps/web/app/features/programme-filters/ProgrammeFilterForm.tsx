import { Form, Link, useLocation } from 'react-router';
import type { ProgrammeFilter } from './filter';
import { filterFormState, periodLinks, type FilterOption } from './filter-form';
import { TargetTypeFilter, fieldClass } from './TargetTypeFilter';
import { keepFocusState } from '~/features/navigation/focus-target';
import { Button } from '~/ui/button/Button';
import form from '~/ui/form/Form.module.css';
import styles from './ProgrammeFilters.module.css';
import { useT } from '~/i18n/react';

/**
 * The programme filters (SPEC §3) as a GET form: without JavaScript the browser submits it,
 * with JavaScript React Router navigates; either way all state is in the URL.
 */
export function ProgrammeFilterForm({
  filter,
  types,
  targets,
}: {
  filter: ProgrammeFilter;
  types: readonly FilterOption[];
  targets: readonly FilterOption[];
}) {
  const t = useT('filters');
  const { pathname } = useLocation();
  const state = filterFormState(filter);
  // Controls are uncontrolled; the key renews them when the URL's filter changes.
  const key = JSON.stringify(state);
  return (
    <div className={styles.filters}>
      <nav aria-label={t('filter.quickLabel')}>
        <ul className={styles.quick}>
          {periodLinks(filter).map((link) => (
            <li key={link.when}>
              <Link
                to={`${pathname}${link.search}`}
                className={styles.quickLink}
                aria-current={link.current ? 'true' : undefined}
                state={keepFocusState}
                preventScrollReset
              >
                {t(`filter.when.${link.when}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        action={pathname}
        className={`${form.controls} ${styles.form}`}
        aria-label={t('filter.label')}
        key={key}
      >
        <fieldset className={`${form.fieldset} ${styles.group}`}>
          <legend className={form.legend}>{t('filter.when')}</legend>
          <div className={fieldClass}>
            <label htmlFor="filter-when">{t('filter.period')}</label>
            <select
              id="filter-when"
              name="when"
              defaultValue={state.when === 'all' ? '' : state.when}
            >
              <option value="">{t('filter.when.all')}</option>
              <option value="today">{t('filter.when.today')}</option>
              <option value="week">{t('filter.when.week')}</option>
              <option value="month">{t('filter.when.month')}</option>
              <option value="range">{t('filter.when.range')}</option>
            </select>
          </div>
          <div className={fieldClass}>
            <label htmlFor="filter-from">{t('filter.from')}</label>
            <input id="filter-from" type="date" name="from" defaultValue={state.from} />
          </div>
          <div className={fieldClass}>
            <label htmlFor="filter-to">{t('filter.to')}</label>
            <input id="filter-to" type="date" name="to" defaultValue={state.to} />
          </div>
        </fieldset>
        <TargetTypeFilter types={types} targets={targets} type={state.type} target={state.target} />
        <div className={fieldClass}>
          <label htmlFor="filter-view">{t('filter.view')}</label>
          <select id="filter-view" name="view" defaultValue={state.view}>
            <option value="">{t('filter.view.all')}</option>
            <option value="current">{t('filter.view.current')}</option>
            <option value="preview">{t('filter.view.preview')}</option>
            <option value="review">{t('filter.view.review')}</option>
          </select>
        </div>
        <div className={styles.check}>
          <input
            id="filter-special"
            type="checkbox"
            name="special"
            value="1"
            defaultChecked={state.special}
          />
          <label htmlFor="filter-special">{t('filter.special')}</label>
        </div>
        <div className={styles.actions}>
          <Button type="submit" size="wide">
            {t('filter.submit')}
          </Button>
          <Link to={pathname} className={styles.reset}>
            {t('filter.reset')}
          </Link>
        </div>
      </Form>
    </div>
  );
}
