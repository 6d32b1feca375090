/** What the filter form shows for a parsed filter, and the sentence that says what applies. */
import type { Correction } from './parse-query';
import type { ProgrammeFilter, QuickPeriod, View, When } from './filter';
import { quickPeriods } from './filter';
import type { FilterMessageKey, FilterTranslate } from './messages';

export type FilterOption = { value: string; label: string };

/** The form's field values: strings as the controls hold them, '' for "no choice". */
export type FilterFormState = {
  when: When;
  from: string;
  to: string;
  type: string;
  target: string;
  special: boolean;
  view: View | '';
};

export function filterFormState(filter: ProgrammeFilter): FilterFormState {
  const range = filter.when === 'range';
  return {
    when: filter.when,
    from: range ? (filter.from ?? '') : '',
    to: range ? (filter.to ?? '') : '',
    type: filter.type ?? '',
    target: filter.target ?? '',
    special: filter.special,
    view: filter.view ?? '',
  };
}

/** The quick period buttons, in their order, the one that applies marked. */
export function quickButtons(filter: ProgrammeFilter): { when: QuickPeriod; current: boolean }[] {
  return quickPeriods.map((when) => ({ when, current: filter.when === when }));
}

function labelOf(options: readonly FilterOption[], value: string | null): string | null {
  if (!value) return null;
  return options.find((option) => option.value === value)?.label ?? value;
}

/** The parts of "which filter applies", in the order of the form. */
export function appliedFilterParts(
  filter: ProgrammeFilter,
  t: FilterTranslate,
  options: {
    types: readonly FilterOption[];
    targets: readonly FilterOption[];
    formatDay: (isoDate: string) => string;
  },
): string[] {
  const parts: string[] = [];
  if (filter.when === 'range') {
    const from = filter.from ? options.formatDay(filter.from) : null;
    const to = filter.to ? options.formatDay(filter.to) : null;
    if (from && to) parts.push(t('filter.range', { from, to }));
    else if (from) parts.push(t('filter.rangeFrom', { from }));
    else if (to) parts.push(t('filter.rangeTo', { to }));
  } else if (filter.when !== 'all') {
    parts.push(t(`filter.when.${filter.when}`));
  }
  const type = labelOf(options.types, filter.type);
  if (type) parts.push(type);
  const target = labelOf(options.targets, filter.target);
  if (target) parts.push(target);
  if (filter.special) parts.push(t('filter.special'));
  if (filter.view) parts.push(t(`filter.view.${filter.view}`));
  return parts;
}

/** One sentence per correction, naming the parameter and the value that was not used. */
export function correctionMessages(
  corrections: readonly Correction[],
  query: URLSearchParams,
  t: FilterTranslate,
): string[] {
  return corrections.map(({ parameter, reason }) =>
    t(`reason.${reason}` as FilterMessageKey, { parameter, value: query.get(parameter) ?? '' }),
  );
}
