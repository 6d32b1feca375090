/** The preview bar's words (only editors who opened a preview from the CMS see them). */
import { defineMessages } from '~/i18n/translate';

export const previewMessages = defineMessages({
  de: {
    label: 'Vorschau',
    title: 'Vorschau',
    'state.draft': 'Entwurf – noch nicht veröffentlicht',
    'state.modified': 'Geänderte Fassung – die Änderungen sind noch nicht veröffentlicht',
    'state.published': 'Veröffentlichte Fassung',
    'state.other': 'Der geöffnete Eintrag als Entwurf, alles andere veröffentlicht',
    exit: 'Vorschau beenden',
  },
  en: {
    label: 'Preview',
    title: 'Preview',
    'state.draft': 'Draft – not published yet',
    'state.modified': 'Changed version – the changes are not published yet',
    'state.published': 'Published version',
    'state.other': 'The opened entry as its draft, everything else as published',
    exit: 'End preview',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    preview: (typeof previewMessages)['de'];
  }
}
