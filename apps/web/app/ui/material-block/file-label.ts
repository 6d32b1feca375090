import type { MediaFile } from '~/domain/types';
import { intlLocale as numberLocale } from '~/domain/locale';
import type { Locale } from '~/domain/locale';

/** Decimal units, as file managers and Strapi count them. */
const units = ['B', 'kB', 'MB', 'GB'] as const;

/** "1,2 MB" / "1.2 MB": one decimal from kB on, whole bytes below. */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // 999.95 kB would round to "1000 kB": move on to the next unit instead.
  if (unit > 0 && unit < units.length - 1 && Math.round(value * 10) >= 10000) {
    value /= 1000;
    unit += 1;
  }
  const formatted = new Intl.NumberFormat(numberLocale[locale], {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return `${formatted} ${units[unit]}`;
}

/** The file type as people name it: the extension, else the MIME subtype, in capitals. */
export function fileType(file: Pick<MediaFile, 'extension' | 'mime'>): string | null {
  const fromExtension = file.extension?.replace(/^\./, '').trim();
  if (fromExtension) return fromExtension.toUpperCase();
  const subtype = file.mime?.split('/')[1]?.split(/[;+]/)[0]?.trim();
  return subtype ? subtype.toUpperCase() : null;
}

/** "PDF, 1,2 MB" in the page language; null when neither type nor size is known. */
export function fileLabel(
  file: Pick<MediaFile, 'extension' | 'mime' | 'sizeBytes'>,
  locale: Locale,
): string | null {
  const parts = [
    fileType(file),
    file.sizeBytes === null ? null : formatFileSize(file.sizeBytes, locale),
  ];
  const known = parts.filter((part): part is string => Boolean(part));
  return known.length > 0 ? known.join(', ') : null;
}
