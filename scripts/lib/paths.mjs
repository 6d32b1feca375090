import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cmsDir = path.join(root, 'apps', 'cms');
export const webDir = path.join(root, 'apps', 'web');
export const secretsFile = path.join(root, '.secrets', 'secrets.json');
// The first admin the start scripts generate for the CMS (first-admin.mjs): a person's login,
// kept apart from the services' secrets above.
export const firstAdminFile = path.join(root, '.secrets', 'cms-admin.json');
// What `npm run start:cluster` keeps: its PostgreSQL data, nginx, the site processes' state.
export const clusterVarDir = path.join(root, 'var', 'cluster');
// Where `npm run backup` writes its archives unless BACKUP_DIR says otherwise.
export const backupsDir = path.join(root, 'backups');
