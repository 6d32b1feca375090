import type { Core } from '@strapi/strapi';
import { PREVIEWABLE_TYPES } from '../src/preview';

const allowedMediaTypes = [
  'image/*',
  'video/*',
  'audio/*',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.*',
  'text/plain',
  'text/csv',
];

const deniedTypes = [
  'image/svg+xml',
  'application/vnd.microsoft.portable-executable',
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-executable',
  'application/x-dosexec',
  'application/x-sh',
  'text/x-shellscript',
  'application/x-mach-binary',
];

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  // Publish and unpublish at a set time (an exhibition opens on its first day, an event teaser
  // goes after the event): the panel "Veröffentlichung planen" on every type with drafts. Each
  // planned action runs at its exact time and fires the webhook like a publish by hand.
  publisher: {
    enabled: true,
    config: {
      contentTypes: PREVIEWABLE_TYPES,
      components: { dateTimePicker: { step: 15, locale: 'de-DE' } },
    },
  },
  'users-permissions': {
    config: {
      jwtManagement: 'refresh',
      sessions: {
        httpOnly: true,
      },
    },
  },
  upload: {
    config: {
      // /uploads/* as the CMS serves them (koa-static): cached for CMS_MEDIA_MAX_AGE seconds, a
      // day by default. Not a year and not immutable: Strapi keeps a file's name and hash when
      // an editor replaces it. The site's own /media addresses are versioned (decision 0026).
      providerOptions: {
        localServer: { maxage: env.int('CMS_MEDIA_MAX_AGE', 86_400) * 1000 },
      },
      // image widths of the content model; the 320 px thumbnail comes from src/extensions/upload
      breakpoints: {
        xlarge: 2560,
        large: 1600,
        medium: 960,
        small: 480,
      },
      security: {
        allowedTypes: allowedMediaTypes,
        deniedTypes,
      },
    },
  },
});

export default config;
