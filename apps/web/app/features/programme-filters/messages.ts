/** UI strings of the programme filter form and its summary (de is the reference). */
import { defineMessages, type KeyOf, type Translate } from '~/i18n/translate';

export const filterMessages = defineMessages({
  de: {
    'filter.label': 'Programm filtern',
    'filter.quickLabel': 'Zeitraum wählen',
    'filter.when': 'Wann',
    'filter.period': 'Zeitraum wählen',
    'filter.when.all': 'Alle Termine',
    'filter.when.today': 'Heute',
    'filter.when.week': 'Diese Woche',
    'filter.when.month': 'Dieser Monat',
    'filter.when.range': 'Zeitraum',
    'filter.from': 'Von',
    'filter.to': 'Bis',
    'filter.type': 'Was',
    'filter.type.all': 'Alle Arten',
    'filter.target': 'Für wen',
    'filter.target.all': 'Für alle',
    'filter.special': 'Nur Highlights',
    'filter.view': 'Anzeigen',
    'filter.view.all': 'Kommende Termine',
    'filter.view.current': 'Läuft gerade',
    'filter.view.preview': 'Vorschau',
    'filter.view.review': 'Rückblick',
    'filter.submit': 'Filter anwenden',
    'filter.reset': 'Alle Filter zurücksetzen',
    'filter.applies': 'Es gilt: {filters}.',
    'filter.appliesAll': 'Es gilt: alle kommenden Termine.',
    'filter.range': '{from} bis {to}',
    'filter.rangeFrom': 'ab {from}',
    'filter.rangeTo': 'bis {to}',
    'filter.count': '{count, plural, other {# Treffer}}',
    'filter.corrected': 'Nicht verwendet oder korrigiert:',
    'reason.unknown-parameter': '„{parameter}“ ist kein Filter und wurde ignoriert.',
    'reason.repeated-parameter': '„{parameter}“ kam mehrfach vor; der erste Wert gilt.',
    'reason.invalid-value': 'Der Wert von „{parameter}“ ist ungültig und wurde ignoriert.',
    'reason.invalid-date': '„{value}“ ({parameter}) ist kein gültiges Datum und wurde ignoriert.',
    'reason.date-out-of-range': '„{parameter}“ liegt zu weit entfernt und wurde ignoriert.',
    'reason.ignored-without-range':
      '„{parameter}“ gilt nur für einen Zeitraum und wurde ignoriert.',
    'reason.missing-range': 'Für den Zeitraum fehlen die Daten; es gelten alle Termine.',
    'reason.swapped-range': 'Anfang und Ende des Zeitraums wurden getauscht.',
    'reason.unknown-type':
      'Die Art „{value}“ gibt es nicht; der Filter „{parameter}“ wurde ignoriert.',
    'reason.unknown-target':
      'Die Zielgruppe „{value}“ gibt es nicht; der Filter „{parameter}“ wurde ignoriert.',
    'programme.empty':
      'Für diese Auswahl gibt es keine Termine. Versuchen Sie einen anderen Filter.',
  },
  en: {
    'filter.label': 'Filter the programme',
    'filter.quickLabel': 'Choose a period',
    'filter.when': 'When',
    'filter.period': 'Period',
    'filter.when.all': 'All dates',
    'filter.when.today': 'Today',
    'filter.when.week': 'This week',
    'filter.when.month': 'This month',
    'filter.when.range': 'Date range',
    'filter.from': 'From',
    'filter.to': 'To',
    'filter.type': 'What',
    'filter.type.all': 'All kinds',
    'filter.target': 'For whom',
    'filter.target.all': 'For everyone',
    'filter.special': 'Highlights only',
    'filter.view': 'Show',
    'filter.view.all': 'Upcoming dates',
    'filter.view.current': 'Running now',
    'filter.view.preview': 'Preview',
    'filter.view.review': 'Review',
    'filter.submit': 'Apply filters',
    'filter.reset': 'Reset all filters',
    'filter.applies': 'Showing: {filters}.',
    'filter.appliesAll': 'Showing: all upcoming dates.',
    'filter.range': '{from} to {to}',
    'filter.rangeFrom': 'from {from}',
    'filter.rangeTo': 'until {to}',
    'filter.count': '{count, plural, one {# result} other {# results}}',
    'filter.corrected': 'Not used or corrected:',
    'reason.unknown-parameter': '“{parameter}” is not a filter and was ignored.',
    'reason.repeated-parameter': '“{parameter}” was given more than once; the first value applies.',
    'reason.invalid-value': 'The value of “{parameter}” is not valid and was ignored.',
    'reason.invalid-date': '“{value}” ({parameter}) is not a valid date and was ignored.',
    'reason.date-out-of-range': '“{parameter}” is too far away and was ignored.',
    'reason.ignored-without-range': '“{parameter}” only applies to a date range and was ignored.',
    'reason.missing-range': 'The date range had no dates; all dates are shown.',
    'reason.swapped-range': 'The start and end of the date range were swapped.',
    'reason.unknown-type': 'There is no kind “{value}”; the filter “{parameter}” was ignored.',
    'reason.unknown-target':
      'There is no target group “{value}”; the filter “{parameter}” was ignored.',
    'programme.empty': 'Nothing matches this selection. Please try another filter.',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    filters: (typeof filterMessages)['de'];
  }
}

export type FilterMessageKey = KeyOf<'filters'>;
export type FilterTranslate = Translate<FilterMessageKey>;
