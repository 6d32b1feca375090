import { berlinDate, isIsoDate, toBerlinIso } from '~/time';

/**
 * A content date for schema.org: a bare date stays a date; an instant becomes Berlin wall-clock
 * time with its offset ("2026-12-06T11:00:00+01:00"), or the Berlin day when the item lasts
 * all day. Unreadable values are left out (undefined).
 */
export function schemaDate(value: string | null | undefined, allDay = false): string | undefined {
  if (!value) return undefined;
  if (isIsoDate(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return undefined;
  return allDay ? berlinDate(instant) : toBerlinIso(instant);
}

/** Seconds as an ISO 8601 duration: 3725 → "PT1H2M5S" (schema.org Duration). */
export function isoDuration(totalSeconds: number | null | undefined): string | undefined {
  if (totalSeconds === null || totalSeconds === undefined || !Number.isFinite(totalSeconds))
    return undefined;
  if (totalSeconds < 0) return undefined;
  const seconds = Math.round(totalSeconds);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
  return `PT${parts}`;
}
