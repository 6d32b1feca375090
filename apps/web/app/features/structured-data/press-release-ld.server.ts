import type { NewsArticle, WithContext } from 'schema-dts';
import type { PressRelease } from '~/domain/types';
import { organizationOf, pageProperties } from './item-ld.server';
import type { LdPage } from './page-ld.server';
import { schemaDate } from './schema-dates.server';

/** A press release (or press kit) as the museum's news, published and written by it. */
export function pressReleaseLd(item: PressRelease, page: LdPage): WithContext<NewsArticle> {
  const museum = organizationOf(page.museum);
  const datePublished = schemaDate(item.date);
  const dateModified = schemaDate(item.revision?.updatedAt);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    ...pageProperties(page, item.title, item.seo?.metaDescription ?? item.teaserText, item.image),
    headline: item.title,
    mainEntityOfPage: page.url,
    ...(datePublished ? { datePublished } : {}),
    ...(dateModified ? { dateModified } : {}),
    author: museum,
    publisher: museum,
  };
}
