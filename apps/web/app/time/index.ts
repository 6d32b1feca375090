export {
  addDays,
  dateParts,
  datesFrom,
  daysBetween,
  isIsoDate,
  isoDateOf,
  mondayOf,
  weekdayOf,
  weekdays,
  type Weekday,
} from './calendar-date';
export { formatClockTime, minutesOfDay, parseClockTime, type ClockTime } from './clock-time';
export {
  MUSEUM_TIME_ZONE,
  berlinClockTime,
  berlinDate,
  berlinDatesRange,
  berlinDayRange,
  berlinInstant,
  berlinIso,
  berlinMonthRange,
  berlinOffset,
  berlinWeekRange,
  berlinWeekendRange,
  offsetMinutesAt,
  toBerlinIso,
  type InstantRange,
} from './berlin-time';
