import { data } from 'react-router';
import type { Route } from './+types/search';
import { requestNow } from '~/features/clock/now.server';
import { loadOverviewFrame } from '~/features/page-loading/overview-frame.server';
import { requestLocale } from '~/features/page-loading/route-helpers.server';
import { withStructuredData } from '~/features/structured-data/page-ld.server';
import { siteSearch } from '~/features/search/search.server';
import { searchPageState } from '~/features/search/search-page.server';
import { readSearchParams, searchQuery } from '~/features/search/search-params';
import { SearchResults } from '~/features/search/SearchResults';
import { SearchUnavailable } from '~/features/search/SearchNextSteps';
import { useT } from '~/i18n/react';
import { screenMeta } from '~/site/page-meta';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { SearchForm } from '~/ui/search/SearchForm';

export async function loader({ url, request }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  // Asked for beside the search, not after it (it never fails: no intro then).
  const frame = loadOverviewFrame('search', locale);
  const params = readSearchParams(url.searchParams);
  const search = await searchPageState(params, siteSearch.index, locale, requestNow(request));
  return data(
    {
      // The query is part of the page's identity, so the breadcrumb's last link carries it too.
      frame: withStructuredData({
        ...(await frame),
        ...(params.text ? { query: { text: params.text } } : {}),
        // The language switch keeps the search: its text, kind and page.
        switchQuery: params.text ? searchQuery(params) : {},
      }),
      text: params.text,
      search,
    },
    {
      status: search.state === 'unavailable' ? 503 : 200,
      // Results change with every publish (the index within seconds): no cache keeps them. The
      // empty search page keeps the site's usual caching.
      headers: search.state === 'empty' ? {} : { 'Cache-Control': 'no-store' },
    },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // Result lists are for visitors, not for search engines' indexes.
  return screenMeta(loaderData?.frame, matches);
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT('search');
  const { frame, text, search } = loaderData;
  const locale = frame.locale;
  return (
    <div>
      <PageTitle title={frame.title} intro={frame.description} />
      {/* key: a new search text from the URL resets the field. */}
      <SearchForm key={text} text={text} />
      {search.state === 'empty' ? <p>{t('prompt')}</p> : null}
      {search.state === 'unavailable' ? <SearchUnavailable locale={locale} /> : null}
      {search.state === 'results' ? <SearchResults result={search.result} locale={locale} /> : null}
    </div>
  );
}
