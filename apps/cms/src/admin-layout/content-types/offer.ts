import { common, defineLayout, factRows, facts } from '../define';

export default defineLayout({
  uid: 'api::offer.offer',
  name: { de: 'Führung/Angebot', en: 'Guided tour/offer' },
  fields: {
    title: common.title,
    slug: common.slug,
    type: {
      label: 'Art',
      description: 'Führung, Workshop oder ein anderes Angebot.',
      enum: {
        guidedTour: ['Führung', 'Guided tour'],
        workshop: ['Workshop', 'Workshop'],
        other: ['Sonstiges', 'Other'],
      },
    },
    bookable: {
      label: 'Buchbar',
      description: 'An: Besucherinnen und Besucher können eine Buchungsanfrage senden.',
    },
    highlight: common.highlight,
    startDate: {
      label: 'Gültig ab',
      description: 'Erster Tag, an dem das Angebot gilt (optional).',
    },
    endDate: {
      label: 'Gültig bis',
      description: 'Letzter Tag, an dem das Angebot gilt (optional).',
    },
    minParticipants: { label: 'Mindestens (Personen)', description: 'Kleinste Gruppengröße.' },
    maxParticipants: { label: 'Höchstens (Personen)', description: 'Größte Gruppengröße.' },
    bookingLeadDays: {
      label: 'Vorlauf (Tage)',
      description:
        'So viele Tage vorher muss eine Anfrage mindestens kommen (14 = „mindestens zwei Wochen vorher“). Leer: ab morgen. Gilt für beide Sprachen.',
    },
    bookingWeekdays: {
      label: 'Buchbare Wochentage',
      description:
        'Kürzel oder Bereiche, z. B. „Di–Fr“ oder „Di, Do, Sa–So“. Leer: jeder Öffnungstag. Schließtage des Museums gelten immer. Gilt für beide Sprachen.',
      placeholder: 'Di–Fr',
    },
    bookingEarliest: {
      label: 'Beginn frühestens',
      description:
        'Engt das Zeitfenster ein (Mai–Okt. 9:15–15:30, Nov.–Apr. 10:15–15:30 Uhr). Leer: Fenster der Saison. Gilt für beide Sprachen.',
    },
    bookingLatest: {
      label: 'Beginn spätestens',
      description:
        'Späteste Anfangszeit, z. B. 11:30 für Vormittagsangebote. Leer: 15:30 Uhr. Gilt für beide Sprachen.',
    },
    headline: common.headline,
    image: common.image,
    teaserText: common.teaserText,
    body: common.body,
    ...facts,
    info: {
      label: 'Eckdaten',
      description: 'Texte je Sprache zu Kosten, Anmeldung, Treffpunkt, Barrierefreiheit und mehr.',
    },
    exhibitions: {
      label: 'Ausstellungen',
      description: 'Ausstellungen, zu denen das Angebot gehört.',
    },
    targetGroups: common.targetGroups,
    categories: common.categories,
    accessibilityTags: common.accessibilityTags,
    seo: common.seo,
  },
  edit: [
    [
      ['title', 6],
      ['slug', 6],
    ],
    [
      ['type', 6],
      ['bookable', 3],
      ['highlight', 3],
    ],
    [
      ['startDate', 4],
      ['endDate', 4],
    ],
    [
      ['minParticipants', 4],
      ['maxParticipants', 4],
    ],
    [
      ['bookingLeadDays', 3],
      ['bookingWeekdays', 3],
      ['bookingEarliest', 3],
      ['bookingLatest', 3],
    ],
    [['headline', 6]],
    [['image', 6]],
    [['teaserText', 12]],
    [['body', 12]],
    ...factRows({ duration: true }),
    [['info', 12]],
    [['exhibitions', 6]],
    [
      ['targetGroups', 4],
      ['categories', 4],
      ['accessibilityTags', 4],
    ],
    [['seo', 12]],
  ],
  list: ['title', 'type', 'bookable', 'durationMinutes'],
  settings: { mainField: 'title', defaultSortBy: 'title', defaultSortOrder: 'ASC' },
});
