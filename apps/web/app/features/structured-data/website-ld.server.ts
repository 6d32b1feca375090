import type { SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import { intlLocale } from '~/domain/locale';
import { href } from '~/site/paths';
import { organizationOf } from './item-ld.server';
import type { LdPage } from './page-ld.server';

/** The placeholder search engines fill with the visitor's words (the SearchAction's query-input). */
const SEARCH_TERM = 'search_term_string';

/**
 * The site in the page language, with its search: the search screen takes the words as `text`,
 * the same GET parameter its form sends.
 */
export function websiteLd(page: LdPage): WithContext<WebSite> {
  const home = `${page.origin}${href('home', {}, page.locale)}`;
  const search = `${page.origin}${href('search', {}, page.locale)}`;
  // query-input is an action constraint, not a property: schema-dts types it separately.
  const searchAction: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${search}?text={${SEARCH_TERM}}` },
    'query-input': `required name=${SEARCH_TERM}`,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: page.museum.name,
    url: home,
    inLanguage: intlLocale[page.locale],
    publisher: organizationOf(page.museum),
    potentialAction: searchAction,
  };
}
