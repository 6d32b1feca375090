import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { EventSeries } from '~/domain/types';
import { tableTranslator } from '~/i18n/translate';
import { berlinDatesRange } from '~/time';
import { seriesOccurrences } from '~/time/recurrence';
import { buildCalendar, calendarSequence, calendarUid, type CalendarEvent } from './ics.server';
import { calendarFeedMessages } from './messages';
import { testEvent } from './test-events';

const origin = 'https://www.zentralmuseum.example';
const options = {
  locale: 'de' as const,
  origin,
  name: 'Zentralmuseum – Programm',
  description: 'Veranstaltungen',
  venue: ['Zentralmuseum', 'Museumsplatz 1', '12345 Musterstadt'],
  now: new Date('2026-11-20T12:00:00Z'),
  t: tableTranslator(calendarFeedMessages, 'de'),
};

/** Parses the document with an independent parser (ical.js), as a calendar app would. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  if (timezone) ICAL.TimezoneService.register(timezone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => ({
    component,
    event: new ICAL.Event(component),
  }));
  return { calendar, timezone, events };
}

function only(text: string) {
  const { events } = parse(text);
  expect(events).toHaveLength(1);
  return events[0]!;
}

const calendarOf = (...events: CalendarEvent[]) => buildCalendar(events, options);

describe('buildCalendar', () => {
  it('carries the Berlin VTIMEZONE, the name and the refresh hints', () => {
    const text = calendarOf(testEvent());
    const { calendar, timezone } = parse(text);
    expect(timezone?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    expect(timezone?.getAllSubcomponents('daylight')).toHaveLength(1);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Zentralmuseum – Programm');
    expect(calendar.getFirstPropertyValue('name')).toBe('Zentralmuseum – Programm');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(text).toContain('X-PUBLISHED-TTL:PT1H');
    expect(text.split('\r\n').every((line) => line.length <= 75)).toBe(true);
  });

  // RFC 5545 §3.1: every content line ends with CRLF, the last one too (the drill's strict check
  // found END:VCALENDAR without it).
  it('ends every line with CRLF, the last one too, and has no bare CR or LF', () => {
    const text = calendarOf(testEvent());
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  // Issue 41, finding 5: a line break in an event title went raw into NAME and X-WR-CALNAME of
  // the event's own .ics and added calendar lines of the editor's choosing.
  it('escapes the calendar name and description: no line, control character or property slips in', () => {
    const title = 'Nacht; im Museum, mit\\Gästen\r\nBEGIN:VEVENT\nX-EVIL:1\u000b\u0000';
    const text = buildCalendar(
      [testEvent({ title, teaserText: 'Text\u000bmit\u0007Steuerzeichen' })],
      {
        ...options,
        name: title,
        description: `Beschreibung\nBEGIN:VALARM\u0001`,
      },
    );
    expect(text).not.toMatch(/\r\n(BEGIN:VALARM|X-EVIL)/);
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
    const { calendar, events } = parse(text);
    expect(events).toHaveLength(1);
    // NAME and X-WR-CALNAME are TEXT (RFC 7986, RFC 5545 3.8.8.2), which ical.js does not know
    // of them: their values are read with its TEXT type.
    const text5545 = (name: string) =>
      ICAL.design.icalendar.value.text!.fromICAL!(String(calendar.getFirstPropertyValue(name)));
    expect(text5545('name')).toBe('Nacht; im Museum, mit\\Gästen BEGIN:VEVENT X-EVIL:1');
    expect(text5545('x-wr-calname')).toBe('Nacht; im Museum, mit\\Gästen BEGIN:VEVENT X-EVIL:1');
    expect(text5545('x-wr-caldesc')).toBe('Beschreibung\nBEGIN:VALARM');
    expect(events[0]!.event.summary).toBe('Nacht; im Museum, mit\\Gästen\nBEGIN:VEVENT\nX-EVIL:1');
    expect(events[0]!.event.description).toBe('TextmitSteuerzeichen');
    expect(text.split('\r\n').every((line) => line.length <= 75)).toBe(true);
  });

  it('writes a DST-crossing event in Berlin time and keeps its real instants', () => {
    const { component, event } = only(
      calendarOf(
        testEvent({
          // 22:00 CEST on 24 October to 04:00 CET on 25 October 2026 (clocks go back at 03:00).
          startDate: '2026-10-24T20:00:00.000Z',
          endDate: '2026-10-25T03:00:00.000Z',
        }),
      ),
    );
    expect(component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(component.getFirstProperty('dtend')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(event.startDate.toString()).toBe('2026-10-24T22:00:00');
    expect(event.endDate.toString()).toBe('2026-10-25T04:00:00');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-10-24T20:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-10-25T03:00:00.000Z');
    expect(event.duration.toSeconds()).toBe(7 * 60 * 60);
  });

  it('gives all-day events the DATE values of their Berlin days, the end exclusive', () => {
    const { event } = only(
      calendarOf(
        testEvent({
          allDay: true,
          // Berlin midnight of 3 and 4 December, as the CMS stores whole days.
          startDate: '2026-12-02T23:00:00.000Z',
          endDate: '2026-12-03T23:00:00.000Z',
        }),
      ),
    );
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-03');
    expect(event.endDate.toString()).toBe('2026-12-05');
  });

  it('names the entry, its page, place, categories and teaser', () => {
    const { component, event } = only(calendarOf(testEvent({ freeAdmission: true })));
    expect(event.summary).toBe('Nachtführung');
    expect(event.location).toBe('Halle 1, Zentralmuseum, Museumsplatz 1, 12345 Musterstadt');
    expect(component.getFirstPropertyValue('url')).toBe(`${origin}/veranstaltungen/nachtfuehrung`);
    expect(component.getFirstPropertyValue('categories')).toBe('Führung');
    expect(event.description).toBe('Mit Taschenlampen durch die Technik.\n\nEintritt frei.');
    expect(component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(component.getFirstPropertyValue('last-modified')?.toString()).toBe(
      '2026-11-01T10:00:00Z',
    );
    expect(component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-01T10:00:00Z');
  });

  it('marks cancelled events CANCELLED and postponed ones TENTATIVE, both in the title too', () => {
    const { events } = parse(
      calendarOf(
        testEvent({ status: 'cancelled' }),
        testEvent({
          status: 'postponed',
          revision: { id: 'other', updatedAt: '2026-11-02T00:00:00Z' },
        }),
      ),
    );
    const [cancelled, postponed] = events;
    expect(cancelled?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled?.event.summary).toBe('Abgesagt: Nachtführung');
    expect(postponed?.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(postponed?.event.summary).toBe('Verschoben: Nachtführung');
    expect(postponed?.event.description).toMatch(/^Diese Veranstaltung wird verschoben/);
  });

  it('writes the document the same way twice, so that its ETag only changes with the content', () => {
    expect(calendarOf(testEvent())).toBe(
      buildCalendar([testEvent()], { ...options, now: new Date('2027-01-01T00:00:00Z') }),
    );
  });
});

describe('calendarUid and calendarSequence', () => {
  it('keep the UID when the slug changes and differ between the languages', () => {
    const before = calendarUid(testEvent(), 'de', origin);
    expect(before).toBe('doc-night-de@www.zentralmuseum.example');
    expect(calendarUid(testEvent({ slug: 'nachtfuehrung-neu' }), 'de', origin)).toBe(before);
    expect(calendarUid(testEvent(), 'en', origin)).not.toBe(before);
    const { event } = only(calendarOf(testEvent({ slug: 'nachtfuehrung-neu', title: 'Neu' })));
    expect(event.uid).toBe(before);
  });

  it('raises the SEQUENCE with every later save', () => {
    const saved = (updatedAt: string) => testEvent({ revision: { id: 'doc-night', updatedAt } });
    const first = calendarSequence(saved('2026-11-01T10:00:00.000Z'));
    const second = calendarSequence(saved('2026-11-01T10:00:01.000Z'));
    const later = calendarSequence(saved('2027-03-01T00:00:00.000Z'));
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(later).toBeGreaterThan(second);
    expect(later).toBeLessThan(2 ** 31);
    expect(only(calendarOf(saved('2027-03-01T00:00:00.000Z'))).event.sequence).toBe(later);
  });
});

describe('buildCalendar with a series', () => {
  // Saturdays 14:00–15:00 Berlin from 7 March to 30 May 2026 (across the spring DST change):
  // the 21 March cancelled, the 28 March moved to Sunday 29 March 11:00.
  const series: EventSeries = {
    frequency: 'weekly',
    interval: 1,
    weekdays: ['saturday'],
    weekOfMonth: null,
    until: '2026-05-30',
    count: null,
    changes: [
      {
        date: '2026-03-21',
        kind: 'cancelled',
        start: null,
        end: null,
        note: { de: 'Fällt aus.', en: 'Off.' },
      },
      {
        date: '2026-03-28',
        kind: 'moved',
        start: '2026-03-29T09:00:00.000Z',
        end: null,
        note: { de: 'Ausnahmsweise am Sonntag.', en: 'This time on Sunday.' },
      },
    ],
  };
  const tour = testEvent({
    startDate: '2026-03-07T13:00:00.000Z',
    endDate: '2026-03-07T14:00:00.000Z',
    series,
  });

  it('is one entry with RRULE and EXDATE, and a RECURRENCE-ID entry for the moved date', () => {
    const text = calendarOf(tour);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    const { events } = parse(text);
    expect(events).toHaveLength(2);
    const [master, moved] = events;
    expect(master!.component.getFirstPropertyValue('rrule')?.toString()).toBe(
      'FREQ=WEEKLY;BYDAY=SA;UNTIL=20260530T120000Z',
    );
    // Weeks start on Monday (the RFC's default, written out for apps that assume Sunday).
    expect(unfolded).toMatch(/^RRULE:.*WKST=MO/m);
    expect(unfolded).toContain('DTSTART;TZID=Europe/Berlin:20260307T140000');
    expect(unfolded).toContain('EXDATE;TZID=Europe/Berlin:20260321T140000');
    expect(unfolded).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20260328T140000');
    expect(moved!.event.uid).toBe(master!.event.uid);
    expect(moved!.event.startDate.toJSDate().toISOString()).toBe('2026-03-29T09:00:00.000Z');
    expect(moved!.event.endDate.toJSDate().toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(moved!.event.description).toContain('Verlegt vom Samstag, 28. März 2026.');
    expect(moved!.event.description).toContain('Ausnahmsweise am Sonntag.');
  });

  it('expands in an independent parser to the dates the site shows', () => {
    const { events } = parse(calendarOf(tour));
    const [master, moved] = events;
    const recurring = new ICAL.Event(master!.component);
    recurring.relateException(moved!.component);
    const iterator = recurring.iterator();
    const fromCalendar: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) {
      fromCalendar.push(recurring.getOccurrenceDetails(next).startDate.toJSDate().toISOString());
    }
    const fromSite = seriesOccurrences(tour, berlinDatesRange('2026-01-01', '2026-12-31'))
      .filter((occurrence) => !occurrence.cancelled)
      .map((occurrence) => occurrence.start.toISOString())
      .sort();
    expect(fromCalendar.sort()).toEqual(fromSite);
    // 14:00 in Berlin before and after the change to summer time.
    expect(fromCalendar).toContain('2026-03-14T13:00:00.000Z');
    expect(fromCalendar).toContain('2026-04-04T12:00:00.000Z');
    expect(fromCalendar).not.toContain('2026-03-21T13:00:00.000Z');
  });

  it('starts the entry at the first date of its rule and writes COUNT', () => {
    const monthly = testEvent({
      startDate: '2026-03-07T13:00:00.000Z',
      endDate: '2026-03-07T14:00:00.000Z',
      series: {
        ...series,
        frequency: 'monthly',
        weekdays: ['sunday'],
        weekOfMonth: -1,
        until: null,
        count: 3,
        changes: [],
      },
    });
    const [master] = parse(calendarOf(monthly)).events;
    expect(master!.component.getFirstPropertyValue('rrule')?.toString()).toBe(
      'FREQ=MONTHLY;COUNT=3;BYDAY=-1SU',
    );
    expect(master!.event.startDate.toJSDate().toISOString()).toBe('2026-03-29T12:00:00.000Z');
  });
});
