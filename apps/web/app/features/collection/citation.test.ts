import { describe, expect, it } from 'vitest';
import { objectCitation } from './citation';
import { painting, steamEngine } from './sample-objects.fixture';

const permalink = 'https://museum.example/sammlung/objekt/zm-t-1912-004';

describe('objectCitation', () => {
  it('names maker, title, date, museum, inventory number and permalink in German', () => {
    expect(
      objectCitation({ object: steamEngine.de, museum: 'Zentralmuseum', permalink, locale: 'de' }),
    ).toBe(
      'Gebrüder Halbach Maschinenbau: Stehende Dampfmaschine mit Fliehkraftregler, 1912. ' +
        `Zentralmuseum, Inv.-Nr. ZM-T-1912-004. ${permalink}`,
    );
  });

  it('uses the English words on the English page', () => {
    const english = 'https://museum.example/en/collection/object/zm-t-1912-004';
    expect(
      objectCitation({
        object: steamEngine.en,
        museum: 'Zentralmuseum',
        permalink: english,
        locale: 'en',
      }),
    ).toBe(
      'Gebrüder Halbach Maschinenbau: Vertical steam engine with centrifugal governor, 1912. ' +
        `Zentralmuseum, inv. no. ZM-T-1912-004. ${english}`,
    );
  });

  it('lists several makers once each and says when none is known', () => {
    const maker = steamEngine.de.makers[0]!;
    const two = {
      ...painting,
      makers: [
        { ...maker, name: 'Lene Achterberg' },
        { ...maker, name: 'Otto Brenner', role: 'Rahmung' },
        { ...maker, name: 'Lene Achterberg', role: 'Entwurf' },
      ],
    };
    expect(
      objectCitation({ object: two, museum: 'Zentralmuseum', permalink, locale: 'de' }),
    ).toMatch(/^Lene Achterberg; Otto Brenner: Hafenkräne im Nebel, um 1956–1958\. /);
    const none = { ...painting, makers: [], dating: null };
    expect(objectCitation({ object: none, museum: 'Zentralmuseum', permalink, locale: 'en' })).toBe(
      `Unknown: Hafenkräne im Nebel. Zentralmuseum, inv. no. ZM-K-1958-017. ${permalink}`,
    );
  });
});
