/** The previewed entry's draft in a published list: where it stands, what it replaces. */
import { describe, expect, it } from 'vitest';
import { sortKeysOf, withDraftInPlace } from './draft-in-list';

const entry = (documentId: string, startDate: string | null, title: string) => ({
  documentId,
  startDate,
  title,
});
const ids = (items: unknown[]) => items.map((item) => (item as { documentId: string }).documentId);

// As the exhibitions list asks for it: newest first, then by title.
const sort = ['startDate:desc', 'title:asc'];
const published = [
  entry('c', '2027-03-01', 'Chemie'),
  entry('a', '2027-01-01', 'Atome'),
  entry('b', '2026-06-01', 'Brücken'),
];

describe('a draft in its list', () => {
  it('replaces the published version where it sorts the same, keeping its place', () => {
    const draft = entry('a', '2027-01-01', 'Atome');
    const list = withDraftInPlace(published, { ...draft, teaserText: 'neu' }, 'a', sort);
    expect(ids(list)).toEqual(['c', 'a', 'b']);
    expect(list[1]).toMatchObject({ teaserText: 'neu' });
  });

  it('moves to the place its changed sort fields give it', () => {
    expect(ids(withDraftInPlace(published, entry('a', '2026-01-01', 'A'), 'a', sort))).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(ids(withDraftInPlace(published, entry('b', '2028-01-01', 'B'), 'b', sort))).toEqual([
      'b',
      'c',
      'a',
    ]);
    // Same date: the title decides.
    expect(ids(withDraftInPlace(published, entry('b', '2027-01-01', 'Aal'), 'b', sort))).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('comes in at its sorted place when it was never published', () => {
    expect(ids(withDraftInPlace(published, entry('n', '2026-12-01', 'Neu'), 'n', sort))).toEqual([
      'c',
      'a',
      'n',
      'b',
    ]);
    // Without a date it sorts as SQLite sorts empty values: first ascending, last descending.
    expect(ids(withDraftInPlace(published, entry('n', null, 'Neu'), 'n', sort))).toEqual([
      'c',
      'a',
      'b',
      'n',
    ]);
  });

  it('is left out where the entry has no draft in that language', () => {
    expect(ids(withDraftInPlace(published, null, 'a', sort))).toEqual(['c', 'b']);
  });

  it('keeps its place in a list without order, or comes last', () => {
    expect(ids(withDraftInPlace(published, entry('a', null, 'Z'), 'a', undefined))).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(ids(withDraftInPlace(published, entry('n', null, 'N'), 'n', undefined))).toEqual([
      'c',
      'a',
      'b',
      'n',
    ]);
  });

  it("reads Strapi's sort forms", () => {
    expect(sortKeysOf('order:asc,title')).toEqual([
      { field: 'order', descending: false },
      { field: 'title', descending: false },
    ]);
    expect(sortKeysOf(['date:DESC'])).toEqual([{ field: 'date', descending: true }]);
    expect(sortKeysOf(undefined)).toEqual([]);
  });
});
