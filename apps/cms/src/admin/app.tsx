import type { StrapiApp } from '@strapi/strapi/admin';
import { adminTranslations } from '../admin-layout/translations';
import { enhanceAltTextFields } from './alt-text-fields';
import { BookingExportButton } from './booking-export';
import { labelEnumColumns } from './enum-cells';
import { ReplyHistoryPanel } from './reply-history';
import { germanAdminTexts } from './german-texts';
import { bootstrapFormComfort, registerFormComfort } from './form-comfort';

// Strapi reads the admin language from here and falls back to English; a browser that has
// never chosen starts in German. After login the user's profile language takes over.
const LANGUAGE_KEY = 'strapi-admin-language';

export default {
  config: {
    locales: ['de'],
    // Names of content types and components, and the labels of enum values, in both languages;
    // in German also the media library's texts Strapi lacks, and the formal address throughout.
    translations: {
      de: { ...germanAdminTexts, ...adminTranslations.de },
      en: adminTranslations.en,
    },
  },
  register(app: StrapiApp) {
    registerFormComfort(app);
    if (!window.localStorage.getItem(LANGUAGE_KEY)) {
      window.localStorage.setItem(LANGUAGE_KEY, 'de');
    }
  },
  bootstrap(app: StrapiApp) {
    app.registerHook(
      'Admin/CM/pages/ListView/inject-column-in-table',
      labelEnumColumns(() => window.localStorage.getItem(LANGUAGE_KEY)),
    );
    bootstrapFormComfort(app, () => window.localStorage.getItem(LANGUAGE_KEY));
    const contentManager = app.getPlugin('content-manager');
    contentManager.injectComponent('listView', 'actions', {
      name: 'booking-export',
      Component: BookingExportButton,
    });
    // Replies to visitors of a booking request or barrier report (src/replies).
    (
      contentManager.apis as {
        addEditViewSidePanel(panels: unknown[]): void;
      }
    ).addEditViewSidePanel([ReplyHistoryPanel]);
    // The alternative text per language, wherever a media file is edited.
    enhanceAltTextFields(() => window.localStorage.getItem(LANGUAGE_KEY));
  },
};
