import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  // Loopback unless HOST says otherwise: the admin and its API are for this machine (and a
  // reverse proxy on it) until someone decides to expose them (README, "Security").
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: {
    keys: env.array('APP_KEYS')!,
  },
  // Uploaded media live here; tests point it at a temporary folder.
  dirs: {
    public: env('PUBLIC_DIR', './public'),
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default config;
