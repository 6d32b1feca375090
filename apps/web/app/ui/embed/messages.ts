/** UI strings of embeds (external frames) and their placeholders, German and English. */
import { defineMessages } from '~/i18n/translate';

export const embedMessages = defineMessages({
  de: {
    unknownNotice: 'Dieser Inhalt liegt bei einem externen Anbieter.',
    loadOnce: 'Einmal laden',
    allowAlways: '{service} immer erlauben',
    open: 'Auf {service} öffnen',
    openExternal: 'Beim Anbieter öffnen',
    external: '(externer Link)',
    settings: 'Cookie-Einstellungen',
  },
  en: {
    unknownNotice: 'This content is hosted by an external provider.',
    loadOnce: 'Load once',
    allowAlways: 'Always allow {service}',
    open: 'Open on {service}',
    openExternal: 'Open at the provider',
    external: '(external link)',
    settings: 'Cookie settings',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    embed: (typeof embedMessages)['de'];
  }
}
