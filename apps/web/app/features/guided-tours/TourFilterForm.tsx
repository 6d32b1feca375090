import { Form } from 'react-router';
import { Link } from '~/ui/link/SiteLink';
import type { FilterOption } from '~/features/programme-filters/filter-form';
import { FilterCorrections } from '~/features/programme-filters/FilterSummary';
import { TargetTypeFilter } from '~/features/programme-filters/TargetTypeFilter';
import { Button } from '~/ui/button/Button';
import form from '~/ui/form/Form.module.css';
import styles from './TourFilterForm.module.css';
import { useT } from '~/i18n/react';

/** The GET form of the guided-tours list: "what" and "for whom", works without JavaScript. */
export function TourFilterForm({
  action,
  types,
  targets,
  type,
  target,
}: {
  action: string;
  types: readonly FilterOption[];
  targets: readonly FilterOption[];
  type: string;
  target: string;
}) {
  const t = useT('screens');
  const filterT = useT('filters');
  return (
    <Form
      method="get"
      action={action}
      className={`${form.controls} ${styles.form}`}
      aria-label={t('tours.filterLabel')}
    >
      <TargetTypeFilter
        types={types}
        targets={targets}
        type={type}
        target={target}
        idPrefix="tours"
      />
      <div className={styles.actions}>
        <Button type="submit" size="wide">
          {filterT('filter.submit')}
        </Button>
        {type || target ? (
          <Link to={action} className={styles.reset}>
            {filterT('filter.reset')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** How many offers match which filter, and which values of the URL were not used. */
export function TourSummary({
  applied,
  corrections,
  count,
}: {
  applied: readonly string[];
  corrections: readonly string[];
  count: number;
}) {
  const t = useT('screens');
  const total = t('tours.count', { count });
  return (
    <div className={styles.summary} role="status">
      <p>{applied.length > 0 ? `${applied.join(' · ')}: ${total}` : total}</p>
      <FilterCorrections corrections={corrections} className={styles.corrections} />
    </div>
  );
}
