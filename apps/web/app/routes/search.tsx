import type { Route } from './+types/search';
import {
  getDigitalOffers,
  getEvents,
  getExhibitions,
  getOffers,
  getPages,
  getPressReleases,
} from '~/content/index.server';
import type { MessageKey } from '~/i18n/messages';
import type { Locale } from '~/site/locales';
import { overviewFrame } from '~/site/overview-frame.server';
import { screenMeta } from '~/site/page-meta';
import { sectionScreens } from '~/site/page-screens';
import { href } from '~/site/paths';
import { requestLocale } from '~/site/route-helpers.server';
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
  return [
    ...exhibitions.map(({ title, slug }) => ({ kind: 'exhibition' as const, title, path: href('exhibition', { slug }, locale) })),
    ...events.map(({ title, slug }) => ({ kind: 'event' as const, title, path: href('event', { slug }, locale) })),
    ...offers.map(({ title, slug }) => ({ kind: 'offer' as const, title, path: href('guidedTour', { slug }, locale) })),
    ...digitalOffers.map(({ title, slug }) => ({ kind: 'discover' as const, title, path: href('digitalOffer', { slug }, locale) })),
    ...pages.map(({ title, slug, section }) => ({ kind: 'page' as const, title, path: href(sectionScreens[section].detail, { slug }, locale) })),
    ...press.map(({ title, slug }) => ({ kind: 'press' as const, title, path: href('pressDetail', { slug }, locale) })),
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const text = (new URL(request.url).searchParams.get('text') ?? '').trim();
  const results = text ? matchTitles(await searchEntries(locale), text) : [];
  return {
    frame: {
      ...overviewFrame('search', locale),
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
