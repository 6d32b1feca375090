import { describe, expect, it } from 'vitest';
import type { AdminLayout } from './define';
import type { ContentManagerConfiguration, Values } from './merge';
import { desiredValues, getPath, mergeConfiguration, sharedFields } from './merge';
import { strapiDefaults } from './strapi-defaults';

const attributes = {
  id: { type: 'integer' },
  title: { type: 'string' },
  startDate: { type: 'date' },
  body: { type: 'blocks' },
  documentId: { type: 'string' },
};
const sizeOf = (type: string) => ({ date: 4, blocks: 12 })[type as 'date'] ?? 6;

const layout = (label = 'Titel'): AdminLayout => ({
  uid: 'api::thing.thing',
  name: { de: 'Ding', en: 'Thing' },
  fields: {
    title: { label, description: 'Wie das Ding heißt.' },
    startDate: { label: 'Beginn', description: 'Erster Tag.' },
    body: { label: 'Haupttext', description: 'Der Text.' },
    note: { label: 'Notiz', description: 'Kommt erst mit dem nächsten Schema.' },
  },
  edit: [
    [
      ['title', 8],
      ['note', 4],
    ],
    [['startDate', 4]],
    [['body', 12]],
  ],
  list: ['title', 'startDate', 'note'],
  settings: { defaultSortBy: 'startDate', defaultSortOrder: 'DESC' },
});

// What the content manager creates for a model on its own.
function strapiConfiguration(attrs: Record<string, { type: string }>): ContentManagerConfiguration {
  const defaults = strapiDefaults(attrs, sizeOf);
  const first = (path: string) => defaults[path][0];
  return {
    settings: {
      mainField: first('settings.mainField'),
      defaultSortBy: first('settings.defaultSortBy'),
      defaultSortOrder: 'ASC',
      pageSize: 10,
    },
    metadatas: Object.fromEntries(
      Object.keys(attrs).map((name) => [
        name,
        {
          edit: { label: name, description: '', placeholder: '', visible: true, editable: true },
          list: { label: name, searchable: true, sortable: true },
        },
      ]),
    ),
    layouts: {
      edit: first('layouts.edit') as ContentManagerConfiguration['layouts']['edit'],
      list: first('layouts.list') as string[],
    },
  };
}

function start(
  current: ContentManagerConfiguration,
  lastApplied: Values | undefined,
  module = layout(),
  attrs: Record<string, { type: string }> = attributes,
  legacy: Record<string, string> = {},
) {
  const fields = new Set(Object.keys(attrs));
  return mergeConfiguration({
    current,
    desired: desiredValues(module, fields),
    lastApplied,
    defaults: strapiDefaults(attrs, sizeOf, legacy),
    fields,
  });
}

