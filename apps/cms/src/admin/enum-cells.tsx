import { adminTranslations } from '../admin-layout/translations';

// The content manager's list shows an enum cell as its stored value ("in_progress"); this
// shows the label editors see in the form ("In Bearbeitung") in the admin's language.

interface Header {
  name: string;
  attribute?: { type?: string };
  cellFormatter?: unknown;
}

export function enumLabel(value: unknown, language: string | null): string {
  if (typeof value !== 'string') return '';
  const messages = language === 'en' ? adminTranslations.en : adminTranslations.de;
  return messages[value] ?? value;
}

/**
 * For the hook Admin/CM/pages/ListView/inject-column-in-table: enum columns get their labels
 * in the language `language()` names when the cell is drawn.
 */
export const labelEnumColumns =
  (language: () => string | null) =>
  <T extends { displayedHeaders: Header[] }>(table: T): T => ({
    ...table,
    displayedHeaders: table.displayedHeaders.map((header) =>
      header.attribute?.type === 'enumeration' && !header.cellFormatter
        ? {
            ...header,
            cellFormatter: (row: Record<string, unknown>) =>
              enumLabel(row[header.name], language()),
          }
        : header,
    ),
  });
