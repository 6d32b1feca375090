import { describe, expect, it } from 'vitest';
import { museumHours } from './museum-hours.fixture';
import { jsonForScript, museumLd, postalAddress } from './museum-ld';

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
  const base = {
    name: 'Zentralmuseum',
    url: 'https://zm.example/en',
    addressLines: ['Am Zentralplatz 1', '50999 Mittelstadt'],
    phone: '+49 123 456 78-0',
    mail: 'info@zm.example',
    now: new Date('2026-12-20T12:00:00Z'),
  };

  it('describes the museum with its weekly and special hours', () => {
    const block = museumLd({ ...base, hours: museumHours });
    expect(block).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Museum',
      name: 'Zentralmuseum',
      url: 'https://zm.example/en',
      telephone: '+49 123 456 78-0',
      email: 'info@zm.example',
      address: { postalCode: '50999', addressLocality: 'Mittelstadt' },
    });
    expect(block.openingHoursSpecification?.[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Monday'],
      opens: '00:00',
      closes: '00:00',
    });
    expect(block.specialOpeningHoursSpecification?.map((spec) => spec.validFrom)).toEqual([
      '2026-12-24',
      '2026-12-31',
    ]);
  });

  it('leaves out hours it could not read and empty contact fields', () => {
    const block = museumLd({ ...base, phone: null, mail: null, addressLines: [], hours: null });
    expect(Object.keys(block).sort()).toEqual(['@context', '@type', 'name', 'url']);
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
