import type { AdminLayout } from './define';
import { componentLayouts, contentTypeLayouts } from './index';

export type Messages = Record<string, string>;

/**
 * Admin translations from the layouts: the admin looks a content type's name up under its
 * displayName (the German name) and an enum value under the value itself, so one id can only
 * have one text per language; every clash is reported.
 */
export function buildAdminTranslations(layouts: AdminLayout[]) {
  const messages: { de: Messages; en: Messages } = { de: {}, en: {} };
  const conflicts: string[] = [];
  const add = (id: string, de: string, en: string, where: string) => {
    const known = messages.de[id];
    if (known !== undefined && (known !== de || messages.en[id] !== en)) {
      conflicts.push(`${id} (${where}): "${de}"/"${en}" vs "${known}"/"${messages.en[id]}"`);
      return;
    }
    messages.de[id] = de;
    messages.en[id] = en;
  };
  for (const layout of layouts) {
    add(layout.schemaDisplayName ?? layout.name.de, layout.name.de, layout.name.en, layout.uid);
    for (const [field, text] of Object.entries(layout.fields)) {
      for (const [value, [de, en]] of Object.entries(text.enum ?? {})) {
        add(value, de, en, `${layout.uid}.${field}`);
      }
    }
  }
  return { messages, conflicts };
}

export const adminTranslations = buildAdminTranslations([
  ...contentTypeLayouts,
  ...componentLayouts,
]).messages;
