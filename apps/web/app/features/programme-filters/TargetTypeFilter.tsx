import type { FilterOption } from './filter-form';
import form from '~/ui/form/Form.module.css';
import styles from './ProgrammeFilters.module.css';
import { useT } from '~/i18n/react';

/** A filter's label above its control; the controls of a filter row keep a readable width. */
export const fieldClass = `${form.field} ${styles.field}`;

/**
 * The "what" (`type=`) and "for whom" (`target=`) selects of SPEC §2/§3, for any overview
 * form (programme, guided tours). Plain named controls: the surrounding GET form sends them.
 */
export function TargetTypeFilter({
  types,
  targets,
  type,
  target,
  idPrefix = 'filter',
}: {
  types: readonly FilterOption[];
  targets: readonly FilterOption[];
  /** The current values ('' = all). */
  type: string;
  target: string;
  idPrefix?: string;
}) {
  const t = useT('filters');
  return (
    <>
      <div className={fieldClass}>
        <label htmlFor={`${idPrefix}-type`}>{t('filter.type')}</label>
        <select id={`${idPrefix}-type`} name="type" defaultValue={type} key={`type-${type}`}>
          <option value="">{t('filter.type.all')}</option>
          {types.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldClass}>
        <label htmlFor={`${idPrefix}-target`}>{t('filter.target')}</label>
        <select
          id={`${idPrefix}-target`}
          name="target"
          defaultValue={target}
          key={`target-${target}`}
        >
          <option value="">{t('filter.target.all')}</option>
          {targets.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
