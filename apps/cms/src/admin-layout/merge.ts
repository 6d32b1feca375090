import { isDeepStrictEqual } from 'node:util';
import type { AdminLayout } from './define';
import { sharedDescription } from './define';

// The merge rule of the versioned admin layouts, free of Strapi so it can be unit-tested.
// A configuration value is addressed by a path such as "metadatas.title.edit.label".

export interface EditCellConfig {
  name: string;
  size: number;
}

export interface ContentManagerConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>;
  layouts: { edit: EditCellConfig[][]; list: string[] };
}

export type Values = Record<string, unknown>;

interface I18nOptions {
  pluginOptions?: { i18n?: { localized?: boolean } };
}

/**
 * Fields of a localized content type that both languages share (not localized). Relations and
 * slugs are per language whatever the schema says (Strapi 5's i18n, decision 0061).
 */
export function sharedFields(model: (I18nOptions & { attributes: object }) | undefined) {
  if (model?.pluginOptions?.i18n?.localized !== true) return new Set<string>();
  const attributes = model.attributes as Record<string, I18nOptions & { type: string }>;
  return new Set(
    Object.entries(attributes)
      .filter(
        ([, attribute]) =>
          attribute.pluginOptions?.i18n?.localized === false &&
          attribute.type !== 'relation' &&
          attribute.type !== 'uid',
      )
      .map(([name]) => name),
  );
}

const LAYOUT_PATHS = new Set(['layouts.edit', 'layouts.list']);

/**
 * The values the module wants, for the fields the model has (others wait until it has them).
 * `shared`: fields both languages share, whose help text says so.
 */
export function desiredValues(
  layout: AdminLayout,
  fields: Set<string>,
  shared: Set<string> = new Set(),
): Values {
  const values: Values = {};
  for (const [name, text] of Object.entries(layout.fields)) {
    if (!fields.has(name)) continue;
    values[`metadatas.${name}.edit.label`] = text.label;
    values[`metadatas.${name}.edit.description`] = shared.has(name)
      ? sharedDescription(text.description)
      : text.description;
    values[`metadatas.${name}.edit.placeholder`] = text.placeholder ?? '';
    values[`metadatas.${name}.edit.editable`] = text.editable ?? true;
    // Only set where a module hides a field: Strapi itself hides timestamps and the like.
    if (text.visible === false) values[`metadatas.${name}.edit.visible`] = false;
    values[`metadatas.${name}.list.label`] = text.listLabel ?? text.label;
  }
  values['layouts.edit'] = layout.edit
    .map((row) => row.filter(([name]) => fields.has(name)).map(([name, size]) => ({ name, size })))
    .filter((row) => row.length > 0);
  if (layout.list) values['layouts.list'] = layout.list.filter((name) => fields.has(name));
  for (const [key, value] of Object.entries(layout.settings ?? {})) {
    if (key === 'defaultSortBy' || key === 'mainField') {
      if (!fields.has(value as string)) continue;
    }
    values[`settings.${key}`] = value;
  }
  return values;
}

export function getPath(configuration: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Values)[key] : undefined),
      configuration,
    );
}

function setPath(configuration: Values, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = configuration;
  for (const key of keys) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Values;
  }
  node[last] = value;
}

const cellNames = (layout: unknown): string[] =>
  Array.isArray(layout)
    ? layout.flatMap((item) =>
        Array.isArray(item) ? item.map((cell: EditCellConfig) => cell.name) : [item as string],
      )
    : [];

function keepOnly(layout: unknown, names: Set<string>): unknown {
  if (!Array.isArray(layout)) return layout;
  if (layout.every((item) => typeof item === 'string')) {
    return layout.filter((name) => names.has(name));
  }
  return (layout as EditCellConfig[][])
    .map((row) => row.filter((cell) => names.has(cell.name)))
    .filter((row) => row.length > 0);
}

/**
 * Whether `current` still is `reference`. Layouts are compared on the fields the reference
 * knows that the model still has: Strapi appends new fields and drops removed ones by itself,
 * which is not an editor's choice.
 */
export function sameValue(path: string, current: unknown, reference: unknown, fields: Set<string>) {
  if (!LAYOUT_PATHS.has(path)) return isDeepStrictEqual(current, reference);
  const known = new Set(cellNames(reference).filter((name) => fields.has(name)));
  return isDeepStrictEqual(keepOnly(current, known), keepOnly(reference, known));
}

export interface MergeInput {
  current: ContentManagerConfiguration;
  desired: Values;
  /** What was applied on the last start; undefined before the first. */
  lastApplied: Values | undefined;
  /** Per path the values Strapi would have put there itself (counted as untouched). */
  defaults: Record<string, unknown[]>;
  fields: Set<string>;
}

export interface MergeResult {
  configuration: ContentManagerConfiguration;
  applied: Values;
  changed: string[];
  keptByEditor: string[];
}

/**
 * A value is set to the desired one only while nobody changed it: it still equals what was
 * applied last time, or (never applied) Strapi's default. An editor's own value wins.
 */
export function mergeConfiguration(input: MergeInput): MergeResult {
  const { current, desired, lastApplied, defaults, fields } = input;
  const configuration = structuredClone(current) as unknown as Values;
  const changed: string[] = [];
  const keptByEditor: string[] = [];

  for (const [path, wanted] of Object.entries(desired)) {
    const value = getPath(current, path);
    const untouched =
      lastApplied && path in lastApplied
        ? sameValue(path, value, lastApplied[path], fields)
        : value === undefined ||
          (defaults[path] ?? []).some((fallback) => sameValue(path, value, fallback, fields));
    if (!untouched) {
      keptByEditor.push(path);
    } else if (!isDeepStrictEqual(value, wanted)) {
      setPath(configuration, path, wanted);
      changed.push(path);
    }
  }

  return {
    configuration: configuration as unknown as ContentManagerConfiguration,
    applied: { ...desired },
    changed,
    keptByEditor,
  };
}