describe('merging the versioned admin layout into the content manager configuration', () => {
  it('replaces everything Strapi generated on the first start', () => {
    const first = start(strapiConfiguration(attributes), undefined);
    const config = first.configuration;
    expect(config.metadatas.title.edit.label).toBe('Titel');
    expect(config.metadatas.title.list.label).toBe('Titel');
    expect(config.metadatas.startDate.edit.description).toBe('Erster Tag.');
    expect(config.layouts.edit).toEqual([
      [{ name: 'title', size: 8 }],
      [{ name: 'startDate', size: 4 }],
      [{ name: 'body', size: 12 }],
    ]);
    expect(config.layouts.list).toEqual(['title', 'startDate']);
    expect(config.settings).toMatchObject({ defaultSortBy: 'startDate', defaultSortOrder: 'DESC' });
    expect(config.settings.pageSize).toBe(10);
    expect(first.keptByEditor).toEqual([]);
  });

  it('keeps a label an editor changed, also on every later start and after a repo change', () => {
    const first = start(strapiConfiguration(attributes), undefined);
    const edited = structuredClone(first.configuration);
    edited.metadatas.title.edit.label = 'Name der Ausstellung';

    const second = start(edited, first.applied);
    expect(second.configuration.metadatas.title.edit.label).toBe('Name der Ausstellung');
    expect(second.keptByEditor).toEqual(['metadatas.title.edit.label']);
    expect(second.changed).toEqual([]);

    const third = start(second.configuration, second.applied, layout('Überschrift'));
    expect(third.configuration.metadatas.title.edit.label).toBe('Name der Ausstellung');
    // the list header nobody touched follows the repo
    expect(third.configuration.metadatas.title.list.label).toBe('Überschrift');
  });

  it('applies a changed repo label where the editor left the value alone', () => {
    const first = start(strapiConfiguration(attributes), undefined);
    const next = start(first.configuration, first.applied, layout('Überschrift'));
    expect(next.configuration.metadatas.title.edit.label).toBe('Überschrift');
    expect(next.changed).toEqual(['metadatas.title.edit.label', 'metadatas.title.list.label']);
  });

  it('counts a former schema description as untouched, an editor’s own text on an old database not', () => {
    const old = strapiConfiguration(attributes);
    old.metadatas.title.edit.description = 'Alte Beschreibung aus dem Schema.';
    old.metadatas.startDate.edit.description = 'Von der Redaktion geschrieben.';
    const legacy = { title: 'Alte Beschreibung aus dem Schema.', startDate: 'Eröffnung.' };
    const first = start(old, undefined, layout(), attributes, legacy);
    expect(first.configuration.metadatas.title.edit.description).toBe('Wie das Ding heißt.');
    expect(first.configuration.metadatas.startDate.edit.description).toBe(
      'Von der Redaktion geschrieben.',
    );
  });

  it('keeps an edit view an editor rearranged', () => {
    const first = start(strapiConfiguration(attributes), undefined);
    const edited = structuredClone(first.configuration);
    edited.layouts.edit = [
      [{ name: 'startDate', size: 4 }],
      [{ name: 'title', size: 8 }],
      [{ name: 'body', size: 12 }],
    ];
    const next = start(edited, first.applied);
    expect(next.configuration.layouts.edit).toEqual(edited.layouts.edit);
    expect(next.keptByEditor).toContain('layouts.edit');
  });

  it('places a field once the schema has it, although Strapi appended it to the views', () => {
    const first = start(strapiConfiguration(attributes), undefined);
    const grown = { ...attributes, note: { type: 'string' } };
    // Strapi's own sync appends a new field to the edit view and the short list
    const synced = structuredClone(first.configuration);
    synced.metadatas.note = {
      edit: { label: 'note', description: '', placeholder: '', editable: true },
      list: { label: 'note' },
    };
    synced.layouts.edit.push([{ name: 'note', size: 6 }]);
    synced.layouts.list.push('note');

    const next = start(synced, first.applied, layout(), grown);
    expect(next.configuration.layouts.edit[0]).toEqual([
      { name: 'title', size: 8 },
      { name: 'note', size: 4 },
    ]);
    expect(next.configuration.layouts.edit).toHaveLength(3);
    expect(next.configuration.layouts.list).toEqual(['title', 'startDate', 'note']);
    expect(getPath(next.configuration, 'metadatas.note.edit.label')).toBe('Notiz');
  });

  it('hides a field the module hides, also after Strapi appended it to the edit view', () => {
    const first = start(strapiConfiguration(attributes), undefined);
    const grown = { ...attributes, claim: { type: 'string' } };
    const hiding = layout();
    hiding.fields.claim = {
      label: 'Kennung',
      description: 'Technisch.',
      editable: false,
      visible: false,
    };
    // Strapi's own sync gives the new field default metadata and appends it to the edit view
    const synced = structuredClone(first.configuration);
    synced.metadatas.claim = {
      edit: { label: 'claim', description: '', placeholder: '', visible: true, editable: true },
      list: { label: 'claim' },
    };
    synced.layouts.edit.push([{ name: 'claim', size: 6 }]);

    const next = start(synced, first.applied, hiding, grown);
    expect(getPath(next.configuration, 'metadatas.claim.edit.visible')).toBe(false);
    expect(getPath(next.configuration, 'metadatas.claim.edit.editable')).toBe(false);
    expect(next.configuration.layouts.edit.flat().map((cell) => cell.name)).not.toContain('claim');
    // Fields the module does not hide keep Strapi's own visibility (it hides timestamps).
    expect(getPath(next.configuration, 'metadatas.title.edit.visible')).toBe(true);
    expect(Object.keys(next.applied).filter((path) => path.endsWith('.visible'))).toEqual([
      'metadatas.claim.edit.visible',
    ]);
  });

  it('leaves out fields and sort fields the schema does not have yet', () => {
    const values = desiredValues(
      { ...layout(), settings: { defaultSortBy: 'note', defaultSortOrder: 'DESC' } },
      new Set(Object.keys(attributes)),
    );
    expect(Object.keys(values).some((path) => path.includes('note'))).toBe(false);
    expect(values['settings.defaultSortBy']).toBeUndefined();
    expect(values['settings.defaultSortOrder']).toBe('DESC');
  });

  it('says in the help text of a field both languages share that it is shared, once', () => {
    const model = {
      pluginOptions: { i18n: { localized: true } },
      attributes: {
        title: { type: 'string', pluginOptions: { i18n: { localized: true } } },
        startDate: { type: 'date', pluginOptions: { i18n: { localized: false } } },
        body: { type: 'blocks', pluginOptions: { i18n: { localized: false } } },
        // Strapi 5 keeps relations and slugs per language whatever the schema says.
        exhibitions: { type: 'relation', pluginOptions: { i18n: { localized: false } } },
        slug: { type: 'uid', pluginOptions: { i18n: { localized: false } } },
      },
    };
    const shared = sharedFields(model);
    expect([...shared]).toEqual(['startDate', 'body']);
    expect(sharedFields({ ...model, pluginOptions: {} }).size).toBe(0);

    const module = layout();
    module.fields.body.description = 'Der Text (gilt für beide Sprachen).';
    const values = desiredValues(module, new Set(Object.keys(attributes)), shared);
    expect(values['metadatas.startDate.edit.description']).toMatch(
      /^Erster Tag\. Gilt für beide Sprachen: Was Sie hier ändern, ändert sich auch/,
    );
    expect(values['metadatas.body.edit.description']).toBe('Der Text (gilt für beide Sprachen).');
    expect(values['metadatas.title.edit.description']).toBe('Wie das Ding heißt.');
  });
});
