import type { Core } from '@strapi/strapi';
import type { AdminLayout } from './define';
import { componentLayouts, contentTypeLayouts } from './index';
import legacyDescriptions from './legacy-descriptions.json';
import type { ContentManagerConfiguration, Values } from './merge';
import { desiredValues, mergeConfiguration, sharedFields } from './merge';
import type { ModelAttribute } from './strapi-defaults';
import { strapiDefaults } from './strapi-defaults';

interface Model {
  uid: string;
  attributes: Record<string, ModelAttribute>;
}

// The content manager's services for content types and components share these methods.
interface ConfigurationService {
  findConfiguration(model: Model): Promise<ContentManagerConfiguration>;
  updateConfiguration(model: Model, configuration: ContentManagerConfiguration): Promise<unknown>;
}

interface FieldSizes {
  getFieldSize(type: string): { default: number };
}

// Where the values applied last are kept, per uid (Strapi's core store, not the content
// manager's own keys, so its sync never touches them).
const STORE = { type: 'core', name: 'admin_layout' } as const;

// Schema descriptions from before the layouts existed: a database created then holds them as
// Strapi's own defaults, so they do not count as an editor's change.
const legacy = legacyDescriptions as Record<string, Record<string, string>>;

async function applyOne(
  strapi: Core.Strapi,
  layout: AdminLayout,
  model: Model,
  service: ConfigurationService,
): Promise<{ changed: number; kept: string[] }> {
  const store = strapi.store(STORE);
  const fields = new Set(Object.keys(model.attributes));
  const sizes = strapi.plugin('content-manager').service('field-sizes') as FieldSizes;
  const current = await service.findConfiguration(model);
  const lastApplied = ((await store.get({ key: layout.uid })) ?? undefined) as Values | undefined;

  const result = mergeConfiguration({
    current,
    desired: desiredValues(
      layout,
      fields,
      sharedFields(strapi.getModel(layout.uid as never) as never),
    ),
    lastApplied,
    defaults: strapiDefaults(
      model.attributes,
      (type) => sizes.getFieldSize(type).default,
      legacy[layout.uid],
    ),
    fields,
  });
  if (result.changed.length > 0) {
    const { settings, metadatas, layouts } = result.configuration;
    await service.updateConfiguration(model, { settings, metadatas, layouts });
  }
  await store.set({ key: layout.uid, value: result.applied });
  return { changed: result.changed.length, kept: result.keptByEditor };
}

/**
 * Applies the versioned labels, descriptions, layouts and sorting of src/admin-layout/ to the
 * content manager on every start, leaving every value an editor changed in the admin alone.
 */
export async function applyAdminLayouts(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  const contentTypes = contentManager.service('content-types');
  const components = contentManager.service('components');
  const groups: {
    layouts: AdminLayout[];
    service: ConfigurationService;
    find: (uid: string) => Model | undefined;
  }[] = [
    {
      layouts: contentTypeLayouts,
      service: contentTypes as unknown as ConfigurationService,
      find: (uid) => contentTypes.findContentType(uid),
    },
    {
      layouts: componentLayouts,
      service: components as unknown as ConfigurationService,
      find: (uid) => components.findComponent(uid),
    },
  ];

  let changed = 0;
  const kept: string[] = [];
  for (const { layouts, service, find } of groups) {
    for (const layout of layouts) {
      const model = find(layout.uid);
      if (!model) {
        strapi.log.warn(`admin layout: ${layout.uid} is not a known model; skipped`);
        continue;
      }
      const outcome = await applyOne(
        strapi,
        layout,
        model,
        service as unknown as ConfigurationService,
      );
      changed += outcome.changed;
      kept.push(...outcome.kept.map((path) => `${layout.uid} ${path}`));
    }
  }
  strapi.log.info(
    `bootstrap: admin layouts applied (${changed} values changed, ${kept.length} kept as editors set them)`,
  );
  if (kept.length > 0) strapi.log.debug(`admin layout: kept ${kept.join(', ')}`);
}
