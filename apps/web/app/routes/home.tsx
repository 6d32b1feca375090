import type { Route } from './+types/home';
import { getHome } from '~/content/index.server';
import { translator, useLocale } from '~/i18n/translate';
import { localeFromPath } from '~/site/paths';
import { ResponsiveImage } from '~/ui/image/ResponsiveImage';
import styles from './home.module.css';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  // Text content rethrows when the CMS fails (SPEC §8): the page answers 500.
  return { home: await getHome(locale) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const name = translator(localeFromPath(location.pathname))('site.name');
  const home = loaderData?.home;
  const title = home?.seo?.metaTitle ?? home?.title ?? name;
  const description = home?.seo?.metaDescription ?? home?.intro;
  return [
    { title: title === name ? name : `${title} – ${name}` },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { home } = loaderData;
  return (
    <article className={styles.home}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{home.title ?? translator(locale)('site.name')}</h1>
        {home.intro ? <p className={styles.lead}>{home.intro}</p> : null}
      </div>
      {home.image ? (
        <ResponsiveImage image={home.image} locale={locale} priority className={styles.image} />
      ) : null}
    </article>
  );
}
