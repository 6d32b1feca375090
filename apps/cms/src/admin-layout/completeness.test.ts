import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AdminLayout } from './define';
import { componentLayouts, contentTypeLayouts } from './index';
import { buildAdminTranslations } from './translations';

interface Attribute {
  type: string;
  enum?: string[];
  relation?: string;
}
interface Schema {
  uid: string;
  displayName: string;
  collection: boolean;
  attributes: Record<string, Attribute>;
}

const src = path.join(import.meta.dirname, '..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(path.join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [path.join(dir, entry.name)]
        : [],
  );

// Every content type and component of src/, with the uid Strapi gives it.
const schemas: Schema[] = [
  ...files(path.join(src, 'api')).filter((file) => file.endsWith('schema.json')),
  ...files(path.join(src, 'components')),
].map((file) => {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const parts = path.relative(src, file).split(path.sep);
  const uid =
    parts[0] === 'api'
      ? `api::${parts[1]}.${parts[3]}`
      : `${parts[1]}.${path.basename(file, '.json')}`;
  return {
    uid,
    displayName: json.info.displayName,
    collection: json.kind === 'collectionType',
    attributes: json.attributes,
  };
});

const layouts = new Map<string, AdminLayout>(
  [...contentTypeLayouts, ...componentLayouts].map((layout) => [layout.uid, layout]),
);
// Fields Strapi adds to every content type, which list views may show.
const SYSTEM = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale'];
const FULL_ROW = ['component', 'dynamiczone', 'blocks', 'json', 'richtext'];
const NOT_LISTABLE = ['json', 'password', 'richtext', 'dynamiczone', 'blocks'];
const NOT_SORTABLE = ['component', 'json', 'media', 'richtext', 'dynamiczone', 'blocks'];

describe.each(schemas)('admin layout of $uid', (schema) => {
  const layout = layouts.get(schema.uid) as AdminLayout;
  const known = { ...schema.attributes };
  for (const name of layout?.upcoming ?? []) known[name] = { type: 'upcoming' };
  for (const name of SYSTEM) known[name] = { type: name === 'id' ? 'integer' : 'datetime' };

  it('exists and names the type as the admin shows it', () => {
    expect(layout, `no module in src/admin-layout for ${schema.uid}`).toBeDefined();
    expect(schema.displayName).toBe(layout.schemaDisplayName ?? layout.name.de);
    expect(layout.name.en.trim()).not.toBe('');
  });

  it('gives every field a German label and a one-line description', () => {
    for (const name of Object.keys(schema.attributes)) {
      const text = layout.fields[name];
      expect(text, `${name} has no label`).toBeDefined();
      expect(text.label.trim(), name).not.toBe('');
      expect(text.description.trim(), name).not.toBe('');
      expect(text.description, name).not.toMatch(/\n/);
    }
    const unknown = Object.keys(layout.fields).filter((name) => !(name in known));
    expect(unknown, 'fields the schema does not have (typo, or missing in upcoming)').toEqual([]);
  });

  it('labels every enum value in German and English', () => {
    for (const [name, attribute] of Object.entries(schema.attributes)) {
      for (const value of attribute.enum ?? []) {
        const [de, en] = layout.fields[name].enum?.[value] ?? ['', ''];
        expect(de.trim(), `${name}=${value} (de)`).not.toBe('');
        expect(en.trim(), `${name}=${value} (en)`).not.toBe('');
      }
    }
  });

  it('places every field once in rows that fit the edit view (a hidden one in none)', () => {
    const cells = layout.edit.flat();
    const placed = cells.map(([name]) => name);
    const hidden = (name: string) => layout.fields[name]?.visible === false;
    expect(new Set(placed).size, 'a field appears twice').toBe(placed.length);
    expect(placed.filter((name) => !(name in known))).toEqual([]);
    expect(placed.filter(hidden), 'hidden fields placed in the edit view').toEqual([]);
    expect(
      Object.keys(schema.attributes).filter((name) => !placed.includes(name) && !hidden(name)),
    ).toEqual([]);
    for (const row of layout.edit) {
      expect(row.reduce((sum, [, size]) => sum + size, 0)).toBeLessThanOrEqual(12);
    }
    for (const [name, size] of cells) {
      if (FULL_ROW.includes(known[name].type)) expect(size, name).toBe(12);
      expect(size, name).toBeGreaterThan(0);
    }
  });

  it('lists and sorts by columns the list view can show', () => {
    if (!schema.collection) {
      expect(layout.list).toBeUndefined();
      return;
    }
    expect(layout.list?.length ?? 0).toBeGreaterThan(0);
    for (const name of layout.list ?? []) {
      expect(known[name], name).toBeDefined();
      expect(NOT_LISTABLE, name).not.toContain(known[name].type);
    }
    for (const key of ['defaultSortBy', 'mainField'] as const) {
      const name = layout.settings?.[key];
      if (!name) continue;
      expect(known[name], `${key} ${name}`).toBeDefined();
      expect(NOT_SORTABLE).not.toContain(known[name].type);
      expect(['oneToMany', 'manyToMany']).not.toContain(known[name].relation);
    }
  });
});

describe('admin layouts as a whole', () => {
  it('has no module without a schema', () => {
    const uids = new Set(schemas.map((schema) => schema.uid));
    expect([...layouts.keys()].filter((uid) => !uids.has(uid))).toEqual([]);
  });

  it('gives each type name and enum value one text per language', () => {
    const { messages, conflicts } = buildAdminTranslations([...layouts.values()]);
    expect(conflicts).toEqual([]);
    expect(messages.en.Ausstellung).toBe('Exhibition');
    expect(messages.de.temporary).toBe('Sonderausstellung');
  });
});
