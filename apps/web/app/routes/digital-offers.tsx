import type { Route } from './+types/digital-offers';
import { getCategories, getDigitalOffers } from '~/content/index.server';
import { newsFeedLink, podcastFeedLink } from '~/features/feeds/feed-links';
import { OfferFilterForm } from '~/features/digital-offers/OfferFilterForm';
import {
  applyOfferFilters,
  offerFilterQuery,
  parseOfferFilters,
} from '~/features/digital-offers/offer-filters';
import { loadOverviewFrame } from '~/features/page-loading/overview-frame.server';
import { otherLocale } from '~/domain/locale';
import { stateInLocale } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { requestLocale } from '~/features/page-loading/route-helpers.server';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { TeaserGrid } from '~/ui/teaser/TeaserGrid';
import styles from './digital-offers.module.css';
import { useT } from '~/i18n/react';
import { pageImages } from '~/ui/image/page-images';

export async function loader({ url }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  // Asked for beside the page's own content, not after it (it never fails: no intro then).
  const frame = loadOverviewFrame('digitalOffers', locale);
  const [entries, categories] = await Promise.all([
    getDigitalOffers(locale),
    getCategories(locale, 'discover'),
  ]);
  const filters = parseOfferFilters(url.searchParams, categories);
  return pageImages({
    frame: {
      ...(await frame),
      filtered: filters.type !== null || filters.category !== null,
      // The language switch keeps the filters, the category by its slug there.
      switchQuery: stateInLocale(offerFilterQuery(filters), otherLocale(locale), {
        category: categories,
      }),
      feeds: [podcastFeedLink(locale), newsFeedLink(locale)],
    },
    path: href('digitalOffers', {}, locale),
    filters,
    categories: categories.map(({ title, slug }) => ({ title, slug })),
    items: applyOfferFilters(entries, filters),
    hasAny: entries.length > 0,
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function DigitalOffers({ loaderData }: Route.ComponentProps) {
  const t = useT('offers');
  const { frame, path, filters, categories, items, hasAny } = loaderData;
  const count = t('filter.count', { count: items.length });
  return (
    <div className={styles.page}>
      <PageTitle title={frame.title} intro={frame.description} />
      {/* Keyed by the filters, so the form shows the current choice after in-place navigation. */}
      <OfferFilterForm
        key={`${filters.type}|${filters.category}`}
        filters={filters}
        categories={categories}
        action={path}
      />
      {filters.ignored.length > 0 ? (
        <div className={styles.notice} role="status">
          <ul>
            {filters.ignored.map(({ name, value }) => (
              <li key={name}>{t(`filter.ignored.${name}`, { value })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <h2 className={styles.results}>
        {t('list.results')}{' '}
        {/* A polite live region from the first render: a filter applied in place (with
            JavaScript) has its new count read out, as the focus goes back to the main content. */}
        <span className={styles.count}>
          (<span role="status">{count}</span>)
        </span>
      </h2>
      <TeaserGrid
        items={items}
        empty={hasAny ? t('list.empty') : t('list.emptyAll')}
        priorityFirst
        heading="h3"
      />
    </div>
  );
}
