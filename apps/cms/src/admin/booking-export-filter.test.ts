import { describe, expect, it } from 'vitest';
import { exportParams } from './booking-export-filter';

describe('exportParams: the list query the export button sends', () => {
  it('sends every filter of the list, not only the status, and its order', () => {
    const filters = {
      $and: [
        { bookingStatus: { $eq: 'new' } },
        { date: { $eq: '2026-12-01' } },
        { company: { $containsi: 'Schule' } },
        { offer: { title: { $eq: 'Signale' } } },
      ],
    };
    expect(
      exportParams({
        page: '2',
        pageSize: '10',
        sort: 'date:ASC',
        filters,
        plugins: { i18n: { locale: 'de' } },
      }),
    ).toEqual({ filters, sort: 'date:ASC' });
  });

  it("keeps the list's search", () => {
    expect(exportParams({ _q: 'Grundschule', sort: 'createdAt:DESC' })).toEqual({
      _q: 'Grundschule',
      sort: 'createdAt:DESC',
    });
  });

  it('sends nothing when nothing is chosen (the CMS then exports the whole list)', () => {
    expect(exportParams({})).toEqual({});
    expect(exportParams({ filters: {}, _q: '  ', sort: '' })).toEqual({});
  });

  it('passes filters that match nothing on as they are (the export is then empty too)', () => {
    const filters = {
      $and: [{ bookingStatus: { $eq: 'new' } }, { bookingStatus: { $eq: 'confirmed' } }],
    };
    expect(exportParams({ filters }).filters).toBe(filters);
  });
});
