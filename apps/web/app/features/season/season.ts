import { berlinDate, isIsoDate } from '~/time';

/** A season of the seasonal-colors-collection (CMS component season.season). */
export type Season = {
  name?: string | null;
  startDate: string;
  endDate: string;
  exhibitionColor?: string | null;
  schauhausColor?: string | null;
  corporateColor?: string | null;
};

/** The CSS custom properties a season sets, keyed by the CMS field that feeds them. */
const colorProperties = {
  exhibitionColor: '--color-exhibition',
  schauhausColor: '--color-schauhaus',
  corporateColor: '--color-corporate',
} as const;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Only plain hex colours pass; anything else could smuggle CSS into the page. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value.trim());
}

function hasValidRange(season: Season): boolean {
  return (
    isIsoDate(season.startDate) && isIsoDate(season.endDate) && season.startDate <= season.endDate
  );
}

/**
 * The season whose date range (inclusive, Berlin dates) contains today. If ranges overlap,
 * the one that started last wins, so a short special season can sit inside a long one.
 */
export function currentSeason<T extends Season>(seasons: readonly T[], now: Date): T | null {
  const today = berlinDate(now);
  let current: T | null = null;
  for (const season of seasons) {
    if (!hasValidRange(season) || season.startDate > today || season.endDate < today) continue;
    if (!current || season.startDate > current.startDate) current = season;
  }
  return current;
}

/** "season-2026-03-01-2026-06-30"; null when the dates are unusable. */
export function seasonClassName(season: Season): string | null {
  return hasValidRange(season) ? `season-${season.startDate}-${season.endDate}` : null;
}

function declarations(season: Season): string[] {
  const lines: string[] = [];
  for (const [field, property] of Object.entries(colorProperties) as [
    keyof typeof colorProperties,
    string,
  ][]) {
    const color = season[field];
    if (isHexColor(color)) lines.push(`  ${property}: ${color.trim().toLowerCase()};`);
  }
  return lines;
}

/**
 * The seasonal colours as CSS (SPEC §4): the current season sets the defaults on :root, every
 * other season gets a class keyed by its date range. Invalid colours and dates are left out.
 */
export function seasonCss(seasons: readonly Season[], now: Date): string {
  const current = currentSeason(seasons, now);
  const rules: string[] = [];
  const currentLines = current ? declarations(current) : [];
  if (currentLines.length > 0) rules.push(`:root {\n${currentLines.join('\n')}\n}`);

  const written = new Set<string>();
  for (const season of seasons) {
    const className = seasonClassName(season);
    if (season === current || className === null || written.has(className)) continue;
    written.add(className);
    const lines = declarations(season);
    if (lines.length > 0) rules.push(`.${className} {\n${lines.join('\n')}\n}`);
  }
  return rules.length > 0 ? `${rules.join('\n\n')}\n` : '';
}
