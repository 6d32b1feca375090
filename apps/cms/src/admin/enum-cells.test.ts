import { describe, expect, it } from 'vitest';
import { enumLabel, labelEnumColumns } from './enum-cells';

describe('enum cells of the list view', () => {
  it('show the label of the admin language, German by default', () => {
    expect(enumLabel('in_progress', 'de')).toBe('In Bearbeitung');
    expect(enumLabel('in_progress', null)).toBe('In Bearbeitung');
    expect(enumLabel('in_progress', 'en')).toBe('In progress');
    expect(enumLabel('not-an-enum-value', 'de')).toBe('not-an-enum-value');
    expect(enumLabel(null, 'de')).toBe('');
  });

  it('format enum columns only, and leave formatters of others alone', () => {
    const own = () => 'own';
    const { displayedHeaders } = labelEnumColumns(() => 'de')({
      displayedHeaders: [
        { name: 'bookingStatus', attribute: { type: 'enumeration' } },
        { name: 'lastName', attribute: { type: 'string' } },
        { name: 'locales', attribute: { type: 'enumeration' }, cellFormatter: own },
      ],
    });
    expect(displayedHeaders[1]?.cellFormatter).toBeUndefined();
    expect(displayedHeaders[2]?.cellFormatter).toBe(own);
    const format = displayedHeaders[0]?.cellFormatter as (row: object) => string;
    expect(format({ bookingStatus: 'confirmed' })).toBe('Bestätigt');
  });
});
