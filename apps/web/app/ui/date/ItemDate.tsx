import { formatItemDate, machineDate, type DatedItem } from '~/i18n/format-date';
import { useLocale } from '~/site/use-locale';

/** The date (range) and time of an item as <time>, or the editor's override text. */
export function ItemDate({ item, className }: { item: DatedItem; className?: string }) {
  const locale = useLocale();
  const text = formatItemDate(item, locale);
  if (!text) return null;
  const overridden = Boolean(item.dateTimeOverride?.trim());
  if (overridden) return <span className={className}>{text}</span>;
  return (
    <time dateTime={machineDate(item.startDate, item.allDay ?? false)} className={className}>
      {text}
    </time>
  );
}
