import type { Locale, Weekday } from '../time';

/** UI strings of opening hours and the today page; `{name}` placeholders as in app/i18n. */
const de = {
  'hours.title': 'Öffnungszeiten',
  'hours.openToday': 'Heute geöffnet',
  'hours.closedToday': 'Heute geschlossen',
  'hours.closed': 'geschlossen',
  'hours.unavailable': 'Die Öffnungszeiten können gerade nicht angezeigt werden.',
  'today.closedDay': 'Heute keine Ausstellungen. Das {museum} ist geschlossen.',
  'today.exhibitions': 'Ausstellungen heute',
  'today.noExhibitions': 'Heute sind keine Ausstellungen zu sehen.',
  'today.programme': 'Programm heute',
  'today.noProgramme': 'Für heute sind keine Veranstaltungen geplant.',
  'today.programmeLink': 'Alle Termine im Programm',
  'today.allDay': 'ganztägig',
  'today.ongoingOffer': 'laufendes Angebot',
  'today.until': 'bis {date}',
} as const;

export type OpeningHoursMessageKey = keyof typeof de;

const en: Record<OpeningHoursMessageKey, string> = {
  'hours.title': 'Opening hours',
  'hours.openToday': 'Open today',
  'hours.closedToday': 'Closed today',
  'hours.closed': 'closed',
  'hours.unavailable': 'The opening hours cannot be shown right now.',
  'today.closedDay': 'No exhibitions today. The {museum} is closed.',
  'today.exhibitions': 'Exhibitions today',
  'today.noExhibitions': 'There are no exhibitions on view today.',
  'today.programme': "Today's programme",
  'today.noProgramme': 'No events are planned for today.',
  'today.programmeLink': 'All dates in the programme',
  'today.allDay': 'all day',
  'today.ongoingOffer': 'ongoing offer',
  'today.until': 'until {date}',
};

export const openingHoursMessages: Record<Locale, Record<OpeningHoursMessageKey, string>> = {
  de,
  en,
};

export const weekdayNames: Record<Locale, Record<Weekday, string>> = {
  de: {
    monday: 'Montag',
    tuesday: 'Dienstag',
    wednesday: 'Mittwoch',
    thursday: 'Donnerstag',
    friday: 'Freitag',
    saturday: 'Samstag',
    sunday: 'Sonntag',
  },
  en: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
};

export type OpeningHoursTranslate = (
  key: OpeningHoursMessageKey,
  values?: Record<string, string | number>,
) => string;

/** Looks a message up in the page language and fills `{name}` placeholders. */
export function openingHoursTranslator(locale: Locale): OpeningHoursTranslate {
  return (key, values = {}) =>
    openingHoursMessages[locale][key].replace(/\{(\w+)\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
}
