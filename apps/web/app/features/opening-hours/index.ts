export type { DayHours, HoursException, OpeningHours, WeeklyHours } from './types';
export { hoursForDate } from './day-hours';
export { ANNOUNCED_DAYS, upcomingChanges, type HoursChange } from './hours-changes';
export {
  calendarEntries,
  openingState,
  windowsInRange,
  type CalendarEntry,
  type OpeningState,
} from './opening-state';
export {
  MAX_CALENDAR_DAYS,
  parseCalendarQuery,
  type CalendarQuery,
  type CalendarQueryError,
} from './calendar-query';
export {
  openingHoursSpecification,
  type MuseumOpeningHoursLd,
  type OpeningHoursSpecificationLd,
} from './schema-org';
export {
  openingHoursSummary,
  weekdayRows,
  weeklyOverview,
  type WeekdayHours,
  type OpeningHoursSummary,
  type WeeklyRange,
} from './weekly-overview';
export { eventsOn, exhibitionsOn, offersOn, type TodayEvent } from './today-programme';
export { NEXT_OPENING_DAYS, nextOpening, type NextOpening } from './next-opening';
