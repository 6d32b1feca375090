export {
  defaultProgrammeFilter,
  programmeParameters,
  QUICK_PARAMETER,
  quickPeriods,
  toSearchParams,
  updateFilter,
  viewValues,
  whenValues,
  type ProgrammeFilter,
  type ProgrammeParameter,
  type QuickPeriod,
  type View,
  type When,
} from './filter';
export {
  parseProgrammeQuery,
  type Correction,
  type CorrectionReason,
  type ParsedProgrammeQuery,
  type ProgrammeQueryOptions,
} from './parse-query';
export {
  applyProgrammeFilter,
  atNextDates,
  itemSpan,
  withOccurrences,
  type ItemSpan,
  type ProgrammeItem,
} from './apply-filter';
export { paginate, type PageLink, type Pagination } from '~/ui/pagination/paginate';
export {
  appliedFilterParts,
  correctionMessages,
  filterFormState,
  quickButtons,
  type FilterFormState,
  type FilterOption,
} from './filter-form';
export { seriesRuleText, upcomingSeriesDates } from './series-dates';
