/**
 * Recurring events: the dates of a series (RFC 5545 RRULE semantics, computed by the `rrule`
 * library) in the museum's time zone. The rule repeats the first occurrence's Berlin
 * wall-clock time, so a tour at 14:00 stays at 14:00 across the DST changes.
 *
 * rrule computes in "floating" time: a Date whose UTC fields are the Berlin wall clock. Every
 * floating value is turned into a real instant with `berlinInstant` before it leaves this
 * module, so nothing here depends on the process time zone.
 */
import * as rruleModule from 'rrule';
import type { EventSeries, SeriesChange, Weekday } from '~/domain/types';
import { addDays, daysBetween, isIsoDate } from './calendar-date';
import { berlinClockTime, berlinDate, berlinDayRange, berlinInstant } from './berlin-time';

/**
 * rrule's ES module build cannot be loaded by Node (its imports lack file extensions), so Node
 * loads its UMD build, whose exports arrive as the default export; bundlers take the ES build.
 */
const rrule: typeof rruleModule =
  'RRule' in rruleModule && rruleModule.RRule
    ? rruleModule
    : (rruleModule as unknown as { default: typeof rruleModule }).default;
const { RRule } = rrule;
type Rule = InstanceType<typeof RRule>;

const DAY_MS = 86_400_000;
/**
 * No expansion reaches further than this from the period's start: a guard against an unbounded
 * period, wide enough for any range the programme accepts (ten years either side of today).
 */
const MAX_WINDOW_DAYS = 21 * 366;

const ruleDays = {
  monday: RRule.MO,
  tuesday: RRule.TU,
  wednesday: RRule.WE,
  thursday: RRule.TH,
  friday: RRule.FR,
  saturday: RRule.SA,
  sunday: RRule.SU,
} as const satisfies Record<Weekday, unknown>;

