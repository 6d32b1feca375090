import { redirect } from 'react-router';
import type { Route } from './+types/programme';
import { getCategories, getEvents, getTargetGroups } from '~/content/index.server';
import { requestNow } from '~/features/clock/now.server';
import { SubscribeLinks } from '~/features/calendar-feed/CalendarLinks';
import { programmeCalendarLinks } from '~/features/calendar-feed/programme-feed.server';
import {
  appliedFilterParts,
  applyProgrammeFilter,
  correctionMessages,
  paginate,
  parseProgrammeQuery,
  toSearchParams,
} from '~/features/programme-filters';
import { FilterSummary } from '~/features/programme-filters/FilterSummary';
import { filterMessages } from '~/features/programme-filters/messages';
import { ProgrammeFilterForm } from '~/features/programme-filters/ProgrammeFilterForm';
import { loadOverviewFrame } from '~/features/page-loading/overview-frame.server';
import { otherLocale } from '~/domain/locale';
import { stateInLocale } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { requestLocale } from '~/features/page-loading/route-helpers.server';
import { formatItemDate } from '~/i18n/format-date';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { Pagination } from '~/ui/pagination/Pagination';
import { TeaserGrid } from '~/ui/teaser/TeaserGrid';
import { teaserSeasonClasses } from '~/features/season/season-class';
import { loadSeasons } from '~/features/season/seasons.server';
import styles from './programme.module.css';
import { useT } from '~/i18n/react';
import { tableTranslator } from '~/i18n/translate';
import { pageImages } from '~/ui/image/page-images';
import { teaserCard } from '~/ui/teaser/Teaser';

const PAGE_SIZE = 12;

export async function loader({ url, request }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  // Asked for beside the page's own content, not after it (it never fails: no intro then).
  const frame = loadOverviewFrame('programme', locale);
  const now = requestNow(request);
  const [events, categories, targetGroups, seasons] = await Promise.all([
    getEvents(locale),
    getCategories(locale, 'event'),
    getTargetGroups(locale),
    loadSeasons(),
  ]);
  const { filter, corrections } = parseProgrammeQuery(url.searchParams, {
    now,
    knownTargets: targetGroups.map((group) => group.slug),
    knownTypes: categories.map((category) => category.slug),
  });
  // A clean query (e.g. empty fields of the submitted form) goes to its one canonical URL;
  // a query with corrections stays, so the page can say what it did not use.
  const canonical = toSearchParams(filter).toString();
  if (corrections.length === 0 && canonical !== url.searchParams.toString()) {
    throw redirect(`${url.pathname}${canonical ? `?${canonical}` : ''}`);
  }

  const matching = applyProgrammeFilter(events, filter, now);
  const pagination = paginate(matching.length, filter.page, PAGE_SIZE);
  const shown = matching.slice(pagination.from, pagination.to);
  const types = categories.map((category) => ({ value: category.slug, label: category.title }));
  const targets = targetGroups.map((group) => ({ value: group.slug, label: group.title }));
  const t = tableTranslator(filterMessages, locale);
  const formatDay = (day: string) => formatItemDate({ startDate: day }, locale) ?? day;
  const calendar = programmeCalendarLinks(locale, filter);
  const applied = appliedFilterParts(filter, t, { types, targets, formatDay });
  return pageImages({
    frame: {
      ...(await frame),
      // A narrowed programme is not indexed; stray parameters (utm_…) narrow nothing.
      filtered: applied.length > 0,
      // The language switch keeps the filters, the types and target groups by their slugs there.
      switchQuery: stateInLocale(toSearchParams(filter), otherLocale(locale), {
        type: categories,
        target: targetGroups,
      }),
      feeds: calendar.feeds,
    },
    subscription: calendar.subscription,
    filter,
    types,
    targets,
    applied,
    corrections: correctionMessages(corrections, url.searchParams, t),
    total: matching.length,
    pagination,
    // TeaserGrid places the highlights, one order for every width (decision 0029).
    items: shown.map(teaserCard),
    seasonClasses: teaserSeasonClasses(shown, seasons, now),
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function Programme({ loaderData }: Route.ComponentProps) {
  const t = useT('filters');
  const { frame, filter, types, targets, applied, corrections, total, pagination } = loaderData;
  return (
    <div className={styles.programme}>
      <PageTitle title={frame.title} intro={frame.description} />
      <ProgrammeFilterForm
        filter={filter}
        types={types}
        targets={targets}
        activeCount={applied.length}
      />
      <FilterSummary parts={applied} corrections={corrections} count={total} />
      <TeaserGrid
        items={loaderData.items}
        empty={t('programme.empty')}
        seasonClasses={loaderData.seasonClasses}
        // The first result is on the first screen, a phone's too (its filters take one line).
        priorityFirst={pagination.page === 1}
        heading="h2"
        label={frame.title}
      />
      <Pagination pagination={pagination} />
      {/* After the results: on a phone they come on the first screen, the feed after them. */}
      <SubscribeLinks subscription={loaderData.subscription} />
    </div>
  );
}
