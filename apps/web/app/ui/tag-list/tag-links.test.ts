import { describe, expect, it } from 'vitest';
import { categoryTags, shownTags, targetTags } from './tag-links';

const plain = (title: string) => ({ title, href: null });

describe('shownTags (SPEC §9)', () => {
  it('links a single tag with the list link', () => {
    expect(shownTags([plain('Workshop')], '/programm')).toEqual([
      { title: 'Workshop', href: '/programm' },
    ]);
  });

  it('links only the first of several tags that share the list link', () => {
    expect(shownTags([plain('A'), plain('B'), plain('C')], '/programm')).toEqual([
      { title: 'A', href: '/programm' },
      { title: 'B', href: null },
      { title: 'C', href: null },
    ]);
  });

  it('links each of several tags that have their own target', () => {
    const tags = [
      { title: 'Workshop', href: '/programm?type=workshop' },
      { title: 'Vortrag', href: '/programm?type=vortrag' },
    ];
    expect(shownTags(tags, '/programm')).toEqual(tags);
  });

  it('leaves tags without any target as text', () => {
    expect(shownTags([plain('A'), plain('B')])).toEqual([plain('A'), plain('B')]);
  });
});

describe('category and target-group tags', () => {
  it('link to the overview path plus the category or group, per language', () => {
    expect(categoryTags([{ title: 'Workshop', slug: 'workshop' }], 'de')).toEqual([
      { title: 'Workshop', href: '/programm?type=workshop' },
    ]);
    expect(targetTags([{ title: 'Families', slug: 'familien' }], 'en')).toEqual([
      { title: 'Families', href: '/en/programme?target=familien' },
    ]);
    expect(categoryTags([{ title: 'Kinder', slug: 'kinder' }], 'de', 'guidedTours')[0]?.href).toBe(
      '/fuehrungen?type=kinder',
    );
  });
});
