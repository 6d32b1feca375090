/** Texts of the links to the calendar feeds and of the feeds themselves (de is the reference). */
import { defineMessages, type KeyOf, type Translate } from '~/i18n/translate';

export const calendarMessages = defineMessages({
  de: {
    'link.addEvent': 'In den Kalender',
    'link.addEventHint': 'Termin als Kalenderdatei (.ics) herunterladen',
    'link.subscribe': 'Programm abonnieren',
    'link.subscribeHint':
      'Die Termine dieser Auswahl als Kalender-Abo (iCalendar); Änderungen erscheinen automatisch.',
    'link.subscribeWebcal': 'In der Kalender-App öffnen',
    'link.subscribeExhibition': 'Termine dieser Ausstellung abonnieren',
    'link.subscribeExhibitionHint':
      'Führungen, Vorträge und weitere Veranstaltungen zu dieser Ausstellung als Kalender-Abo (iCalendar); neue Termine kommen von selbst hinzu.',
  },
  en: {
    'link.addEvent': 'Add to calendar',
    'link.addEventHint': 'Download the date as a calendar file (.ics)',
    'link.subscribe': 'Subscribe to the programme',
    'link.subscribeHint':
      'The dates of this selection as a calendar subscription (iCalendar); changes appear automatically.',
    'link.subscribeWebcal': 'Open in your calendar app',
    'link.subscribeExhibition': "Subscribe to this exhibition's events",
    'link.subscribeExhibitionHint':
      'Tours, talks and other events on this exhibition as a calendar subscription (iCalendar); new dates are added by themselves.',
  },
});

/**
 * The calendar files' own texts: read on the server only (tableTranslator), so not registered
 * and never sent to the browser (docs/decisions/0013, 0028).
 */
export const calendarFeedMessages = defineMessages({
  de: {
    'feed.title': 'Programm als Kalender (iCalendar)',
    'feed.exhibitionTitle': 'Termine zur Ausstellung „{title}“ als Kalender (iCalendar)',
    'feed.name': '{site} – Programm',
    'feed.description': 'Veranstaltungen im {site}',
    'entry.cancelled': 'Abgesagt: {title}',
    'entry.postponed': 'Verschoben: {title}',
    'entry.postponedNote': 'Diese Veranstaltung wird verschoben; der neue Termin folgt.',
    'entry.cancelledNote': 'Diese Veranstaltung ist abgesagt.',
    'entry.freeAdmission': 'Eintritt frei.',
    'entry.moved': 'Verlegt vom {date}.',
  },
  en: {
    'feed.title': 'Programme as a calendar (iCalendar)',
    'feed.exhibitionTitle': 'Events of the exhibition “{title}” as a calendar (iCalendar)',
    'feed.name': '{site} – Programme',
    'feed.description': 'Events at the {site}',
    'entry.cancelled': 'Cancelled: {title}',
    'entry.postponed': 'Postponed: {title}',
    'entry.postponedNote': 'This event is being postponed; the new date will follow.',
    'entry.cancelledNote': 'This event has been cancelled.',
    'entry.freeAdmission': 'Free admission.',
    'entry.moved': 'Moved from {date}.',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    calendar: (typeof calendarMessages)['de'];
  }
}

export type CalendarMessageKey = KeyOf<'calendar'>;
/** A translator of the calendar files' texts (ics.server.ts). */
export type CalendarTranslate = Translate<CalendarFeedMessageKey>;
export type CalendarFeedMessageKey = keyof (typeof calendarFeedMessages)['de'] & string;
