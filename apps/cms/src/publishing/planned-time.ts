// Planned publishing (strapi-plugin-publisher, decision 0024) as the museum plans it: on a
// day, at 09:00 Berlin time unless the editor says otherwise, and never in the past.
// Shared by the admin's planning panel and the CMS's check of every plan it is sent.

export const ZONE = 'Europe/Berlin';

/** The time a plan starts with once its day is chosen. */
export const DEFAULT_PLANNED_TIME = '09:00';

export type Language = 'de' | 'en';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Berlin's calendar day ("2026-12-24") and wall-clock time ("09:00") at a moment. */
export function berlinWallClock(at: Date): { date: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

function offsetMinutes(at: number): number {
  const { date, time } = berlinWallClock(new Date(at));
  const wall = Date.parse(`${date}T${time}:00Z`);
  return Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

/**
 * The moment a Berlin calendar day and wall-clock time name, or null if either is not
 * real. A time skipped when the clocks go forward (02:30 on the last Sunday of March)
 * is taken as the same time on the clock after the switch (03:30).
 */
export function berlinMoment(isoDate: string, time: string): Date | null {
  const d = DATE.exec(isoDate);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const first = wall - offsetMinutes(wall) * 60_000;
  return new Date(wall - offsetMinutes(first) * 60_000);
}

export type PlanProblem = 'missing' | 'past';

/** Why a planned moment cannot be saved at `now`, or null when it can. */
export function plannedTimeProblem(at: Date | null | undefined, now: Date): PlanProblem | null {
  if (!at || Number.isNaN(at.getTime())) return 'missing';
  return at.getTime() <= now.getTime() ? 'past' : null;
}

const MESSAGES: Record<PlanProblem, Record<Language, string>> = {
  missing: {
    de: 'Bitte geben Sie Datum und Uhrzeit an, z. B. 24.12.2026 und 09:00.',
    en: 'Please enter a date and a time, e.g. 24.12.2026 and 09:00.',
  },
  past: {
    de: 'Dieser Zeitpunkt liegt in der Vergangenheit. Bitte wählen Sie einen Zeitpunkt in der Zukunft.',
    en: 'This time has already passed. Please choose a time in the future.',
  },
};

export function planProblemMessage(problem: PlanProblem, language: string | null | undefined) {
  return MESSAGES[problem][language === 'en' ? 'en' : 'de'];
}

/** "24.12.2026, 09:00 Uhr" / "24/12/2026, 09:00" in Berlin time. */
export function formatPlannedTime(at: Date, language: string | null | undefined): string {
  const { date, time } = berlinWallClock(at);
  const [year, month, day] = date.split('-');
  return language === 'en'
    ? `${day}/${month}/${year}, ${time}`
    : `${day}.${month}.${year}, ${time} Uhr`;
}
