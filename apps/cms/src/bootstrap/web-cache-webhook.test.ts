import { describe, expect, it } from 'vitest';
import {
  changeOf,
  dependents,
  revalidateUrls,
  typesWithDrafts,
  withScope,
  type Schema,
} from './web-cache-webhook';

const collection = (
  singularName: string,
  pluralName: string,
  attributes: Schema['attributes'],
) => ({
  kind: 'collectionType',
  info: { singularName, pluralName },
  attributes,
});

// A small model like the museum's: exhibitions name categories, the home page names
// exhibitions through a component, booking requests are private and name an offer.
const contentTypes: Record<string, Schema> = {
  'api::exhibition.exhibition': {
    ...collection('exhibition', 'exhibitions', {
      title: { type: 'string' },
      image: { type: 'media' },
      categories: { type: 'relation', target: 'api::category.category' },
    }),
    options: { draftAndPublish: true },
  },
  'api::category.category': collection('category', 'categories', { title: { type: 'string' } }),
  'api::offer.offer': collection('offer', 'offers', { title: { type: 'string' } }),
  'api::home.home': {
    kind: 'singleType',
    info: { singularName: 'home', pluralName: 'homes' },
    attributes: { teasers: { type: 'dynamiczone', components: ['teaser.exhibitions'] } },
  },
  'api::booking-request.booking-request': collection('booking-request', 'booking-requests', {
    offer: { type: 'relation', target: 'api::offer.offer' },
  }),
  'api::barrier-report.barrier-report': collection('barrier-report', 'barrier-reports', {
    description: { type: 'text' },
  }),
};
const components: Record<string, Schema> = {
  'teaser.exhibitions': {
    attributes: { exhibitions: { type: 'relation', target: 'api::exhibition.exhibition' } },
  },
};
const publicTypes = [
  'api::exhibition.exhibition',
  'api::category.category',
  'api::offer.offer',
  'api::home.home',
];
const affected = dependents(contentTypes, components, publicTypes);

describe('what a change touches on the site', () => {
  it('is the type itself and every public type that shows it, at any depth', () => {
    expect(affected.get('api::category.category')?.sort()).toEqual([
      'categories',
      'exhibitions',
      'home',
    ]);
    expect(affected.get('api::home.home')).toEqual(['home']);
    expect(affected.get('api::offer.offer')).toEqual(['offers']);
    expect(affected.get('plugin::upload.file')?.sort()).toEqual(['exhibitions', 'home']);
  });

  it('is nothing for a booking request, which is private', () => {
    expect(affected.has('api::booking-request.booking-request')).toBe(false);
    const entry = { documentId: 'b1', locale: null, email: 'erika@example.org' };
    expect(
      changeOf(
        'entry.create',
        { model: 'booking-request', uid: 'api::booking-request.booking-request', entry },
        affected,
      ),
    ).toBeNull();
  });

  it('is nothing for a barrier report, which is private', () => {
    expect(affected.has('api::barrier-report.barrier-report')).toBe(false);
    const entry = { documentId: 'r1', locale: null, description: 'Kontrast zu schwach' };
    for (const event of ['entry.create', 'entry.update', 'entry.delete'])
      expect(
        changeOf(
          event,
          { model: 'barrier-report', uid: 'api::barrier-report.barrier-report', entry },
          affected,
        ),
      ).toBeNull();
  });

  it('names the entry and its language, never its fields', () => {
    const entry = { documentId: 'c1', locale: 'en', title: 'Technik' };
    expect(
      changeOf(
        'entry.update',
        { model: 'category', uid: 'api::category.category', entry },
        affected,
      ),
    ).toEqual({
      event: 'entry.update',
      model: 'category',
      uid: 'api::category.category',
      entry: { documentId: 'c1', locale: 'en' },
      affects: affected.get('api::category.category'),
    });
    expect(changeOf('media.update', { media: { id: 4 } } as never, affected)?.affects).toEqual(
      affected.get('plugin::upload.file'),
    );
  });
});

describe('the documents a change names', () => {
  const publish = (entry: Record<string, unknown>) => {
    const info = { model: 'exhibition', uid: 'api::exhibition.exhibition', entry };
    const change = changeOf('entry.publish', info, affected);
    if (!change) throw new Error('a published exhibition is a change');
    return withScope(change, info, contentTypes);
  };

  it('are the entry and the entries its relations name now, with its type', () => {
    const entry = {
      documentId: 'x1',
      locale: 'de',
      title: 'Signale',
      image: { documentId: 'f9', url: '/uploads/a.jpg' },
      categories: [
        { documentId: 'c1', title: 'Technik' },
        { documentId: 'c2', title: 'Kunst' },
      ],
    };
    expect(publish(entry)).toMatchObject({ type: 'exhibitions', documents: ['x1', 'c1', 'c2'] });
  });

  it('are the entry alone when it names no related entries (deleted, unpublished)', () => {
    expect(publish({ documentId: 'x1', locale: 'de' })).toMatchObject({
      type: 'exhibitions',
      documents: ['x1'],
    });
  });

  it('are not named for a media change, which names no entry: whole types then', () => {
    const change = changeOf('media.update', { media: { id: 4 } } as never, affected);
    expect(change && withScope(change, {}, contentTypes)).not.toHaveProperty('documents');
  });
});

describe('a saved draft', () => {
  const withDrafts = typesWithDrafts(contentTypes);
  const exhibition = { model: 'exhibition', uid: 'api::exhibition.exhibition' };

  it('touches nothing: visitors see only the published version', () => {
    expect([...withDrafts]).toEqual(['api::exhibition.exhibition']);
    const draft = { documentId: 'e1', locale: 'de', publishedAt: null };
    for (const event of ['entry.create', 'entry.update'])
      expect(changeOf(event, { ...exhibition, entry: draft }, affected, withDrafts)).toBeNull();
  });

  it('still counts when it is published, unpublished or deleted', () => {
    const published = { documentId: 'e1', locale: 'de', publishedAt: '2026-11-27T10:00:00.000Z' };
    expect(
      changeOf('entry.publish', { ...exhibition, entry: published }, affected, withDrafts)?.affects,
    ).toEqual(affected.get('api::exhibition.exhibition'));
    const gone = { documentId: 'e1', locale: 'de' };
    for (const event of ['entry.unpublish', 'entry.delete'])
      expect(changeOf(event, { ...exhibition, entry: gone }, affected, withDrafts)).not.toBeNull();
  });

  it('of a type without drafts is a change visitors see', () => {
    const category = { documentId: 'c1', locale: 'de', publishedAt: '2026-11-27T10:00:00.000Z' };
    expect(
      changeOf(
        'entry.update',
        { model: 'category', uid: 'api::category.category', entry: category },
        affected,
        withDrafts,
      ),
    ).not.toBeNull();
  });
});

describe('revalidateUrls', () => {
  it('tells every site process of WEB_URLS, each once', () => {
    expect(
      revalidateUrls({
        WEB_URLS: 'http://127.0.0.1:3101/, http://127.0.0.1:3102',
        WEB_URL: 'http://127.0.0.1:3000',
      }),
    ).toEqual(['http://127.0.0.1:3101/api/revalidate', 'http://127.0.0.1:3102/api/revalidate']);
  });

  it('falls back to the one WEB_URL, then to the default site', () => {
    expect(revalidateUrls({ WEB_URLS: ' , ', WEB_URL: 'http://127.0.0.1:3850/' })).toEqual([
      'http://127.0.0.1:3850/api/revalidate',
    ]);
    expect(revalidateUrls({})).toEqual(['http://127.0.0.1:3000/api/revalidate']);
  });
});
