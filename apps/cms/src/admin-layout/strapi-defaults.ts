import type { EditCellConfig } from './merge';

// What the content manager puts into a configuration it creates itself (content-manager 5.54,
// services/utils/configuration/*), so that a value still equal to it counts as untouched.

export interface ModelAttribute {
  type: string;
  relationType?: string;
}

const SYSTEM_FIELDS = [
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
];
const NOT_LISTABLE = ['json', 'password', 'richtext', 'dynamiczone', 'blocks'];
const ROW = 12;

export function defaultMainField(attributes: Record<string, ModelAttribute>): string {
  return (
    Object.keys(attributes).find((name) => attributes[name].type === 'string' && name !== 'id') ??
    'id'
  );
}

export function defaultListLayout(attributes: Record<string, ModelAttribute>): string[] {
  return Object.keys(attributes)
    .filter((name) => name !== 'documentId' && !NOT_LISTABLE.includes(attributes[name].type))
    .slice(0, 4);
}

export function defaultEditLayout(
  attributes: Record<string, ModelAttribute>,
  sizeOf: (type: string) => number,
): EditCellConfig[][] {
  const rows: EditCellConfig[][] = [[]];
  for (const name of Object.keys(attributes).filter((key) => !SYSTEM_FIELDS.includes(key))) {
    const size = sizeOf(attributes[name].type);
    const row = rows[rows.length - 1];
    if (row.reduce((sum, cell) => sum + cell.size, 0) + size > ROW) rows.push([]);
    rows[rows.length - 1].push({ name, size });
  }
  return rows.filter((row) => row.length > 0);
}

/** Per configuration path the values Strapi itself would have written there. */
export function strapiDefaults(
  attributes: Record<string, ModelAttribute>,
  sizeOf: (type: string) => number,
  legacyDescriptions: Record<string, string> = {},
): Record<string, unknown[]> {
  const defaults: Record<string, unknown[]> = {};
  for (const name of Object.keys(attributes)) {
    defaults[`metadatas.${name}.edit.label`] = [name];
    defaults[`metadatas.${name}.edit.description`] = ['', legacyDescriptions[name] ?? ''];
    defaults[`metadatas.${name}.edit.placeholder`] = [''];
    defaults[`metadatas.${name}.edit.editable`] = [true];
    defaults[`metadatas.${name}.edit.visible`] = [true];
    defaults[`metadatas.${name}.list.label`] = [name];
  }
  const mainField = defaultMainField(attributes);
  defaults['settings.mainField'] = [mainField];
  defaults['settings.defaultSortBy'] = [mainField];
  defaults['settings.defaultSortOrder'] = ['ASC'];
  defaults['layouts.list'] = [defaultListLayout(attributes)];
  defaults['layouts.edit'] = [defaultEditLayout(attributes, sizeOf)];
  return defaults;
}
