// The words of a request's reply history in the admin (reply-history.tsx), as the admin route
// `/replies/<kind>/<documentId>` delivers the lines (src/replies/register.ts).
import type { HistoryLine } from '../replies/history-line';

export type { HistoryLine };

const when = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const at = (iso: string | null) => (iso ? `${when.format(new Date(iso))} Uhr` : '');

const LANGUAGES: Record<string, string> = { de: 'Deutsch', en: 'Englisch' };

export function historyText(line: HistoryLine): {
  title: string;
  requested: string;
  delivery: string;
} {
  const language = line.locale ? (LANGUAGES[line.locale] ?? line.locale) : '';
  const title = `${line.templateLabel}${language ? ` (${language})` : ''}`;
  const requested = `Ausgelöst von ${line.requestedBy ?? 'unbekannt'} am ${at(line.requestedAt)}`;
  const tries = line.attempts === 1 ? '1 Versuch' : `${line.attempts} Versuche`;
  let delivery: string;
  if (line.state === 'sent') {
    delivery = `Zugestellt am ${at(line.sentAt)}`;
  } else if (line.state === 'failed') {
    delivery = `Nicht zustellbar (${line.lastError ?? 'unbekannter Fehler'}). Bitte melden Sie sich auf anderem Weg bei der Person.`;
  } else if (line.attempts === 0) {
    delivery = 'Wartet auf Zustellung';
  } else {
    delivery = `Wartet auf Zustellung: ${tries} gescheitert (${line.lastError ?? 'unbekannt'}), nächster Versuch am ${at(line.nextAttemptAt)}`;
  }
  return { title, requested, delivery };
}
