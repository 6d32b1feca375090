import { describe, expect, it } from 'vitest';
import { historyText, type HistoryLine } from './reply-history-text';

const line = (extra: Partial<HistoryLine>): HistoryLine => ({
  template: 'bookingConfirmed',
  templateLabel: 'Bestätigung',
  locale: 'en',
  subject: 'Your guided tour is confirmed (ZM-1A2B3C4D)',
  requestedBy: 'Bea Test',
  requestedAt: '2026-11-29T12:05:00.000Z',
  state: 'queued',
  attempts: 0,
  sentAt: null,
  nextAttemptAt: null,
  lastError: null,
  ...extra,
});

describe('the reply history in the admin', () => {
  it('names template, language, who and when, and the delivery in Berlin time', () => {
    expect(
      historyText(line({ state: 'sent', attempts: 1, sentAt: '2026-11-29T12:06:00.000Z' })),
    ).toEqual({
      title: 'Bestätigung (Englisch)',
      requested: 'Ausgelöst von Bea Test am 29.11.2026, 13:05 Uhr',
      delivery: 'Zugestellt am 29.11.2026, 13:06 Uhr',
    });
  });

  it('says a reply waits, and after failed attempts when it is tried next', () => {
    expect(historyText(line({})).delivery).toBe('Wartet auf Zustellung');
    expect(
      historyText(
        line({
          attempts: 2,
          lastError: 'Error ESOCKET',
          nextAttemptAt: '2026-11-29T12:10:00.000Z',
        }),
      ).delivery,
    ).toBe(
      'Wartet auf Zustellung: 2 Versuche gescheitert (Error ESOCKET), nächster Versuch am 29.11.2026, 13:10 Uhr',
    );
  });

  it('asks staff to get in touch otherwise when a reply cannot be delivered', () => {
    expect(
      historyText(
        line({ state: 'failed', locale: 'de', lastError: 'Keine gültige E-Mail-Adresse' }),
      ),
    ).toMatchObject({
      title: 'Bestätigung (Deutsch)',
      delivery:
        'Nicht zustellbar (Keine gültige E-Mail-Adresse). Bitte melden Sie sich auf anderem Weg bei der Person.',
    });
  });
});
