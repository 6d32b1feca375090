import type { Core } from '@strapi/strapi';
import {
  BARRIER_REPORT,
  BOOKING_REQUEST,
  PUBLIC_CONTENT_TYPES,
  REPLY_TEMPLATE,
} from './content-types';

// The museum's admin roles (README "Rollen im CMS", docs/decisions/0023). Found by their code,
// so an editor may rename them; their permissions are set again on every start.

interface Permission {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[]; locales?: string[] };
  conditions?: string[];
}

interface Action {
  actionId: string;
  section: string;
  subjects?: string[];
}

interface RoleService {
  findOne(where: Record<string, unknown>): Promise<{ id: number; name: string } | null>;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
  update(where: Record<string, unknown>, attributes: Record<string, unknown>): Promise<unknown>;
  assignPermissions(roleId: number, permissions: Permission[]): Promise<unknown>;
}

const CONTENT_MANAGER = 'plugin::content-manager.explorer';

// What Strapi's own Editor role gets for the media library (deleting a file needs "update").
const MEDIA_LIBRARY = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

export const ROLES = {
  editorial: {
    code: 'zm-redaktion',
    name: 'Redaktion',
    description:
      'Pflegt und veröffentlicht alle Inhalte und die Mediathek in allen Sprachen; bearbeitet Status und Notiz gemeldeter Barrieren; pflegt die Antwortvorlagen. Keine Einstellungen, Benutzer, Tokens, Webhooks oder Buchungsanfragen.',
  },
  booking: {
    code: 'zm-buchung',
    name: 'Buchung',
    description:
      'Liest Buchungsanfragen, ändert deren Status und interne Notiz, exportiert sie als CSV und pflegt die Antwortvorlagen. Sonst nichts.',
  },
} as const;

/** Fields the booking office may change; the rest of a request is what the visitor sent. */
export const BOOKING_EDITABLE_FIELDS = ['bookingStatus', 'internalNote'];

/** Fields the editorial team may change in a barrier report; the rest is what the visitor sent. */
export const BARRIER_REPORT_EDITABLE_FIELDS = ['reportStatus', 'internalNote'];

function contentTypePermissions(strapi: Core.Strapi, subjects: readonly string[]): Permission[] {
  const { actionProvider } = strapi.service('admin::permission') as unknown as {
    actionProvider: { values(): Action[] };
  };
  const actions = actionProvider
    .values()
    .filter(
      (action) => action.section === 'contentTypes' && action.actionId.startsWith(CONTENT_MANAGER),
    );
  const wanted = new Set(subjects);
  const restrictedSubjects = [
    ...new Set(actions.flatMap((action) => action.subjects ?? [])),
  ].filter((subject) => !wanted.has(subject));
  const contentTypes = strapi.service('admin::content-type') as unknown as {
    getPermissionsWithNestedFields(
      actions: Action[],
      options: { restrictedSubjects: string[] },
    ): Permission[];
  };
  return contentTypes.getPermissionsWithNestedFields(actions, { restrictedSubjects });
}

/** Localized types need the locales an editor may work in: all of them. */
async function withAllLocales(strapi: Core.Strapi, permissions: Permission[]) {
  const locales = (await strapi.plugin('i18n').service('locales').find()) as { code: string }[];
  const codes = locales.map((locale) => locale.code);
  return permissions.map((permission) => {
    const type = permission.subject ? strapi.contentTypes[permission.subject as never] : null;
    const localized = (type as { pluginOptions?: { i18n?: { localized?: boolean } } } | null)
      ?.pluginOptions?.i18n?.localized;
    return localized
      ? { ...permission, properties: { ...permission.properties, locales: codes } }
      : permission;
  });
}

export async function editorialPermissions(strapi: Core.Strapi): Promise<Permission[]> {
  return [
    ...(await withAllLocales(strapi, contentTypePermissions(strapi, PUBLIC_CONTENT_TYPES))),
    ...MEDIA_LIBRARY.map((action) => ({ action })),
    ...workflowPermissions(strapi, BARRIER_REPORT, BARRIER_REPORT_EDITABLE_FIELDS),
    ...(await replyTemplatePermissions(strapi)),
  ];
}

/** Read and update of the reply templates (a single type: nothing to create or delete). */
async function replyTemplatePermissions(strapi: Core.Strapi): Promise<Permission[]> {
  return withAllLocales(
    strapi,
    contentTypePermissions(strapi, [REPLY_TEMPLATE]).filter(
      ({ action }) =>
        action === `${CONTENT_MANAGER}.read` || action === `${CONTENT_MANAGER}.update`,
    ),
  );
}

/** Read and update (of `editable` only) of one private type: what a visitor sent stays as sent. */
function workflowPermissions(strapi: Core.Strapi, uid: string, editable: string[]): Permission[] {
  return contentTypePermissions(strapi, [uid])
    .filter(
      ({ action }) =>
        action === `${CONTENT_MANAGER}.read` || action === `${CONTENT_MANAGER}.update`,
    )
    .map((permission) =>
      permission.action === `${CONTENT_MANAGER}.update`
        ? {
            ...permission,
            properties: { ...permission.properties, fields: editable },
          }
        : permission,
    );
}

export function bookingPermissions(strapi: Core.Strapi): Permission[] {
  return workflowPermissions(strapi, BOOKING_REQUEST, BOOKING_EDITABLE_FIELDS);
}

async function ensureRole(
  strapi: Core.Strapi,
  role: { code: string; name: string; description: string },
  permissions: Permission[],
): Promise<void> {
  const roles = strapi.service('admin::role') as unknown as RoleService;
  // A role of that name made by hand before is taken over rather than duplicated.
  const existing =
    (await roles.findOne({ code: role.code })) ?? (await roles.findOne({ name: role.name }));
  const { id } = existing ?? (await roles.create({ ...role }));
  await roles.assignPermissions(id, permissions);
  strapi.log.info(
    `bootstrap: admin role "${existing?.name ?? role.name}" ${existing ? 'updated' : 'created'} (${permissions.length} permissions)`,
  );
}

/** Creates the roles if missing and gives them exactly the permissions above; every start. */
export async function ensureAdminRoles(strapi: Core.Strapi): Promise<void> {
  await ensureRole(strapi, ROLES.editorial, await editorialPermissions(strapi));
  await ensureRole(strapi, ROLES.booking, [
    ...bookingPermissions(strapi),
    ...(await replyTemplatePermissions(strapi)),
  ]);
}
