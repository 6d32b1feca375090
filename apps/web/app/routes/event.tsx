import { Link } from '~/ui/link/SiteLink';
import type { Route } from './+types/event';
import { getEvent } from '~/content/index.server';
import { requestNow } from '~/features/clock/now.server';
import { AddToCalendarLink } from '~/features/calendar-feed/CalendarLinks';
import { eventCalendarPath } from '~/site/feed-paths';
import { EventHeadline, EventMarkers } from '~/ui/teaser/EventMarkers';
import { slugVersions, type PageFrame, contentMeta } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { found, requestLocale } from '~/features/page-loading/route-helpers.server';
import { ldPage, withStructuredData } from '~/features/structured-data/page-ld.server';
import { eventLd } from '~/features/structured-data/event-ld.server';
import { seriesRuleText, upcomingSeriesDates } from '~/features/programme-filters';
import { ItemDate } from '~/ui/date/ItemDate';
import { SeriesDates } from '~/ui/date/SeriesDates';
import { LeadImage } from '~/ui/image/LeadImage';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { RichText } from '~/ui/rich-text/RichText';
import { withoutRepeats } from '~/ui/rich-text/repeated';
import { InfoBlock } from '~/ui/info-block/InfoBlock';
import { categoryTags, targetTags } from '~/ui/tag-list/tag-links';
import { TagList } from '~/ui/tag-list/TagList';
import { seasonClassFor } from '~/features/season/season-class';
import { loadSeasons } from '~/features/season/seasons.server';
import { teaserPath } from '~/ui/teaser/teaser-path';
import styles from './detail-page.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { pageImages } from '~/ui/image/page-images';

export async function loader({ url, request, params }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  const now = requestNow(request);
  const [event, seasons] = await Promise.all([getEvent(params.slug, locale), loadSeasons()]);
  const item = await found(event, url);
  const frame: PageFrame = {
    screen: 'event',
    locale,
    title: item.title,
    versions: slugVersions(item.alternates),
    ...contentMeta(item),
  };
  const exhibition = item.exhibitions[0] ?? null;
  const seasonal = exhibition?.seasonalColorRequired ?? false;
  // A series: its next dates; "when" names the next one that takes place.
  const seriesDates = item.series ? upcomingSeriesDates(item, now, locale) : null;
  const next = seriesDates?.find((date) => !date.cancelled) ?? null;
  return pageImages({
    frame: withStructuredData(
      frame,
      eventLd(item, await ldPage(frame), next ? { start: next.start, end: next.end } : null),
    ),
    item,
    when: next ? { ...item, startDate: next.start, endDate: next.end } : item,
    seriesDates,
    seriesRule: item.series ? seriesRuleText(item, locale) : null,
    seasonal: seasonal ? (exhibition?.type === 'schauhaus' ? 'schauhaus' : 'exhibition') : null,
    seasonClass: seasonal ? seasonClassFor(next?.start ?? item.startDate, seasons, now) : null,
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function Event({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useT('list');
  const { frame, item, when, seriesDates, seriesRule, seasonal, seasonClass } = loaderData;
  const seasonStyle =
    seasonal === 'schauhaus' ? styles.schauhaus : seasonal ? styles.seasonal : null;
  return (
    <article className={[styles.detail, seasonStyle, seasonClass].filter(Boolean).join(' ')}>
      <p className={styles.kind}>{t('type.event')}</p>
      <PageTitle title={frame.title} />
      <EventHeadline
        headline={item.headline}
        freeAdmission={item.freeAdmission}
        className={styles.headline}
      />
      {/* Free admission is the info block's costs row: said once on the page. */}
      <EventMarkers status={item.status} />
      <dl className={styles.facts}>
        <div>
          <dt>{t('event.when')}</dt>
          <dd>
            <ItemDate item={when} />
          </dd>
        </div>
        {item.targetGroups.length > 0 ? (
          <div>
            <dt>{t('event.targetGroups')}</dt>
            <dd>
              <TagList
                tags={targetTags(item.targetGroups, locale)}
                label={t('event.targetGroups')}
              />
            </dd>
          </div>
        ) : null}
        {item.categories.length > 0 ? (
          <div>
            <dt>{t('event.categories')}</dt>
            <dd>
              <TagList tags={categoryTags(item.categories, locale)} label={t('event.categories')} />
            </dd>
          </div>
        ) : null}
        {item.exhibitions.length > 0 ? (
          <div>
            <dt>{t('event.exhibition')}</dt>
            <dd>
              <ul className={styles.links}>
                {item.exhibitions.map((exhibition) => (
                  <li key={exhibition.slug}>
                    <Link to={href('exhibition', { slug: exhibition.slug }, locale)}>
                      {exhibition.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {item.offer ? (
          <div>
            <dt>{t('event.offer')}</dt>
            <dd>
              <Link to={teaserPath(item.offer, locale)}>{item.offer.title}</Link>
            </dd>
          </div>
        ) : null}
      </dl>
      {seriesDates ? <SeriesDates dates={seriesDates} rule={seriesRule} /> : null}
      <AddToCalendarLink path={eventCalendarPath(locale, item.slug)} />
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
    </article>
  );
}
