import { describe, expect, it } from 'vitest';
import { slugFromTitle } from './slug-from-title';

const typing = (title: string, previousTitle: string, slug: string, published = false) =>
  slugFromTitle({ title, previousTitle, slug, published, modelName: 'exhibition' });

describe('the slug follows the title', () => {
  it('of a new entry as the editor types, in the form Strapi makes (umlauts, &)', () => {
    expect(typing('T', '', '')).toBe('t');
    expect(typing('Tiefsee', 'Tiefse', 'tiefse')).toBe('tiefsee');
    expect(typing('Führungen & Gespräche', 'Führungen &', 'fuehrungen-and')).toBe(
      'fuehrungen-and-gespraeche',
    );
    // Strapi's placeholder for a new entry and its suffix against a duplicate are not the editor's.
    expect(typing('Licht', '', 'exhibition')).toBe('licht');
    expect(typing('Lichter', 'Licht', 'licht-1')).toBe('lichter');
  });

  it('while the admin shows a newer title beside a slug it wrote for an older one', () => {
    const written = new Set(['t', 'ti']);
    const change = { title: 'Tief', previousTitle: 'Tie', slug: 'ti', published: false, written };
    expect(slugFromTitle(change)).toBe('tief');
    expect(slugFromTitle({ ...change, slug: 'ti-von-hand' })).toBeNull();
  });

  it('no longer once the editor changed the slug by hand', () => {
    expect(typing('Tiefsee und Technik', 'Tiefsee und', 'tiefsee')).toBeNull();
    expect(typing('Licht', 'Lich', 'mein-eigenes-kuerzel')).toBeNull();
  });

  it('no longer once the entry has been published', () => {
    expect(typing('Tiefsee neu', 'Tiefsee', 'tiefsee', true)).toBeNull();
  });

  it('is left alone when nothing changes it, and emptied with the title', () => {
    expect(typing('Tiefsee!', 'Tiefsee', 'tiefsee')).toBeNull();
    expect(typing('', 'T', 't')).toBe('');
  });
});
