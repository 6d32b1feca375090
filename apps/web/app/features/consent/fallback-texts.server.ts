/**
 * The consent texts used where the CMS has none (a field left empty, or the CMS unreachable):
 * filled in on the server, so the browser's catalogue does not carry them.
 */
import type { ConsentCategory } from '~/domain/consent';
import type { Locale } from '~/domain/locale';

export interface FilledConsentTexts {
  barHeading: string;
  barText: string;
  settingsHeading: string;
  settingsIntro: string;
  categories: Record<ConsentCategory, { title: string; description: string }>;
  /** "{service}" stands for the service's name. */
  embedNotice: string;
}

export const fallbackConsentTexts: Record<Locale, FilledConsentTexts> = {
  de: {
    barHeading: 'Cookies und externe Inhalte',
    barText:
      'Diese Website setzt nur notwendige Cookies. Statistik und Inhalte anderer Anbieter laden wir nur, wenn Sie zustimmen. Ihre Wahl können Sie jederzeit in den Cookie-Einstellungen in der Fußzeile ändern.',
    settingsHeading: 'Cookie-Einstellungen',
    settingsIntro:
      'Hier entscheiden Sie, welche Dienste wir nutzen dürfen. Sie können Ihre Wahl jederzeit mit „Cookie-Einstellungen“ am Ende jeder Seite ändern.',
    categories: {
      necessary: {
        title: 'Notwendig',
        description: 'Cookies, ohne die diese Website nicht funktioniert. Immer aktiv.',
      },
      analytics: {
        title: 'Statistik',
        description: 'Erfasst, wie die Website genutzt wird, damit wir sie verbessern können.',
      },
      external: {
        title: 'Externe Inhalte',
        description:
          'Videos, Karten und Podcasts anderer Anbieter. Beim Laden erhält der Anbieter Ihre IP-Adresse und kann Cookies setzen.',
      },
    },
    embedNotice:
      'Dieser Inhalt wird von {service} bereitgestellt. Erst wenn Sie ihn laden, werden Daten an {service} übertragen.',
  },
  en: {
    barHeading: 'Cookies and external content',
    barText:
      'This website only sets necessary cookies. We load statistics and content from other providers only if you agree. You can change your choice at any time in the cookie settings in the footer.',
    settingsHeading: 'Cookie settings',
    settingsIntro:
      'Choose which services we may use. You can change your choice at any time with “Cookie settings” at the end of every page.',
    categories: {
      necessary: {
        title: 'Necessary',
        description: 'Cookies without which this website does not work. Always on.',
      },
      analytics: {
        title: 'Statistics',
        description: 'Records how the website is used so that we can improve it.',
      },
      external: {
        title: 'External content',
        description:
          'Videos, maps and podcasts from other providers. When they load, the provider receives your IP address and may set cookies.',
      },
    },
    embedNotice:
      'This content is provided by {service}. Data is sent to {service} only when you load it.',
  },
};
