import { useEffect, useRef, type FormEvent } from 'react';
import { Form, Link, useLocation, useNavigate } from 'react-router';
import { QUICK_PARAMETER, toSearchParams, type ProgrammeFilter } from './filter';
import { parseProgrammeQuery } from './parse-query';
import { filterFormState, quickButtons, type FilterOption } from './filter-form';
import { TargetTypeFilter, fieldClass } from './TargetTypeFilter';
import { keepFocusState } from '~/features/navigation/focus-target';
import { Button } from '~/ui/button/Button';
import form from '~/ui/form/Form.module.css';
import styles from './ProgrammeFilters.module.css';
import { useT } from '~/i18n/react';

/**
 * The programme filters (SPEC §3) as one GET form: without JavaScript the browser submits it,
 * with JavaScript React Router navigates; either way all state is in the URL.
 *
 * The quick buttons (a period in one tap) are submit buttons of the same form, so a tap keeps
 * whatever else the visitor chose there, applied or not: their value replaces the period
 * (QUICK_PARAMETER) and the loader sends the query on to its canonical URL. The other fields fold
 * into a disclosure on phones, "Filter (2)" saying how many apply; from 640 px on they show
 * open (ProgrammeFilters.module.css). A tap keeps the focus and the scroll position; applying
 * the folded fields closes them and goes to the top, as any navigation does.
 */
export function ProgrammeFilterForm({
  filter,
  types,
  targets,
  activeCount,
}: {
  filter: ProgrammeFilter;
  types: readonly FilterOption[];
  targets: readonly FilterOption[];
  /** How many filters apply (appliedFilterParts): the count on the folded fields' button. */
  activeCount: number;
}) {
  const t = useT('filters');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const more = useRef<HTMLDetailsElement>(null);
  const quickLine = useRef<HTMLDivElement>(null);
  // On a phone the line of quick buttons scrolls sideways: the one that applies is brought
  // into it (the line's own scroll only, never the page's).
  useEffect(() => {
    const line = quickLine.current;
    const pressed = line?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!line || !pressed || line.scrollWidth <= line.clientWidth) return;
    const start = pressed.offsetLeft - line.offsetLeft;
    if (start < line.scrollLeft || start + pressed.offsetWidth > line.scrollLeft + line.clientWidth)
      line.scrollLeft = start + pressed.offsetWidth - line.clientWidth;
  }, [filter.when]);
  const state = filterFormState(filter);
  // Controls are uncontrolled; the key renews them when the URL's filter changes.
  const key = JSON.stringify(state);
  // With JavaScript the form goes straight to the canonical URL the loader would send it on to
  // (a redirect would lose the navigation's state). A query the loader would correct goes as
  // it is (React Router's own submit), so that the page can say what it did not use.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget, submitter))
      if (typeof value === 'string') query.append(name, value);
    const { filter: chosen, corrections } = parseProgrammeQuery(query, {
      now: new Date(),
      knownTypes: types.map((option) => option.value),
      knownTargets: targets.map((option) => option.value),
    });
    if (corrections.length > 0) return;
    event.preventDefault();
    const quick = query.has(QUICK_PARAMETER);
    if (!quick && more.current) more.current.open = false;
    const search = toSearchParams(chosen).toString();
    navigate(
      `${pathname}${search ? `?${search}` : ''}`,
      quick ? { state: keepFocusState, preventScrollReset: true } : undefined,
    );
  };
  return (
    <Form
      method="get"
      action={pathname}
      className={styles.filters}
      aria-label={t('filter.label')}
      onSubmit={onSubmit}
    >
      {/* Enter in a field applies the form as it stands: the first submit button is the
          form's default one, and a quick button there would change the period. */}
      <button type="submit" hidden tabIndex={-1} />
      <div
        role="group"
        aria-label={t('filter.quickLabel')}
        className={styles.quick}
        ref={quickLine}
      >
        {quickButtons(filter).map(({ when, current }) => (
          <button
            key={when}
            type="submit"
            name={QUICK_PARAMETER}
            value={when}
            className={styles.quickButton}
            aria-pressed={current}
          >
            {t(`filter.when.${when}`)}
          </button>
        ))}
      </div>
      <details className={styles.more} ref={more}>
        <summary className={styles.toggle}>
          {t('filter.more')}
          {activeCount > 0 ? (
            <>
              {' '}
              <span aria-hidden="true">({activeCount})</span>
              <span className="visually-hidden">{t('filter.active', { count: activeCount })}</span>
            </>
          ) : null}
        </summary>
        <div className={`${form.controls} ${styles.form}`} key={key}>
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
                <option value="weekend">{t('filter.when.weekend')}</option>
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
          <TargetTypeFilter
            types={types}
            targets={targets}
            type={state.type}
            target={state.target}
          />
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
        </div>
      </details>
    </Form>
  );
}
