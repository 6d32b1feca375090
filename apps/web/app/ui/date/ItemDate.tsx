import { openRunOf } from '~/domain/exhibition';
import { formatItemDate, machineDate, type DatedItem } from '~/i18n/format-date';
import { useT } from '~/i18n/react';
import { berlinDate, isIsoDate } from '~/time';
import { useLocale } from '~/site/use-locale';

/** What ItemDate needs to tell an exhibition that runs on from a dated item. */
export type ItemDateItem = DatedItem & { contentType?: string | null; type?: string | null };

/** The Berlin year of a date or instant, as text ("2012"), or null when unreadable. */
function berlinYear(value: string): string | null {
  if (isIsoDate(value)) return value.slice(0, 4);
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : berlinDate(instant).slice(0, 4);
}

/**
 * The date (range) and time of an item as <time>, or the editor's override text. An exhibition
 * without an end date runs on (domain/exhibition.ts): "seit 2012" when permanent, else
 * "ab 11. Oktober 2026", never its opening day alone.
 */
export function ItemDate({ item, className }: { item: ItemDateItem; className?: string }) {
  const locale = useLocale();
  const t = useT('list');
  const overridden = Boolean(item.dateTimeOverride?.trim());
  const run = overridden || !item.startDate ? null : openRunOf(item);
  if (run && item.startDate) {
    const year = berlinYear(item.startDate);
    const day = formatItemDate({ startDate: item.startDate, allDay: true }, locale);
    const text =
      run === 'permanent'
        ? year && t('exhibition.since', { year })
        : day && t('exhibition.from', { date: day });
    if (!text) return null;
    return (
      <time dateTime={machineDate(item.startDate, true)} className={className}>
        {text}
      </time>
    );
  }
  const text = formatItemDate(item, locale);
  if (!text) return null;
  if (overridden) return <span className={className}>{text}</span>;
  return (
    <time dateTime={machineDate(item.startDate, item.allDay ?? false)} className={className}>
      {text}
    </time>
  );
}
