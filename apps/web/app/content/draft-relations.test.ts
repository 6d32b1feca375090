/** The entries a previewed draft links to: as published, or left out when never published. */
import { describe, expect, it, vi } from 'vitest';
import { withPublishedRelations, type ReadPublished } from './draft-relations';

const published: Record<string, { documentId: string; title: string; startDate: string }> = {
  e1: { documentId: 'e1', title: 'Führung', startDate: '2027-02-01' },
  e2: { documentId: 'e2', title: 'Vortrag', startDate: '2027-01-01' },
  o1: { documentId: 'o1', title: 'Workshop', startDate: '2027-01-01' },
};
const read = vi.fn<ReadPublished>(async (_collection, _query, ids) =>
  ids.flatMap((id) => (published[id] ? [published[id]] : [])),
);

describe('the relations of a previewed draft', () => {
  it('become the published versions of the related entries, in the order asked for', async () => {
    read.mockClear();
    const draft = {
      documentId: 'a',
      title: 'Atome (Entwurf)',
      events: [
        { documentId: 'e1', title: 'Führung (Entwurf)', startDate: '2026-12-01' },
        { documentId: 'e2', title: 'Vortrag (Entwurf)', startDate: '2027-01-01' },
        { documentId: 'e3', title: 'Nie veröffentlicht', startDate: '2027-01-01' },
      ],
      offer: { documentId: 'x9', title: 'Angebot nur als Entwurf' },
      image: { documentId: 'img', url: '/uploads/a.jpg' },
    };
    const populate = {
      image: true,
      events: { sort: ['startDate:asc'], fields: ['title', 'startDate'] },
      offer: { fields: ['title'] },
    };
    await withPublishedRelations(draft, populate, read);
    // e1 moves after e2 by its published date; e3 and the offer were never published.
    expect(draft.events).toEqual([published.e2, published.e1]);
    expect(draft.offer).toBeNull();
    expect(draft.image).toEqual({ documentId: 'img', url: '/uploads/a.jpg' });
    expect(draft.title).toBe('Atome (Entwurf)');
    expect(read).toHaveBeenCalledWith('events', { fields: ['title', 'startDate'] }, [
      'e1',
      'e2',
      'e3',
    ]);
  });

  it('finds them in components, once per collection and field set', async () => {
    read.mockClear();
    const teasers = { teaserEvents: { fields: ['title'] }, teaserOffers: { fields: ['title'] } };
    const menu = {
      visit: { teaserEvents: [{ documentId: 'e1', title: 'Führung (Entwurf)' }], links: [] },
      program: {
        teaserEvents: [{ documentId: 'e2' }, { documentId: 'e3' }],
        teaserOffers: [{ documentId: 'o1' }],
      },
    };
    await withPublishedRelations(
      menu,
      { visit: { populate: teasers }, program: { populate: teasers }, tickets: true },
      read,
    );
    expect(menu.visit.teaserEvents).toEqual([published.e1]);
    expect(menu.program.teaserEvents).toEqual([published.e2]);
    expect(menu.program.teaserOffers).toEqual([published.o1]);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('leaves a draft without relations to types with drafts alone, asking nothing', async () => {
    read.mockClear();
    const draft = { categories: [{ documentId: 'c1', title: 'Technik' }], events: [] };
    await withPublishedRelations(draft, { categories: true, events: true }, read);
    expect(draft).toEqual({ categories: [{ documentId: 'c1', title: 'Technik' }], events: [] });
    expect(read).not.toHaveBeenCalled();
  });
});
