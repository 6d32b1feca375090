import { common, defineLayout, factRows, facts } from '../define';

export default defineLayout({
  uid: 'api::event.event',
  name: { de: 'Veranstaltung', en: 'Event' },
  fields: {
    title: common.title,
    slug: common.slug,
    startDate: { label: 'Beginn', description: 'Datum und Uhrzeit des Beginns (Ortszeit Berlin).' },
    endDate: { label: 'Ende', description: 'Datum und Uhrzeit des Endes (optional).' },
    allDay: { label: 'Ganztägig', description: 'An: die Uhrzeit wird nicht angezeigt.' },
    dateTimeOverride: {
      label: 'Angezeigter Termin',
      description:
        'Ersetzt die angezeigte Datums- und Zeitangabe; leer = aus Beginn und Ende. Wiederkehrende Termine als Terminserie anlegen.',
      placeholder: 'z. B. nach Vereinbarung',
    },
    eventStatus: {
      label: 'Durchführung',
      description:
        'Abgesagte Termine bleiben sichtbar und werden in Kalendern als abgesagt gemeldet.',
      enum: {
        scheduled: ['Findet statt', 'Scheduled'],
        cancelled: ['Abgesagt', 'Cancelled'],
        postponed: ['Verschoben', 'Postponed'],
      },
    },
    ...facts,
    info: {
      label: 'Eckdaten',
      description: 'Texte je Sprache zu Kosten, Anmeldung, Treffpunkt, Barrierefreiheit und mehr.',
    },
    highlight: common.highlight,
    place: {
      label: 'Ort',
      description: 'Wo die Veranstaltung stattfindet.',
      placeholder: 'z. B. Foyer',
    },
    headline: common.headline,
    image: common.image,
    teaserText: common.teaserText,
    body: common.body,
    exhibitions: {
      label: 'Ausstellungen',
      description: 'Ausstellungen, zu denen die Veranstaltung gehört.',
    },
    offer: {
      label: 'Angebot',
      description:
        'Ist die Veranstaltung ein Termin eines Angebots (z. B. einer Führung): dieses Angebot.',
    },
    targetGroups: common.targetGroups,
    categories: common.categories,
    accessibilityTags: common.accessibilityTags,
    seo: common.seo,
    series: {
      label: 'Terminserie',
      description:
        'Nur für wiederkehrende Veranstaltungen: Beginn und Ende oben sind der erste Termin; hier wie oft und bis wann. Gilt für beide Sprachen.',
    },
  },
  edit: [
    [
      ['title', 6],
      ['slug', 6],
    ],
    [
      ['startDate', 6],
      ['endDate', 6],
    ],
    [
      ['allDay', 4],
      ['dateTimeOverride', 8],
    ],
    [['series', 12]],
    [
      ['eventStatus', 6],
      ['highlight', 3],
    ],
    [
      ['place', 6],
      ['headline', 6],
    ],
    [['image', 6]],
    [['teaserText', 12]],
    [['body', 12]],
    ...factRows({ duration: true }),
    [['info', 12]],
    [
      ['exhibitions', 6],
      ['offer', 6],
    ],
    [
      ['targetGroups', 4],
      ['categories', 4],
      ['accessibilityTags', 4],
    ],
    [['seo', 12]],
  ],
  list: ['title', 'startDate', 'endDate', 'eventStatus'],
  settings: { mainField: 'title', defaultSortBy: 'startDate', defaultSortOrder: 'DESC' },
});
