import { describe, expect, it } from 'vitest';
import type { OfferBookingRules } from '~/domain/types';
import type { OpeningHours } from '~/features/opening-hours/types';
import { tableTranslator } from '~/i18n/translate';
import { berlinDate } from '~/time';
import { bookingMessages } from './messages';
import { refusalMessage, rulesHint, weekdayPhrase } from './rule-texts';
import {
  bookableWindow,
  bookingCalendar,
  dateRefusal,
  earliestDate,
  nextBookableDates,
  noOfferRules,
  type BookingCalendar,
} from './rules';

/** Tuesday to Sunday 10–18, Monday closed; Christmas closed, Easter Monday open (2026/27). */
const hours: OpeningHours = {
  weekly: [
    { weekday: 'monday', opens: null, closes: null, closed: true },
    ...(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map(
      (weekday) => ({ weekday, opens: '10:00:00.000', closes: '18:00:00.000', closed: false }),
    ),
  ],
  exceptions: [
    {
      date: '2026-12-24',
      opens: null,
      closes: null,
      closed: true,
      label: { de: 'Heiligabend', en: 'Christmas Eve' },
    },
    {
      date: '2026-12-25',
      opens: null,
      closes: null,
      closed: true,
      label: { de: '1. Weihnachtstag', en: 'Christmas Day' },
    },
    { date: '2027-01-13', opens: null, closes: null, closed: true },
    {
      date: '2027-03-29',
      opens: '10:00',
      closes: '18:00',
      closed: false,
      label: { de: 'Ostermontag', en: 'Easter Monday' },
    },
    // Only a label, no times: leaves the weekly schedule in force.
    { date: '2026-12-26', opens: null, closes: null, closed: false, label: { de: 'x', en: 'x' } },
  ],
};

const rules = (offer: Partial<OfferBookingRules> = {}): BookingCalendar => ({
  offer: { ...noOfferRules, ...offer },
  hours,
});
const twoWeeks = rules({ leadDays: 14 });
const school = rules({ leadDays: 14, weekdays: ['tuesday', 'wednesday', 'thursday', 'friday'] });
const de = tableTranslator(bookingMessages, 'de');
const en = tableTranslator(bookingMessages, 'en');

/** Tuesday, 1 December 2026, 10:00 in Berlin. */
const today = berlinDate(new Date('2026-12-01T09:00:00Z'));

describe('dateRefusal', () => {
  it('refuses a Monday, the weekly closed day, and says so in both languages', () => {
    const refusal = dateRefusal('2026-12-21', rules(), today);
    expect(refusal).toEqual({ reason: 'closedWeekday', weekday: 'monday' });
    expect(refusalMessage(refusal!, de, 'de')).toBe(
      'Montags ist das Museum geschlossen. Bitte wählen Sie einen anderen Tag.',
    );
    expect(refusalMessage(refusal!, en, 'en')).toBe(
      'The museum is closed on Mondays. Please choose another day.',
    );
  });

  it('refuses a closing exception, named by its label', () => {
    const refusal = dateRefusal('2026-12-24', rules(), today);
    expect(refusal).toMatchObject({ reason: 'closedDay', date: '2026-12-24' });
    expect(refusalMessage(refusal!, de, 'de')).toBe(
      'Am Donnerstag, 24. Dezember 2026 ist das Museum geschlossen (Heiligabend). Bitte wählen Sie einen anderen Tag.',
    );
    expect(refusalMessage(dateRefusal('2027-01-13', rules(), today)!, en, 'en')).toBe(
      'The museum is closed on Wednesday, January 13, 2027. Please choose another day.',
    );
  });

  it('allows a Monday the museum opens as an exception, unless the offer excludes Mondays', () => {
    expect(dateRefusal('2027-03-29', rules(), today)).toBeNull();
    const refusal = dateRefusal('2027-03-29', school, today);
    expect(refusal).toEqual({ reason: 'offerWeekday', weekdays: school.offer.weekdays });
    expect(refusalMessage(refusal!, de, 'de')).toBe(
      'Dieses Angebot ist nur dienstags bis freitags buchbar. Bitte wählen Sie einen anderen Tag.',
    );
    expect(refusalMessage(refusal!, en, 'en')).toBe(
      'This offer can only be booked on Tuesdays to Fridays. Please choose another day.',
    );
  });

  it('keeps the weekly schedule for an exception without times (a half-edited entry)', () => {
    expect(dateRefusal('2026-12-26', rules(), today)).toBeNull();
  });

  it('refuses a day within the lead time and names the first possible day', () => {
    expect(earliestDate(twoWeeks.offer, today)).toBe('2026-12-15');
    const refusal = dateRefusal('2026-12-11', twoWeeks, today);
    expect(refusal).toEqual({ reason: 'leadTime', days: 14, earliest: '2026-12-15' });
    expect(refusalMessage(refusal!, de, 'de')).toBe(
      'Dieses Angebot braucht 14 Tage Vorlauf. Bitte wählen Sie den Dienstag, 15. Dezember 2026 oder einen späteren Tag.',
    );
    expect(refusalMessage(refusal!, en, 'en')).toBe(
      'This offer needs 14 days’ notice. Please choose Tuesday, December 15, 2026 or a later day.',
    );
    expect(dateRefusal('2026-12-15', twoWeeks, today)).toBeNull();
  });

  it('refuses today and earlier days; without a lead time tomorrow is the first day', () => {
    expect(dateRefusal(today, rules(), today)).toEqual({ reason: 'past' });
    expect(dateRefusal('2026-11-30', rules(), today)).toEqual({ reason: 'past' });
    expect(dateRefusal('2026-12-02', rules(), today)).toBeNull();
    expect(dateRefusal('2026-12-02', rules({ leadDays: 0 }), today)).toBeNull();
  });

  it('refuses a day more than two years ahead', () => {
    expect(dateRefusal('2028-12-05', rules(), today)).toEqual({ reason: 'tooFar' });
  });

  it('counts the lead time from the Berlin date, also in the nights of the DST changes', () => {
    // 23:30 UTC on 27 March 2027 is already 00:30 on 28 March in Berlin (the night clocks
    // go forward); 22:30 UTC on 24 October 2026 is 00:30 on 25 October (they go back).
    const spring = berlinDate(new Date('2027-03-27T23:30:00Z'));
    expect(spring).toBe('2027-03-28');
    expect(dateRefusal('2027-04-10', twoWeeks, spring)).toMatchObject({ reason: 'leadTime' });
    expect(dateRefusal('2027-04-11', twoWeeks, spring)).toBeNull();
    const autumn = berlinDate(new Date('2026-10-24T22:30:00Z'));
    expect(autumn).toBe('2026-10-25');
    expect(dateRefusal('2026-10-25', rules(), autumn)).toEqual({ reason: 'past' });
    expect(dateRefusal('2026-10-26', rules(), autumn)).toMatchObject({ weekday: 'monday' });
    expect(dateRefusal('2026-10-27', rules(), autumn)).toBeNull();
  });

  it('without readable opening hours only the offer rules apply', () => {
    expect(dateRefusal('2026-12-21', { offer: noOfferRules, hours: null }, today)).toBeNull();
  });
});

describe('bookableWindow', () => {
  it("is the season's window: 10:15–15:30 until April, 9:15–15:30 from May", () => {
    expect(bookableWindow('2027-04-30', rules())).toEqual({ earliest: '10:15', latest: '15:30' });
    expect(bookableWindow('2027-05-01', rules())).toEqual({ earliest: '09:15', latest: '15:30' });
    expect(bookableWindow('2026-10-31', rules())).toEqual({ earliest: '09:15', latest: '15:30' });
    expect(bookableWindow('2026-11-01', rules())).toEqual({ earliest: '10:15', latest: '15:30' });
  });

  it('is narrowed by the offer, never widened', () => {
    const mornings = rules({ earliest: '08:00', latest: '11:30' });
    expect(bookableWindow('2027-06-16', mornings)).toEqual({ earliest: '09:15', latest: '11:30' });
    expect(bookableWindow('2027-01-13', mornings)).toEqual({ earliest: '10:15', latest: '11:30' });
  });

  it('leaves no day when the narrowing misses the season, and says why', () => {
    const early = rules({ earliest: '09:30', latest: '10:00' });
    expect(bookableWindow('2027-01-12', early)).toBeNull();
    expect(dateRefusal('2027-01-12', early, today)).toEqual({ reason: 'noTime' });
    expect(dateRefusal('2027-06-15', early, today)).toBeNull();
  });
});

describe('nextBookableDates and the hint', () => {
  it('skips closed days, the lead time and the weekdays the offer is not on', () => {
    expect(nextBookableDates(school, today, 3)).toEqual(['2026-12-15', '2026-12-16', '2026-12-17']);
    // From 8 December: 22 and 23 December, then Christmas (24, 25), then the next Tuesday.
    const later = '2026-12-08';
    expect(nextBookableDates(school, later, 3)).toEqual(['2026-12-22', '2026-12-23', '2026-12-29']);
  });

  it('describes the rules in words beside the date field', () => {
    expect(rulesHint(school, '2026-12-08', de, 'de')).toBe(
      'Frühestens am Dienstag, 22. Dezember (14 Tage Vorlauf). Buchbar dienstags bis freitags. ' +
        'Das Museum ist montags geschlossen. Außerdem geschlossen: 24. Dezember (Heiligabend), ' +
        '25. Dezember (1. Weihnachtstag) und 13. Januar 2027. Nächste mögliche Tage: ' +
        'Dienstag, 22. Dezember, Mittwoch, 23. Dezember und Dienstag, 29. Dezember.',
    );
    expect(rulesHint(rules(), today, en, 'en')).toBe(
      'From tomorrow at the earliest. The museum is closed on Mondays. Also closed: ' +
        'December 24 (Christmas Eve), December 25 (Christmas Day), and January 13, 2027. ' +
        'Next possible days: Wednesday, December 2, Thursday, December 3, and Friday, December 4.',
    );
  });

  it('lists single weekdays and ranges as people say them', () => {
    expect(weekdayPhrase(['tuesday', 'thursday', 'saturday', 'sunday'], de, 'de')).toBe(
      'dienstags, donnerstags, samstags und sonntags',
    );
    expect(weekdayPhrase(['monday', 'tuesday', 'wednesday', 'friday'], en, 'en')).toBe(
      'Mondays to Wednesdays and Fridays',
    );
  });
});

describe('bookingCalendar', () => {
  it('keeps the exceptions after today only and defaults the offer rules', () => {
    const calendar = bookingCalendar(null, hours, '2026-12-24');
    expect(calendar.offer).toEqual(noOfferRules);
    expect(calendar.hours?.exceptions.map((exception) => exception.date)).toEqual([
      '2026-12-25',
      '2027-01-13',
      '2027-03-29',
      '2026-12-26',
    ]);
  });
});
