import type { Core } from '@strapi/strapi';
import { BARRIER_REPORT, BOOKING_REQUEST, publicReadActions } from './content-types';

const TOKEN_NAME = 'web';
const TOKEN_TABLE = 'admin::api-token';

interface ContentApiTokenService {
  getByName(name: string): Promise<{ id: number } | null>;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
  update(id: number, attributes: Record<string, unknown>): Promise<unknown>;
  hash(accessKey: string): string;
}

interface EncryptionService {
  encrypt(value: string): string | null;
}

// The web server authenticates with WEB_API_TOKEN. Strapi only stores an HMAC-SHA512 of a
// token (salted with admin.apiToken.salt) plus an encrypted copy for the admin's "view token",
// and create() always invents a random key; so the token is created or updated with Strapi's
// service for name, type and permissions, and then its stored key is set to the env value.
export async function ensureWebApiToken(strapi: Core.Strapi): Promise<void> {
  const accessKey = process.env.WEB_API_TOKEN;
  if (!accessKey) {
    strapi.log.warn('bootstrap: WEB_API_TOKEN is not set; the "web" API token is not created');
    return;
  }

  const tokens = strapi.service(
    'admin::api-token-content-api',
  ) as unknown as ContentApiTokenService;
  const encryption = strapi.service('admin::encryption') as unknown as EncryptionService;

  const settings = {
    description:
      'Server of the public website: reads all public content, writes booking requests and barrier reports.',
    type: 'custom',
    permissions: [
      ...publicReadActions(strapi),
      ...['create', 'find', 'findOne', 'update'].map((action) => `${BOOKING_REQUEST}.${action}`),
      // Create only: the site never reads a report back (a duplicate is refused as not unique;
      // a create with the report's own deliveryClaim is answered as created, decision 0040).
      `${BARRIER_REPORT}.create`,
    ],
  };

  const existing = await tokens.getByName(TOKEN_NAME);
  const token = existing
    ? (await tokens.update(existing.id, settings), existing)
    : await tokens.create({ name: TOKEN_NAME, lifespan: null, ...settings });

  const stored = await strapi.db
    .query(TOKEN_TABLE)
    .findOne({ where: { id: token.id }, select: ['accessKey'] });
  const hashed = tokens.hash(accessKey);
  if (stored?.accessKey !== hashed) {
    await strapi.db.query(TOKEN_TABLE).update({
      where: { id: token.id },
      // never expires: the web server would otherwise lose access silently
      data: {
        accessKey: hashed,
        encryptedKey: encryption.encrypt(accessKey),
        lifespan: null,
        expiresAt: null,
      },
    });
  }
  strapi.log.info(`bootstrap: API token "${TOKEN_NAME}" ${existing ? 'updated' : 'created'}`);
}
