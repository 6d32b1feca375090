/** One line of a request's reply history, as the admin route gives it to the side panel. */
export interface HistoryLine {
  template: string;
  templateLabel: string;
  locale: string | null;
  subject: string | null;
  requestedBy: string | null;
  requestedAt: string | null;
  state: 'queued' | 'sent' | 'failed';
  attempts: number;
  sentAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
}
