import type { Core } from '@strapi/strapi';
import { corsOrigins } from '../src/hardening/cors-origins';

const config = (): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  // Strapi's default reflects every Origin with credentials: only the admin's own origins
  // (src/hardening/cors-origins.ts). strapi::poweredBy is left out: no X-Powered-By header.
  { name: 'strapi::cors', config: { origin: corsOrigins(process.env) } },
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  // after strapi::query: refuses ?status=draft to everyone but the site's server (preview)
  'global::drafts-private',
];

export default config;
