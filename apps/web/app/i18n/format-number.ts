/** Amounts and durations as the site writes them, per locale (info blocks of SPEC §3). */
import { intlLocale, type Locale } from '../domain/locale';

/** "8 €" / "€8", with cents only when there are any ("8,50 €" / "€8.50"). */
export function formatEuro(amount: number, locale: Locale): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** "90 Minuten" / "90 minutes"; whole hours as hours ("2 Stunden" / "2 hours"). */
export function formatMinutes(minutes: number, locale: Locale): string {
  const hours = minutes % 60 === 0;
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'long',
  }).format(hours ? minutes / 60 : minutes);
}
