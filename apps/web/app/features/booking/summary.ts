import type { Locale } from '~/domain/locale';
import type { Salutation } from './fields';

/** What the thank-you page repeats of a request: enough to recognise it, no full address. */
export interface BookingSummary {
  slug: string;
  offerTitle: string;
  pageLocale: Locale;
  language: string;
  date: string;
  time: string;
  participants: number;
  salutation: Salutation | null;
  firstName: string;
  lastName: string;
  email: string;
  tel: string | null;
  company: string | null;
  city: string;
  /** "queued": kept on the web server until the CMS is back; still received. */
  storage: 'stored' | 'queued';
  /** The reference the mails carry ("ZM-1A2B3C4D"); absent in summaries written before it. */
  reference?: string;
}
