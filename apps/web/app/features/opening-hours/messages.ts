/** UI strings of opening hours and the today page (de is the reference). */
import { defineMessages } from '~/i18n/translate';

export const openingHoursMessages = defineMessages({
  de: {
    'hours.title': 'Öffnungszeiten',
    'hours.openToday': 'Heute geöffnet',
    'hours.closedToday': 'Heute geschlossen',
    'hours.closed': 'geschlossen',
    'hours.unavailable': 'Die Öffnungszeiten können gerade nicht angezeigt werden.',
    'hours.changesTitle': 'Abweichende Öffnungszeiten',
    'hours.closedOn': 'Geschlossen am {date}',
    'hours.openOn': 'Geöffnet am {date}, {hours}',
    'hours.changeReason': '{change} ({reason})',
    'today.closedDay': 'Heute keine Ausstellungen. Das {museum} ist geschlossen.',
    'today.exhibitions': 'Ausstellungen heute',
    'today.noExhibitions': 'Heute sind keine Ausstellungen zu sehen.',
    'today.programme': 'Programm heute',
    'today.noProgramme': 'Für heute sind keine Veranstaltungen geplant.',
    'today.programmeLink': 'Alle Termine im Programm',
    'today.allDay': 'ganztägig',
    'today.ongoingOffer': 'laufendes Angebot',
    'today.until': 'bis {date}',
    'weekday.monday': 'Montag',
    'weekday.tuesday': 'Dienstag',
    'weekday.wednesday': 'Mittwoch',
    'weekday.thursday': 'Donnerstag',
    'weekday.friday': 'Freitag',
    'weekday.saturday': 'Samstag',
    'weekday.sunday': 'Sonntag',
  },
  en: {
    'hours.title': 'Opening hours',
    'hours.openToday': 'Open today',
    'hours.closedToday': 'Closed today',
    'hours.closed': 'closed',
    'hours.unavailable': 'The opening hours cannot be shown right now.',
    'hours.changesTitle': 'Changes to the opening hours',
    'hours.closedOn': 'Closed on {date}',
    'hours.openOn': 'Open on {date}, {hours}',
    'hours.changeReason': '{change} ({reason})',
    'today.closedDay': 'No exhibitions today. The {museum} is closed.',
    'today.exhibitions': 'Exhibitions today',
    'today.noExhibitions': 'There are no exhibitions on view today.',
    'today.programme': "Today's programme",
    'today.noProgramme': 'No events are planned for today.',
    'today.programmeLink': 'All dates in the programme',
    'today.allDay': 'all day',
    'today.ongoingOffer': 'ongoing offer',
    'today.until': 'until {date}',
    'weekday.monday': 'Monday',
    'weekday.tuesday': 'Tuesday',
    'weekday.wednesday': 'Wednesday',
    'weekday.thursday': 'Thursday',
    'weekday.friday': 'Friday',
    'weekday.saturday': 'Saturday',
    'weekday.sunday': 'Sunday',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    hours: (typeof openingHoursMessages)['de'];
  }
}
