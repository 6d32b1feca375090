import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { EXPORT_HEADER, exportRow } from './export-rows';

describe('exportRow', () => {
  it('gives one value per header column, in German and Berlin time', () => {
    const row = exportRow({
      createdAt: '2026-05-04T08:15:00.000Z',
      bookingStatus: 'in_progress',
      offerTitle: 'Technik zum Anfassen',
      date: '2026-06-10',
      time: '10:30',
      participants: 24,
      language: 'Deutsch',
      salutation: 'Frau',
      firstName: 'Erika',
      lastName: 'Beispiel',
      email: 'erika@example.org',
      tel: '+49 30 1234',
      company: 'Schule am Park',
      street: 'Parkweg 1',
      postalCode: '10115',
      city: 'Berlin',
      country: 'Deutschland',
      message: 'Klasse 7b',
      internalNote: 'Rückruf erledigt',
      statusChangedBy: 'Eva Buchung',
      statusChangedAt: '2026-05-05T12:00:00.000Z',
    });
    expect(row).toHaveLength(EXPORT_HEADER.length);
    expect(row).toEqual([
      '04.05.2026 10:15',
      'In Bearbeitung',
      'Technik zum Anfassen',
      '10.06.2026',
      '10:30',
      24,
      'Deutsch',
      'Frau',
      'Erika',
      'Beispiel',
      'erika@example.org',
      '+49 30 1234',
      'Schule am Park',
      'Parkweg 1, 10115 Berlin, Deutschland',
      'Klasse 7b',
      'Rückruf erledigt',
      'Eva Buchung',
      '05.05.2026 14:00',
    ]);
  });

  it('builds the time from hour and minute and shows old requests without status as new', () => {
    const row = exportRow({ hour: 9, minute: 5, bookingStatus: null });
    expect(row[1]).toBe('Neu');
    expect(row[4]).toBe('9:05');
  });

  it('neutralises a phone number Excel would read as a formula', () => {
    const csv = toCsv(EXPORT_HEADER, [exportRow({ tel: '+49 30 1234' })]);
    expect(csv).toContain(";'+49 30 1234;");
  });
});
