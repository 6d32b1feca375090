// Seasons and opening hours: non-localized single types, computed from the seeding day.
import { addDays, isoDate, nextWeekday, type CalendarDate } from '../lib/time';

interface SeasonStyle {
  name: string;
  exhibitionColor: string;
  schauhausColor: string;
  corporateColor: string;
}

// Meteorological seasons, starting in March, June, September and December.
const STYLES: SeasonStyle[] = [
  {
    name: 'Frühling',
    exhibitionColor: '#7cb518',
    schauhausColor: '#f15bb5',
    corporateColor: '#1f3a5f',
  },
  {
    name: 'Sommer',
    exhibitionColor: '#ffb703',
    schauhausColor: '#00bbf9',
    corporateColor: '#1f3a5f',
  },
  {
    name: 'Herbst',
    exhibitionColor: '#d9480f',
    schauhausColor: '#7209b7',
    corporateColor: '#1f3a5f',
  },
  {
    name: 'Winter',
    exhibitionColor: '#4361ee',
    schauhausColor: '#e63946',
    corporateColor: '#1f3a5f',
  },
];

function seasonAround(year: number, index: number) {
  // index 0 = spring of `year`; negative or > 3 wraps into neighbouring years.
  const absolute = year * 4 + index;
  const seasonYear = Math.floor(absolute / 4);
  const slot = absolute - seasonYear * 4;
  const startMonth = 3 + slot * 3; // 3, 6, 9, 12
  const start: CalendarDate = { year: seasonYear, month: startMonth, day: 1 };
  const nextStart =
    startMonth === 12
      ? { year: seasonYear + 1, month: 3, day: 1 }
      : { year: seasonYear, month: startMonth + 3, day: 1 };
  const style = STYLES[slot];
  const label =
    slot === 3 ? `${seasonYear}/${String(seasonYear + 1).slice(2)}` : String(seasonYear);
  return {
    ...style,
    name: `${style.name} ${label}`,
    startDate: isoDate(start),
    endDate: isoDate(addDays(nextStart, -1)),
  };
}

/** The season containing `today`, plus the one before and the one after. */
export function seasons(today: CalendarDate) {
  const slotIndex = today.month >= 3 ? Math.floor((today.month - 3) / 3) : -1; // Jan/Feb belong to last year's winter
  return [-1, 0, 1].map((shift) => seasonAround(today.year, slotIndex + shift));
}

const time = (value: string) => `${value}:00.000`;

export function openingHours(today: CalendarDate) {
  const open = (weekday: string, closes = '18:00') => ({
    weekday,
    opens: time('10:00'),
    closes: time(closes),
    closed: false,
  });
  const weekly = [
    { weekday: 'monday', opens: null, closes: null, closed: true },
    open('tuesday'),
    open('wednesday'),
    open('thursday', '20:00'),
    open('friday'),
    open('saturday'),
    open('sunday'),
  ];
  // A closure on a normally open day shortly after seeding, so "closed today" can be seen in the demo.
  const staffDay = nextWeekday(addDays(today, 3), 3);
  const year = today.year;
  const closed = (date: CalendarDate, labelDe: string, labelEn: string) => ({
    date: isoDate(date),
    opens: null,
    closes: null,
    closed: true,
    labelDe,
    labelEn,
  });
  const exceptions = [
    closed(staffDay, 'Betriebsversammlung', 'Staff meeting'),
    closed({ year, month: 12, day: 24 }, 'Heiligabend', 'Christmas Eve'),
    closed({ year, month: 12, day: 25 }, '1. Weihnachtstag', 'Christmas Day'),
    {
      date: isoDate({ year, month: 12, day: 26 }),
      opens: time('12:00'),
      closes: time('18:00'),
      closed: false,
      labelDe: '2. Weihnachtstag',
      labelEn: 'Boxing Day',
    },
    closed({ year, month: 12, day: 31 }, 'Silvester', "New Year's Eve"),
    closed({ year: year + 1, month: 1, day: 1 }, 'Neujahr', "New Year's Day"),
  ];
  // Keep one entry per date, should the staff day ever meet a holiday.
  const unique = exceptions.filter(
    (entry, index) => exceptions.findIndex((other) => other.date === entry.date) === index,
  );
  return { weekly, exceptions: unique, timezone: 'Europe/Berlin' };
}