const weekdayOfFloating = (date: string): Weekday =>
  (['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const)[
    new Date(`${date}T00:00:00Z`).getUTCDay()
  ]!;

/** What a series needs of its event: the first occurrence and the rule. */
export type SeriesEvent = {
  /** ISO instant of the first occurrence's start. */
  startDate: string;
  endDate?: string | null;
  allDay?: boolean | null;
  series?: EventSeries | null;
};

/** One date of a series, changes applied. */
export type Occurrence = {
  /** The Berlin date the rule gives (its RECURRENCE-ID), also when the occurrence moved. */
  date: string;
  start: Date;
  /** Null when the event has no end (an event without end lasts until the end of its day). */
  end: Date | null;
  cancelled: boolean;
  moved: boolean;
  note: SeriesChange['note'];
};

/** The first occurrence's Berlin wall clock: date, time and the end as days + time later. */
type Pattern = {
  date: string;
  time: string;
  end: { days: number; time: string } | null;
  allDay: boolean;
};

function patternOf(event: SeriesEvent): Pattern | null {
  const start = new Date(event.startDate);
  if (Number.isNaN(start.getTime())) return null;
  const end = event.endDate ? new Date(event.endDate) : null;
  const allDay = event.allDay === true;
  const date = berlinDate(start);
  const usableEnd = end && !Number.isNaN(end.getTime()) && end > start ? end : null;
  return {
    date,
    time: allDay ? '00:00' : berlinClockTime(start),
    end: usableEnd
      ? { days: daysBetween(date, berlinDate(usableEnd)), time: berlinClockTime(usableEnd) }
      : null,
    allDay,
  };
}

const floating = (date: string, time = '00:00') => new Date(`${date}T${time}:00Z`);
const floatingDate = (value: Date) => value.toISOString().slice(0, 10);

function ruleOf(series: EventSeries, pattern: Pattern): Rule {
  const days = series.weekdays.length > 0 ? series.weekdays : [weekdayOfFloating(pattern.date)];
  const monthly = series.frequency === 'monthly';
  const byweekday =
    monthly && series.weekOfMonth === null
      ? null
      : days.map((day) =>
          monthly && series.weekOfMonth !== null
            ? ruleDays[day].nth(series.weekOfMonth)
            : ruleDays[day],
        );
  const until = series.until && isIsoDate(series.until) ? series.until : null;
  const interval = Math.max(1, Math.floor(series.interval) || 1);
  return new RRule({
    freq: monthly ? RRule.MONTHLY : RRule.WEEKLY,
    // 1 is the default; left out, so that the RRULE text has no INTERVAL=1.
    ...(interval > 1 ? { interval } : {}),
    wkst: RRule.MO,
    byweekday,
    // Monthly without a weekday: the first occurrence's day of the month (RFC 5545 default).
    bymonthday: byweekday ? null : Number(pattern.date.slice(8, 10)),
    dtstart: floating(pattern.date, pattern.time),
    until: until ? floating(until, '23:59') : null,
    count: until ? null : series.count && series.count > 0 ? Math.floor(series.count) : null,
  });
}

function instantOf(pattern: Pattern, date: string): { start: Date; end: Date | null } {
  const start = berlinInstant(date, pattern.time);
  if (pattern.allDay) {
    const lastDay = addDays(date, pattern.end?.days ?? 0);
    return { start, end: berlinDayRange(berlinInstant(lastDay, '12:00')).end };
  }
  const end = pattern.end ? berlinInstant(addDays(date, pattern.end.days), pattern.end.time) : null;
  return { start, end };
}

/** The change editors made to the occurrence of a rule date, if any (the first one counts). */
function changeOn(series: EventSeries, date: string): SeriesChange | null {
  return series.changes.find((change) => change.date === date) ?? null;
}

function occurrenceOn(pattern: Pattern, series: EventSeries, date: string): Occurrence {
  const change = changeOn(series, date);
  const planned = instantOf(pattern, date);
  if (change?.kind === 'moved' && change.start) {
    const start = new Date(change.start);
    if (!Number.isNaN(start.getTime())) {
      const givenEnd = change.end ? new Date(change.end) : null;
      const length = planned.end ? planned.end.getTime() - planned.start.getTime() : null;
      const end =
        givenEnd && givenEnd > start
          ? givenEnd
          : length !== null
            ? new Date(start.getTime() + length)
            : null;
      return { date, start, end, cancelled: false, moved: true, note: change.note };
    }
  }
  return {
    date,
    ...planned,
    cancelled: change?.kind === 'cancelled',
    moved: false,
    note: change?.note ?? null,
  };
}

function spanEnd(occurrence: Occurrence): number {
  return occurrence.end && occurrence.end > occurrence.start
    ? occurrence.end.getTime()
    : berlinDayRange(occurrence.start).end.getTime();
}

/**
 * The occurrences of a series event that overlap a period (half-open, like the programme's
 * periods), earliest first, cancelled ones included and marked. A moved occurrence appears at
 * its new time. An event without a series has none; the period is cut to 21 years.
 */
export function seriesOccurrences(
  event: SeriesEvent,
  period: { start: Date; end: Date },
): Occurrence[] {
  const series = event.series;
  const pattern = series ? patternOf(event) : null;
  if (!series || !pattern) return [];
  const periodStart = period.start.getTime();
  const periodEnd = Math.min(period.end.getTime(), periodStart + MAX_WINDOW_DAYS * DAY_MS);
  if (!(periodEnd > periodStart)) return [];
  const rule = ruleOf(series, pattern);
  // Rule dates whose occurrence may reach into the period: a day's margin on each side for
  // the time zone, and the occurrence's length before the start.
  const reach = (pattern.end?.days ?? 0) + 2;
  const from = floating(berlinDate(new Date(periodStart)));
  const to = floating(berlinDate(new Date(periodEnd)));
  const dates = new Set(
    rule
      .between(new Date(from.getTime() - reach * DAY_MS), new Date(to.getTime() + 2 * DAY_MS), true)
      .map(floatingDate),
  );
  // A date moved into the period from further away.
  for (const change of series.changes) {
    if (change.kind === 'moved' && !dates.has(change.date) && isRuleDate(rule, change.date)) {
      dates.add(change.date);
    }
  }
  return [...dates]
    .map((date) => occurrenceOn(pattern, series, date))
    .filter((item) => item.start.getTime() < periodEnd && spanEnd(item) > periodStart)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

function isRuleDate(rule: Rule, date: string): boolean {
  if (!isIsoDate(date)) return false;
  const day = floating(date);
  return rule.between(day, new Date(day.getTime() + DAY_MS - 1), true).length > 0;
}

/**
 * The first date of a series: the first date the rule gives on or after the event's start
 * (an event whose start does not fit its rule begins at the rule's first date). Null when the
 * rule gives no date at all.
 */
export function firstSeriesDate(event: SeriesEvent): string | null {
  const pattern = event.series ? patternOf(event) : null;
  if (!event.series || !pattern) return null;
  const first = ruleOf(event.series, pattern).after(floating(pattern.date), true);
  return first ? floatingDate(first) : null;
}

/** What an iCalendar entry of a series needs (RFC 5545 3.8.5). */
export type SeriesCalendarRule = {
  /** The RRULE value, e.g. `FREQ=WEEKLY;BYDAY=SA;UNTIL=20270327T130000Z`. */
  rrule: string;
  /** DTSTART and DTEND of the first occurrence (synchronized with the rule). */
  start: Date;
  end: Date | null;
  /** Starts the rule gives that are cancelled: EXDATE. */
  excluded: Date[];
  /** Moved occurrences: RECURRENCE-ID (the rule's start) and their new times. */
  moved: { recurrenceId: Date; start: Date; end: Date | null; note: SeriesChange['note'] }[];
};

/**
 * The series as one iCalendar rule: RRULE text, the first occurrence, EXDATEs and the moved
 * occurrences. UNTIL is the UTC instant of the last possible start (RFC 5545: UTC when DTSTART
 * has a TZID) or, for all-day series, a date. Null without a series or any date.
 */
export function seriesCalendarRule(event: SeriesEvent): SeriesCalendarRule | null {
  const series = event.series;
  const pattern = series ? patternOf(event) : null;
  const first = firstSeriesDate(event);
  if (!series || !pattern || !first) return null;
  const rule = ruleOf(series, pattern);
  const { until, ...options } = rule.origOptions;
  const untilDate = until ? floatingDate(until) : null;
  const untilText = untilDate
    ? pattern.allDay
      ? untilDate.replaceAll('-', '')
      : berlinInstant(untilDate, pattern.time)
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, '')
    : null;
  const text = RRule.optionsToString({ ...options, dtstart: null })
    .replace(/^RRULE:/, '')
    .trim();
  const rrule = untilText ? `${text};UNTIL=${untilText}` : text;
  const planned = instantOf(pattern, first);
  const excluded: Date[] = [];
  const moved: SeriesCalendarRule['moved'] = [];
  for (const change of series.changes) {
    if (!isRuleDate(rule, change.date) || change.date < first) continue;
    if (changeOn(series, change.date) !== change) continue;
    const occurrence = occurrenceOn(pattern, series, change.date);
    // A cancelled date is left out (EXDATE); a moved one is replaced by an entry of its own
    // (RECURRENCE-ID), never excluded as well: calendar apps would drop the replacement.
    if (occurrence.cancelled) excluded.push(instantOf(pattern, change.date).start);
    if (occurrence.moved) {
      moved.push({
        recurrenceId: instantOf(pattern, change.date).start,
        start: occurrence.start,
        end: occurrence.end,
        note: occurrence.note,
      });
    }
  }
  excluded.sort((a, b) => a.getTime() - b.getTime());
  return { rrule, start: planned.start, end: planned.end, excluded, moved };
}
