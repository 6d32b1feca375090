import type { AdminLayout } from './define';

// The column headers a type's list shows in the German admin: its own (`list` of its layout),
// then those Strapi and its plugins add: the draft/publish state ("Status") and "Available in"
// (i18n) as the admin names them, and our planned publishing (src/admin/planned-column.tsx).
// Headers are shown in capitals, so two that differ only in case read as one.

export interface SchemaOptions {
  options?: { draftAndPublish?: boolean };
  pluginOptions?: { i18n?: { localized?: boolean } };
}

export const STRAPI_STATUS_HEADER = 'Status';
export const I18N_HEADER = 'Available in';

export function listHeaders(
  layout: AdminLayout,
  schema: SchemaOptions,
  plannedHeader: string,
): string[] {
  const own = (layout.list ?? []).map((field) => {
    const text = layout.fields[field];
    return text ? (text.listLabel ?? text.label) : field;
  });
  const added = [
    ...(schema.pluginOptions?.i18n?.localized ? [I18N_HEADER] : []),
    ...(schema.options?.draftAndPublish ? [STRAPI_STATUS_HEADER, plannedHeader] : []),
  ];
  return [...own, ...added];
}

/** Headers shown more than once in a list (compared as shown: in capitals). */
export function repeatedHeaders(headers: string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const header of headers) {
    const shown = header.toLocaleUpperCase('de');
    if (seen.has(shown)) repeated.add(header);
    seen.add(shown);
  }
  return [...repeated];
}
