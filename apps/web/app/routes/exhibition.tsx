import type { Route } from './+types/exhibition';
import { getExhibition } from '~/content/index.server';
import { requestNow } from '~/features/clock/now.server';
import { SubscribeLinks } from '~/features/calendar-feed/CalendarLinks';
import { exhibitionCalendarLinks } from '~/features/calendar-feed/programme-feed.server';
import { slugVersions, type PageFrame, contentMeta } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { found, requestLocale } from '~/features/page-loading/route-helpers.server';
import { ldPage, withStructuredData } from '~/features/structured-data/page-ld.server';
import { exhibitionLd } from '~/features/structured-data/event-ld.server';
import type { EventTeaser } from '~/domain/types';
import { atNextDates } from '~/features/programme-filters';
import { ItemDate } from '~/ui/date/ItemDate';
import { LeadImage } from '~/ui/image/LeadImage';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { RichText } from '~/ui/rich-text/RichText';
import { sameWords, withoutRepeats } from '~/ui/rich-text/repeated';
import { InfoBlock } from '~/ui/info-block/InfoBlock';
import { typeLabel } from '~/ui/teaser/type-label';
import { seasonClassFor, teaserSeasonClasses } from '~/features/season/season-class';
import { loadSeasons } from '~/features/season/seasons.server';
import { TeaserSection } from '~/ui/teaser/TeaserSection';
import styles from './detail-page.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { pageImages } from '~/ui/image/page-images';
import { collectionService } from '~/features/collection/collection.server';
import { exhibitionObjects } from '~/features/collection/collection-page.server';
import { ExhibitionObjects } from '~/features/collection/ExhibitionObjects';

export async function loader({ url, request, params }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  const now = requestNow(request);
  const [exhibition, seasons] = await Promise.all([
    getExhibition(params.slug, locale),
    loadSeasons(),
  ]);
  const stored = await found(exhibition, url);
  // A recurring event is listed at its next date (its teasers are event teasers).
  const item = { ...stored, events: atNextDates(stored.events as EventTeaser[], now) };
  // Its events as a subscription, offered only where the page lists events to subscribe to.
  const calendar = item.events.length > 0 ? exhibitionCalendarLinks(locale, item) : null;
  const frame: PageFrame = {
    screen: 'exhibition',
    locale,
    title: item.title,
    versions: slugVersions(item.alternates),
    ...contentMeta(item),
    ...(calendar ? { feeds: calendar.feeds } : {}),
  };
  return pageImages({
    frame: withStructuredData(frame, exhibitionLd(item, await ldPage(frame))),
    item,
    subscription: calendar?.subscription ?? null,
    // The season containing its start; none needed in the current season (its colours are the defaults).
    seasonClass: item.seasonalColorRequired ? seasonClassFor(item.startDate, seasons, now) : null,
    seasonClasses: teaserSeasonClasses([...item.events, ...item.offers], seasons, now),
    // Its objects on display (the collection index keys an exhibition by its German slug).
    objects: exhibitionObjects(collectionService, item.alternates.de ?? item.slug, locale),
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function Exhibition({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useT('list');
  const { frame, item, seasonClass, seasonClasses, subscription, objects } = loaderData;
  const kind = typeLabel(t, 'exhibition', item.type);
  const variant =
    item.type === 'permanent' && item.variant !== 'default' ? t(`variant.${item.variant}`) : null;
  const seasonal = item.seasonalColorRequired
    ? item.type === 'schauhaus'
      ? styles.schauhaus
      : styles.seasonal
    : null;
  return (
    <article
      className={[styles.detail, seasonal, seasonClass].filter(Boolean).join(' ')}
      data-exhibition-type={item.type}
    >
      <p className={styles.kind}>{variant ? `${kind} · ${variant}` : kind}</p>
      <PageTitle title={frame.title} />
      {/* A headline that only names the kind above it ("Sonderausstellung") is said once. */}
      {item.headline && !sameWords(item.headline, kind) ? (
        <p className={styles.headline}>{item.headline}</p>
      ) : null}
      <dl className={styles.facts}>
        {item.startDate ? (
          <div>
            <dt>{t('exhibition.dates')}</dt>
            <dd>
              <ItemDate
                item={{
                  contentType: 'exhibition',
                  type: item.type,
                  startDate: item.startDate,
                  endDate: item.endDate,
                  allDay: true,
                }}
              />
            </dd>
          </div>
        ) : null}
      </dl>
      <InfoBlock
        info={item.info}
        facts={item.facts}
        place={item.place}
        accessibilityTags={item.accessibilityTags}
      />
      {item.image ? (
        <LeadImage image={item.image} locale={locale} priority className={styles.image} />
      ) : null}
      {item.teaserText ? <p className={styles.intro}>{item.teaserText}</p> : null}
      <RichText document={withoutRepeats(item.body, [item.teaserText])} className={styles.body} />
      <ExhibitionObjects objects={objects} locale={locale} />
      {item.events.length > 0 ? (
        <TeaserSection
          id="exhibition-events"
          title={t('exhibition.events')}
          items={item.events}
          empty={t('events.empty')}
          seasonClasses={seasonClasses}
        />
      ) : null}
      {subscription ? (
        <div className={styles.subscription}>
          <SubscribeLinks subscription={subscription} of="exhibition" />
        </div>
      ) : null}
      {item.offers.length > 0 ? (
        <TeaserSection
          id="exhibition-offers"
          title={t('exhibition.offers')}
          items={item.offers}
          empty={t('list.empty')}
          seasonClasses={seasonClasses}
        />
      ) : null}
    </article>
  );
}
