import { describe, expect, it } from 'vitest';
import { testContext } from '../__fixtures__/files';
import { flattenStrapi, type ContentProblem } from '../strapi';
import { toListing } from './listing';

const flat = {
  documentId: 'abc',
  slug: 'lage-anfahrt',
  locale: 'de',
  section: 'visit',
  updatedAt: '2026-11-22T02:44:30.588Z',
  localizations: [{ slug: 'location-directions', locale: 'en' }],
};

describe('listing of an entry', () => {
  it('gives its slug per language, last change and section', () => {
    expect(toListing(flat, testContext('de', []), 'pages[0]')).toEqual({
      slug: 'lage-anfahrt',
      updatedAt: '2026-11-22T02:44:30.588Z',
      alternates: { de: 'lage-anfahrt', en: 'location-directions' },
      section: 'visit',
      scope: null,
    });
  });

  it('is the same from the nested (v4) answer', () => {
    const { localizations, ...fields } = flat;
    const nested = {
      id: 7,
      attributes: {
        ...fields,
        localizations: { data: localizations.map((entry, id) => ({ id, attributes: entry })) },
      },
    };
    const ctx = testContext('de', []);
    expect(toListing(flattenStrapi(nested), ctx, 'pages[0]')).toEqual(toListing(flat, ctx, 'x'));
  });

  it('has no section outside pages, and a page without one is a plain page', () => {
    const { section: _section, ...exhibition } = flat;
    const ctx = testContext('de', []);
    expect(toListing(exhibition, ctx, 'exhibitions[0]')?.section).toBeNull();
    expect(toListing({ ...flat, section: null }, ctx, 'pages[0]')?.section).toBe('none');
  });

  it('keeps an entry with an unreadable change date and drops one without a slug', () => {
    const problems: ContentProblem[] = [];
    const ctx = testContext('de', problems);
    expect(toListing({ ...flat, updatedAt: 'yesterday' }, ctx, 'p')?.updatedAt).toBeNull();
    expect(toListing({ ...flat, slug: '' }, ctx, 'p')).toBeNull();
    expect(problems).toHaveLength(1);
  });
});
