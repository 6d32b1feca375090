import { describe, expect, it } from 'vitest';
import { applyOfferFilters, parseOfferFilters } from './offer-filters';

const categories = [
  { title: 'Kunst', slug: 'kunst' },
  { title: 'Technikgeschichte', slug: 'technikgeschichte' },
];
const items = [
  { slug: 'a', type: 'Blog', categories: [categories[0]!] },
  { slug: 'b', type: 'Podcast', categories: [categories[1]!] },
  { slug: 'c', type: 'Podcast', categories: [categories[0]!, categories[1]!] },
];
const parse = (query: string) => parseOfferFilters(new URLSearchParams(query), categories);

describe('parseOfferFilters', () => {
  it('reads type and category case-insensitively', () => {
    expect(parse('type=Podcast&category=KUNST')).toEqual({
      type: 'Podcast',
      category: 'kunst',
      ignored: [],
    });
    expect(parse('type=quiz')).toMatchObject({ type: 'Quiz', category: null });
  });

  it('treats empty values as no filter', () => {
    expect(parse('type=&category=')).toEqual({
      type: null,
      category: null,
      ignored: [],
    });
  });

  it('ignores and reports unknown values', () => {
    expect(parse('type=radio&category=gibts-nicht')).toEqual({
      type: null,
      category: null,
      ignored: [
        { name: 'type', value: 'radio' },
        { name: 'category', value: 'gibts-nicht' },
      ],
    });
  });
});

describe('applyOfferFilters', () => {
  it('keeps items matching every set filter', () => {
    const slugs = (query: string) =>
      applyOfferFilters(items, parse(query)).map((item) => item.slug);
    expect(slugs('')).toEqual(['a', 'b', 'c']);
    expect(slugs('type=podcast')).toEqual(['b', 'c']);
    expect(slugs('category=kunst')).toEqual(['a', 'c']);
    expect(slugs('type=podcast&category=kunst')).toEqual(['c']);
    expect(slugs('type=video')).toEqual([]);
  });
});
