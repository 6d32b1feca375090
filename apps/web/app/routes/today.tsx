import { type MetaDescriptor } from 'react-router';
import { Link } from '~/ui/link/SiteLink';
import type { Route } from './+types/today';
import { getEvents, getExhibitions, getGeneralContact, getOffers } from '~/content/index.server';
import { requestNow } from '~/features/clock/now.server';
import { eventsOn, exhibitionsOn, offersOn, type TodayEvent } from '~/features/opening-hours';
import { openingHoursMessages } from '~/features/opening-hours/messages';
import { loadOpeningHoursSummary } from '~/features/opening-hours/opening-hours.server';
import { nextOpeningText } from '~/features/opening-hours/TodayStatus';
import { HoursChanges } from '~/features/opening-hours/HoursChanges';
import { OpeningState } from '~/features/opening-hours/OpeningState';
import { withOccurrences } from '~/features/programme-filters';
import { berlinDate, berlinDayRange } from '~/time';
import { type Locale } from '~/domain/locale';
import type { EventStatus, OccurrenceInfo } from '~/domain/types';
import { formatCalendarDate } from '~/i18n/format-date';
import { formatHours, formatTime } from '~/i18n/format-time';
import { commonMessages } from '~/i18n/messages';
import { tableTranslator } from '~/i18n/translate';
import { loadOverviewFrame } from '~/features/page-loading/overview-frame.server';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { requestLocale } from '~/features/page-loading/route-helpers.server';
import { PageTitle } from '~/ui/page-title/PageTitle';
import styles from './today.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';

type ListEntry = { key: string; title: string; path: string; when: string | null };

type TodayItem = { status: EventStatus; occurrence?: OccurrenceInfo };

/** The time, "abgesagt" for a cancelled date, and the editors' note on a series' date. */
function eventWhen({ time, item }: TodayEvent<TodayItem>, locale: Locale): string {
  const t = tableTranslator(openingHoursMessages, locale);
  const when = !time
    ? t('today.allDay')
    : time.ends
      ? formatHours(time.starts, time.ends, locale)
      : formatTime(time.starts, locale);
  const cancelled = item.status === 'cancelled' ? `, ${t('today.cancelled')}` : '';
  const note = item.occurrence?.note?.[locale];
  return `${when}${cancelled}${note ? ` – ${note}` : ''}`;
}

export async function loader({ url, request }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  // Asked for beside the page's own content, not after it (it never fails: no intro then).
  const frame = loadOverviewFrame('today', locale);
  const now = requestNow(request);
  const date = berlinDate(now);
  const t = tableTranslator(openingHoursMessages, locale);
  // The page's own content rethrows when the CMS fails (500); hours and the name fail soft.
  const [exhibitions, events, offers, summary, contact] = await Promise.all([
    getExhibitions(locale),
    getEvents(locale),
    getOffers(locale),
    loadOpeningHoursSummary(request, now),
    getGeneralContact(locale).catch(() => null),
  ]);

  // A series is one entry per date (its occurrences of the day).
  const todaysEvents = eventsOn(withOccurrences(events, berlinDayRange(now)), date);
  const eventEntry = (event: TodayEvent<(typeof events)[number]>): ListEntry => ({
    key: `event:${event.item.slug}:${event.item.startDate}`,
    title: event.item.title,
    path: href('event', { slug: event.item.slug }, locale),
    when: eventWhen(event, locale),
  });
  const offerEntries = offersOn(offers, date).map((offer): ListEntry => ({
    key: `offer:${offer.slug}`,
    title: offer.title,
    path: href('guidedTour', { slug: offer.slug }, locale),
    when: offer.endDate
      ? `${t('today.ongoingOffer')}, ${t('today.until', { date: formatCalendarDate(offer.endDate, locale) })}`
      : t('today.ongoingOffer'),
  }));
  const closed = summary !== null && !summary.today.open;
  // Time order: what lasts all day first, then the events by their start. Offers need the
  // museum open; an event may still take place on a closed day.
  const programme = [
    ...todaysEvents.filter((event) => !event.time).map(eventEntry),
    ...(closed ? [] : offerEntries),
    ...todaysEvents.filter((event) => event.time).map(eventEntry),
  ];

  return {
    frame: await frame,
    date,
    dateLabel: formatCalendarDate(date, locale, { weekday: true }),
    summary,
    closed,
    museumName: contact?.museumName ?? tableTranslator(commonMessages, locale)('site.name'),
    exhibitions: exhibitionsOn(exhibitions, date).map((exhibition): ListEntry => ({
      key: exhibition.slug,
      title: exhibition.title,
      path: href('exhibition', { slug: exhibition.slug }, locale),
      when: exhibition.endDate
        ? t('today.until', { date: formatCalendarDate(exhibition.endDate, locale) })
        : null,
    })),
    programme,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  return screenMeta(loaderData?.frame, matches);
}

function EntryList({ entries }: { entries: ListEntry[] }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.key} className={styles.item}>
          <Link to={entry.path}>{entry.title}</Link>
          {entry.when ? <p className={styles.when}>{entry.when}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export default function Today({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useT('hours');
  const { frame, date, dateLabel, summary, closed, museumName, exhibitions, programme } =
    loaderData;
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <PageTitle title={frame.title} museumName={museumName} />
        <p className={styles.date}>
          <time dateTime={date}>{dateLabel}</time>
        </p>
      </div>
      {summary ? (
        <>
          <OpeningState state={summary.today} className={styles.state} />
          <HoursChanges changes={summary.changes} heading="h2" notice />
        </>
      ) : (
        <p className={styles.state}>{t('hours.unavailable')}</p>
      )}
      {closed ? (
        <p className={styles.closed}>
          {t('today.closedDay', { museum: museumName })}
          {/* SPEC §4's sentence, then when to come instead (issue 43). */}
          {summary?.next
            ? ` ${t('today.nextOpening', { when: nextOpeningText(summary.next, summary.date, locale, t) })}`
            : null}
        </p>
      ) : (
        <section className={styles.section} aria-labelledby="today-exhibitions">
          <h2 id="today-exhibitions" className={styles.sectionTitle}>
            {t('today.exhibitions')}
          </h2>
          {exhibitions.length > 0 ? (
            <EntryList entries={exhibitions} />
          ) : (
            <p className={styles.empty}>{t('today.noExhibitions')}</p>
          )}
        </section>
      )}
      {!closed || programme.length > 0 ? (
        <section className={styles.section} aria-labelledby="today-programme">
          <h2 id="today-programme" className={styles.sectionTitle}>
            {t('today.programme')}
          </h2>
          {programme.length > 0 ? (
            <EntryList entries={programme} />
          ) : (
            <p className={styles.empty}>
              {t('today.noProgramme')}{' '}
              <Link to={href('programme', {}, locale)}>{t('today.programmeLink')}</Link>
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}
