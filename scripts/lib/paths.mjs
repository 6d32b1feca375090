import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cmsDir = path.join(root, 'apps', 'cms');
export const webDir = path.join(root, 'apps', 'web');
export const secretsFile = path.join(root, '.secrets', 'secrets.json');
