import { defineLayout } from '../define';

export default defineLayout({
  uid: 'api::consent-text.consent-text',
  name: { de: 'Cookie-Texte', en: 'Consent texts' },
  fields: {
    barHeading: {
      label: 'Leiste: Überschrift',
      description: 'Überschrift der Leiste, die beim ersten Besuch erscheint.',
    },
    barText: {
      label: 'Leiste: Text',
      description:
        'Wofür um Zustimmung gebeten wird und dass sie in den Cookie-Einstellungen änderbar ist.',
    },
    settingsHeading: {
      label: 'Einstellungen: Überschrift',
      description: 'Überschrift des Dialogs mit den Kategorien.',
    },
    settingsIntro: {
      label: 'Einstellungen: Einleitung',
      description: 'Text unter der Überschrift des Dialogs.',
    },
    necessaryTitle: {
      label: 'Notwendig: Name',
      description: 'Name der Kategorie „Notwendig“ (immer aktiv).',
    },
    necessaryDescription: {
      label: 'Notwendig: Beschreibung',
      description: 'Was die notwendigen Cookies tun.',
    },
    analyticsTitle: {
      label: 'Statistik: Name',
      description: 'Name der Kategorie „Statistik“ (anfangs aus).',
    },
    analyticsDescription: {
      label: 'Statistik: Beschreibung',
      description: 'Was die Statistik erfasst und wozu.',
    },
    externalTitle: {
      label: 'Externe Inhalte: Name',
      description: 'Name der Kategorie „Externe Inhalte“ (anfangs aus).',
    },
    externalDescription: {
      label: 'Externe Inhalte: Beschreibung',
      description: 'Was beim Laden von Videos, Karten oder Podcasts anderer Anbieter geschieht.',
    },
    embedNotice: {
      label: 'Hinweis auf blockierten Inhalten',
      description: 'Muss {service} enthalten; dort steht der Name des Dienstes (z. B. YouTube).',
    },
  },
  edit: [
    [['barHeading', 12]],
    [['barText', 12]],
    [['settingsHeading', 12]],
    [['settingsIntro', 12]],
    [
      ['necessaryTitle', 4],
      ['necessaryDescription', 8],
    ],
    [
      ['analyticsTitle', 4],
      ['analyticsDescription', 8],
    ],
    [
      ['externalTitle', 4],
      ['externalDescription', 8],
    ],
    [['embedNotice', 12]],
  ],
});
