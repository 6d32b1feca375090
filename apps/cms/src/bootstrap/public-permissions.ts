import type { Core } from '@strapi/strapi';
import { publicReadActions } from './content-types';

const ROLE = 'plugin::users-permissions.role';
const PERMISSION = 'plugin::users-permissions.permission';

// The public role may read the public types and do nothing else (no sign-up, no uploads):
// missing permissions are added, any other permission of the role is removed. Runs on every start.
export async function applyPublicPermissions(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query(ROLE).findOne({ where: { type: 'public' } });
  if (!role) throw new Error('users-permissions public role not found');

  const wanted = new Set(publicReadActions(strapi));
  const current: { id: number; action: string }[] = await strapi.db
    .query(PERMISSION)
    .findMany({ where: { role: role.id }, select: ['id', 'action'] });

  const surplus = current.filter((permission) => !wanted.has(permission.action));
  if (surplus.length > 0) {
    await strapi.db
      .query(PERMISSION)
      .deleteMany({ where: { id: { $in: surplus.map((p) => p.id) } } });
  }

  const present = new Set(current.map((permission) => permission.action));
  const missing = [...wanted].filter((action) => !present.has(action));
  for (const action of missing) {
    await strapi.db.query(PERMISSION).create({ data: { action, role: role.id } });
  }

  strapi.log.info(
    `bootstrap: public role reads ${wanted.size} actions (+${missing.length}, -${surplus.length})`,
  );
}
