import type { Route } from './+types/guided-tours';
import { getCategories, getOffers, getTargetGroups } from '~/content/index.server';
import { correctionMessages } from '~/features/programme-filters/filter-form';
import { toSearchParams } from '~/features/programme-filters';
import { filterMessages } from '~/features/programme-filters/messages';
import { loadOverviewFrame } from '~/features/page-loading/overview-frame.server';
import { otherLocale } from '~/domain/locale';
import { stateInLocale } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { requestLocale } from '~/features/page-loading/route-helpers.server';
import { screenMessages } from '~/ui/content-screens/messages';
import { filterTours, parseTourQuery, presentTypes } from '~/features/guided-tours/tour-filter';
import { TourFilterForm, TourSummary } from '~/features/guided-tours/TourFilterForm';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { TeaserGrid } from '~/ui/teaser/TeaserGrid';
import styles from '~/ui/content-screens/ContentPage.module.css';
import { useT } from '~/i18n/react';
import { tableTranslator } from '~/i18n/translate';
import { pageImages } from '~/ui/image/page-images';

/** Guided tours and other offers, filtered by `type=` and `target=` (SPEC §2). */
export async function loader({ url }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  // Asked for beside the page's own content, not after it (it never fails: no intro then).
  const frame = loadOverviewFrame('guidedTours', locale);
  const [offers, targetGroups, categories] = await Promise.all([
    getOffers(locale),
    getTargetGroups(locale),
    getCategories(locale, 'offer'),
  ]);
  const t = tableTranslator(screenMessages, locale);
  const types = [
    ...presentTypes(offers).map((type) => ({ value: type, label: t(`type.${type}`) })),
    ...categories.map((category) => ({ value: category.slug, label: category.title })),
  ];
  const targets = targetGroups.map((group) => ({ value: group.slug, label: group.title }));
  const query = url.searchParams;
  const { filter, corrections } = parseTourQuery(
    query,
    { types: types.map((option) => option.value), targets: targets.map((option) => option.value) },
    new Date(),
  );
  const labelOf = (options: typeof types, value: string | null) =>
    options.find((option) => option.value === value)?.label ?? null;
  return pageImages({
    frame: {
      ...(await frame),
      filtered: filter.type !== null || filter.target !== null,
      // The language switch keeps the filters: offer types as they are, terms by their slugs there.
      switchQuery: stateInLocale(toSearchParams(filter), otherLocale(locale), {
        type: categories,
        target: targetGroups,
      }),
    },
    items: filterTours(offers, filter.type, filter.target),
    types,
    targets,
    type: filter.type ?? '',
    target: filter.target ?? '',
    applied: [labelOf(types, filter.type), labelOf(targets, filter.target)].filter(
      (part) => part !== null,
    ),
    corrections: correctionMessages(corrections, query, tableTranslator(filterMessages, locale)),
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function GuidedTours({ loaderData }: Route.ComponentProps) {
  const t = useT('screens');
  const { frame, items, types, targets, type, target, applied, corrections } = loaderData;
  return (
    <div className={styles.wide}>
      <PageTitle title={frame.title} intro={frame.description} />
      <TourFilterForm
        action={href('guidedTours', {}, frame.locale)}
        types={types}
        targets={targets}
        type={type}
        target={target}
      />
      <TourSummary applied={applied} corrections={corrections} count={items.length} />
      <TeaserGrid
        items={items}
        empty={t('tours.empty')}
        priorityFirst
        label={t('tours.listLabel')}
      />
    </div>
  );
}
