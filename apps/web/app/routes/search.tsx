import type { Route } from './+types/search';
import {
  getDigitalOffers,
  getEvents,
  getExhibitions,
  getOffers,
  getPages,
  getPressReleases,
} from '~/content/index.server';
import type { ContentTeaser } from '~/domain/types';
import type { MessageKey } from '~/i18n/messages';
import type { Locale } from '~/domain/locale';
import { loadOverviewFrame } from '~/features/page-loading/overview-frame.server';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { detailScreenOf, sectionScreensOf } from '~/site/screens';
import { requestLocale } from '~/features/page-loading/route-helpers.server';
import { matchTitles, type SearchEntry } from '~/site/title-search';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { SearchForm } from '~/ui/search/SearchForm';
import { TitleList } from '~/ui/title-list/TitleList';
import { useT } from '~/i18n/react';

/** Everything searchable in the page's language, linked to its screen. */
async function searchEntries(locale: Locale): Promise<SearchEntry[]> {
  const [exhibitions, events, offers, digitalOffers, pages, press] = await Promise.all([
    getExhibitions(locale),
    getEvents(locale),
    getOffers(locale),
    getDigitalOffers(locale),
    getPages(locale),
    getPressReleases(locale),
  ]);
  const teasers = (items: ContentTeaser[]): SearchEntry[] =>
    items.map(({ contentType, title, slug }) => ({
      kind: contentType,
      title,
      path: href(detailScreenOf(contentType), { slug }, locale),
    }));
  return [
    ...teasers(exhibitions),
    ...teasers(events),
    ...teasers(offers),
    ...teasers(digitalOffers),
    ...pages.map(({ title, slug, section }) => ({
      kind: 'page' as const,
      title,
      path: href(sectionScreensOf(section).detail, { slug }, locale),
    })),
    ...teasers(press),
  ];
}

export async function loader({ url }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  // Asked for beside the page's own content, not after it (it never fails: no intro then).
  const frame = loadOverviewFrame('search', locale);
  const text = (url.searchParams.get('text') ?? '').trim();
  const results = text ? matchTitles(await searchEntries(locale), text) : [];
  return {
    frame: {
      ...(await frame),
      ...(text ? { query: { text } } : {}),
    },
    text,
    results,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT('common');
  const { frame, text, results } = loaderData;
  return (
    <div>
      <PageTitle title={frame.title} intro={frame.description} />
      {/* key: a new search text from the URL resets the field. */}
      <SearchForm key={text} text={text} />
      {text ? (
        <section aria-labelledby="search-results" aria-live="polite">
          <h2 id="search-results">{t('search.resultsFor', { text })}</h2>
          {results.length > 0 ? (
            <TitleList
              items={results.map(({ kind, title, path }) => ({
                title,
                path,
                note: t(`search.kind.${kind}` as MessageKey),
              }))}
            />
          ) : (
            <p>{t('search.noResults')}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
