import type { Core } from '@strapi/strapi';
import { previewUrl } from '../src/preview';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET')!,
  },
  apiToken: {
    salt: env('API_TOKEN_SALT')!,
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT')!,
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY')!,
  },
  // "Open preview" opens the site's page of the entry with its draft (src/preview.ts).
  preview: {
    enabled: Boolean(env('PREVIEW_SECRET')),
    config: {
      allowedOrigins: [new URL(env('SITE_URL', env('WEB_URL', 'http://localhost:3000'))).origin],
      handler: (uid: string, params: { documentId?: string; locale?: string; status?: string }) =>
        previewUrl(
          env('SITE_URL', env('WEB_URL', 'http://localhost:3000')),
          env('PREVIEW_SECRET', ''),
          uid,
          params,
        ),
    },
  },
  // no survey pop-ups or Enterprise adverts for the museum's editors
  flags: {
    nps: env.bool('FLAG_NPS', false),
    promoteEE: env.bool('FLAG_PROMOTE_EE', false),
    docLinks: env.bool('FLAG_DOC_LINKS', true),
  },
});

export default config;
