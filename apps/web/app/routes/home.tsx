import { data, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { getDigitalOffers, getEvents, getExhibitions, getHome } from '~/content/index.server';
import { requestNow } from '~/features/clock/now.server';
import {
  ldPage,
  loadMuseumLd,
  withStructuredData,
} from '~/features/structured-data/page-ld.server';
import { websiteLd } from '~/features/structured-data/website-ld.server';
import { newsFeedLink } from '~/features/feeds/feed-links';
import { commonMessages } from '~/i18n/messages';
import { tableTranslator } from '~/i18n/translate';
import { preferredLocale } from '~/site/locale-preference';
import { fixedFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { requestLocale } from '~/features/page-loading/route-helpers.server';
import { pageImages } from '~/ui/image/page-images';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { homeSections } from '~/features/home/home-sections';
import { teaserSeasonClasses } from '~/features/season/season-class';
import { loadSeasons } from '~/features/season/seasons.server';
import { TeaserSection } from '~/ui/teaser/TeaserSection';
import { teaserCard } from '~/ui/teaser/Teaser';
import styles from './home.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { useFooterData } from '~/features/footer/footer-data';
import { HoursChanges } from '~/features/opening-hours/HoursChanges';
import { TodayStatus } from '~/features/opening-hours/TodayStatus';
import { hoursPageSlug } from '~/features/opening-hours/hours-page';
import { MainExhibition, mainExhibitionCard } from '~/features/home/MainExhibition';
import { MenuLink } from '~/features/menu/MenuLink';
import type { ShellMenu } from '~/features/menu/shell-menu';
import { Link } from '~/ui/link/SiteLink';

/** `/` depends on the locale cookie and the browser's languages; /de and /en do not. */
const rootVary = { Vary: 'Cookie, Accept-Language' };

export async function loader({ url, request }: Route.LoaderArgs) {
  const { pathname } = url;
  const atRoot = pathname === '/';
  if (atRoot) {
    const preferred = preferredLocale({
      cookie: request.headers.get('cookie'),
      acceptLanguage: request.headers.get('accept-language'),
    });
    // The same content in the visitor's language: a campaign link keeps its parameters.
    if (preferred !== 'de')
      throw redirect(`${href('home', {}, preferred)}${url.search}`, {
        status: 302,
        headers: rootVary,
      });
  }
  const locale = requestLocale(url);
  // Text content rethrows when the CMS fails (SPEC §8): the page answers 500.
  const now = requestNow(request);
  const [home, museumLd, exhibitions, events, digitalOffers, seasons] = await Promise.all([
    getHome(locale),
    loadMuseumLd(request, locale),
    getExhibitions(locale),
    getEvents(locale),
    getDigitalOffers(locale),
    loadSeasons(),
  ]);
  const sections = homeSections({ exhibitions, events, digitalOffers }, now);
  const seasonClasses = teaserSeasonClasses(
    [...sections.current, ...sections.comingSoon, ...sections.discover],
    seasons,
    now,
  );
  const name = tableTranslator(commonMessages, locale)('site.name');
  const base = {
    ...fixedFrame('home', locale, home.title ?? name),
    seoTitle: home.seo?.metaTitle ?? null,
    description: home.seo?.metaDescription ?? home.intro,
    feeds: [newsFeedLink(locale)],
  };
  const frame = withStructuredData(base, websiteLd(await ldPage(base)), museumLd);
  // The page's meta comes from the frame: the home's SEO fields (share image in every rendition)
  // stay out of the data written into the page, as does its image, which the first screen's
  // exhibition replaces (decision 0054).
  const page = { ...home, seo: null, image: null };
  return data(
    pageImages({
      frame,
      home: page,
      main: sections.main ? mainExhibitionCard(sections.main) : null,
      sections: {
        current: sections.current.map(teaserCard),
        comingSoon: sections.comingSoon.map(teaserCard),
        discover: sections.discover.map(teaserCard),
      },
      seasonClasses,
    }),
    atRoot ? { headers: rootVary } : undefined,
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const vary = loaderHeaders.get('Vary');
  return vary ? { Vary: vary } : {};
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useT('list');
  const hoursT = useT('hours');
  const { home, frame, main, sections, seasonClasses } = loaderData;
  // The root loader's opening hours (the footer's) and menu (the header's ticket link).
  const { openingHours } = useFooterData();
  const root = useRouteLoaderData('root') as { menu?: ShellMenu | null } | undefined;
  const tickets = root?.menu?.tickets ?? null;
  const museum = tableTranslator(commonMessages, locale)('site.name');
  return (
    <article className={styles.home}>
      {/* The first screen: is it open today, where are the tickets, what is on. The intro
          follows: on a phone it would push the exhibition off the first screen. */}
      <div className={styles.first}>
        <PageTitle title={frame.title} />
        <section className={styles.visit} aria-labelledby="home-visit-title" data-home-visit="">
          <h2 id="home-visit-title" className="visually-hidden">
            {t('home.visitTitle')}
          </h2>
          {openingHours ? <TodayStatus summary={openingHours} className={styles.state} /> : null}
          {openingHours && !openingHours.today.open ? (
            <p className={styles.closed}>{hoursT('today.closedDay', { museum })}</p>
          ) : null}
          <p className={styles.actions}>
            {tickets ? (
              <MenuLink link={tickets} className={styles.tickets}>
                {t('home.tickets')}
              </MenuLink>
            ) : null}
            <Link
              to={href('visitDetail', { slug: hoursPageSlug[locale] }, locale)}
              className={styles.hoursLink}
            >
              {t('home.hoursLink')}
            </Link>
          </p>
        </section>
        {main ? (
          <MainExhibition exhibition={main} label={t('home.mainTitle')} className={styles.main} />
        ) : null}
        {home.intro ? <p className={styles.lead}>{home.intro}</p> : null}
      </div>
      <HoursChanges changes={openingHours?.changes} heading="h2" notice />
      <TeaserSection
        id="home-current"
        title={home.currentTitle ?? t('home.current')}
        items={sections.current}
        empty={t('home.currentEmpty')}
        overview={{ href: href('exhibitions', {}, locale), label: t('home.currentLink') }}
        seasonClasses={seasonClasses}
        compact
      />
      <TeaserSection
        id="home-coming-soon"
        title={home.comingSoonTitle ?? t('home.comingSoon')}
        items={sections.comingSoon}
        empty={t('home.comingSoonEmpty')}
        overview={{ href: href('programme', {}, locale), label: t('home.comingSoonLink') }}
        seasonClasses={seasonClasses}
        compact
      />
      <TeaserSection
        id="home-discover"
        title={home.discoverTitle ?? t('home.discover')}
        items={sections.discover}
        empty={t('home.discoverEmpty')}
        overview={{ href: href('digitalOffers', {}, locale), label: t('home.discoverLink') }}
        seasonClasses={seasonClasses}
        compact
      />
    </article>
  );
}
