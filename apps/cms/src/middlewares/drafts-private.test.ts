import { parse } from 'qs';
import { describe, expect, it } from 'vitest';
import { asksForDrafts, isSiteToken } from './drafts-private';

// The query as Strapi's `strapi::query` middleware parses it (qs), whatever its spelling.
const asks = (querystring: string) => asksForDrafts(parse(querystring) as Record<string, unknown>);

describe('a content API request for drafts', () => {
  it('is every spelling of status or publicationState other than published', () => {
    for (const query of [
      'status=draft',
      '%5Bstatus%5D=draft',
      'status[0]=draft',
      'status=published&status=draft',
      'status=Draft',
      'publicationState=preview',
      '%5BpublicationState%5D=preview',
    ])
      expect(asks(query), query).toBe(true);
  });

  it('is not a request for published content or one without a version', () => {
    for (const query of ['', 'status=published', 'publicationState=live', 'filters[status]=draft'])
      expect(asks(query), query).toBe(false);
  });

  it("is answered only for the site's exact token", () => {
    expect(isSiteToken('Bearer s3cret', 's3cret')).toBe(true);
    expect(isSiteToken('Bearer s3cret-and-more', 's3cret')).toBe(false);
    expect(isSiteToken('s3cret', 's3cret')).toBe(false);
    expect(isSiteToken(undefined, 's3cret')).toBe(false);
    expect(isSiteToken('Bearer ', undefined)).toBe(false);
  });
});
