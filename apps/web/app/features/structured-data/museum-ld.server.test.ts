import { describe, expect, it } from 'vitest';
import { museumHours } from '~/features/opening-hours/museum-hours.fixture';
import { museumId, museumLd, postalAddress, type MuseumRef } from './museum-ld.server';

describe('postalAddress', () => {
  it('reads street, postal code with town, and country', () => {
    expect(postalAddress(['Am Zentralplatz 1', '50999 Mittelstadt', 'Germany'])).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Am Zentralplatz 1',
      postalCode: '50999',
      addressLocality: 'Mittelstadt',
      addressCountry: 'Germany',
    });
  });

  it('keeps other forms as text and omits an empty address', () => {
    expect(postalAddress(['Museum Island', 'Mittelstadt'])).toBe('Museum Island, Mittelstadt');
    expect(postalAddress([])).toBeUndefined();
  });
});

describe('museumLd', () => {
  const museum: MuseumRef = {
    id: museumId('https://zm.example'),
    name: 'Zentralmuseum',
    url: 'https://zm.example/en',
    address: postalAddress(['Am Zentralplatz 1', '50999 Mittelstadt']),
  };
  const base = {
    museum,
    phone: '+49 123 456 78-0',
    mail: 'info@zm.example',
    now: new Date('2026-12-20T12:00:00Z'),
  };

  it('describes the museum with its weekly and special hours', () => {
    const block = museumLd({ ...base, hours: museumHours });
    expect(block).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Museum',
      '@id': 'https://zm.example/#museum',
      name: 'Zentralmuseum',
      url: 'https://zm.example/en',
      telephone: '+49 123 456 78-0',
      email: 'info@zm.example',
      address: { postalCode: '50999', addressLocality: 'Mittelstadt' },
    });
    expect(block.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Monday'],
      opens: '00:00',
      closes: '00:00',
    });
  });

  it('names the upcoming closed days and changed hours as special hours', () => {
    const block = museumLd({ ...base, hours: museumHours });
    expect(block.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '10:00',
        closes: '14:30',
        validFrom: '2026-12-31',
        validThrough: '2026-12-31',
      },
    ]);
    // Easter Monday (6 April) is past on 20 December.
    expect(JSON.stringify(block)).not.toContain('2026-04-06');
  });

  it('leaves out hours it could not read and empty contact fields', () => {
    const block = museumLd({
      ...base,
      museum: { ...museum, address: undefined },
      phone: null,
      mail: null,
      hours: null,
    });
    expect(Object.keys(block).sort()).toEqual(['@context', '@id', '@type', 'name', 'url']);
  });
});
