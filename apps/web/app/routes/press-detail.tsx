import type { Route } from './+types/press-detail';
import { getGeneralContact, getPressRelease } from '~/content/index.server';
import { newsFeedLink } from '~/features/feeds/feed-links';
import { slugVersions, type PageFrame, contentMeta } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { found, requestLocale } from '~/features/page-loading/route-helpers.server';
import { ldPage, withStructuredData } from '~/features/structured-data/page-ld.server';
import { pressReleaseLd } from '~/features/structured-data/press-release-ld.server';
import { ContactCard } from '~/ui/contact-list/ContactList';
import { ItemDate } from '~/ui/date/ItemDate';
import { LeadImage } from '~/ui/image/LeadImage';
import { imageSizes } from '~/ui/image/layout-sizes';
import { MaterialBlock } from '~/ui/material-block/MaterialBlock';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { RichText } from '~/ui/rich-text/RichText';
import styles from '~/ui/content-screens/ContentPage.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { pageImages } from '~/ui/image/page-images';

export async function loader({ url, params }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  const item = await found(await getPressRelease(params.slug, locale), url);
  // The release's own contact, else the press office of the general contact.
  const contact = item.contact ?? (await getGeneralContact(locale)).press ?? null;
  const frame: PageFrame = {
    screen: 'pressDetail',
    locale,
    title: item.title,
    versions: slugVersions(item.alternates),
    ...contentMeta(item),
    shareType: 'article',
    feeds: [newsFeedLink(locale)],
  };
  return pageImages({
    frame: withStructuredData(frame, pressReleaseLd(item, await ldPage(frame))),
    item,
    contact,
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function PressDetail({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useT('screens');
  const { frame, item, contact } = loaderData;
  return (
    <article className={styles.page}>
      <PageTitle title={frame.title} />
      <p>
        {t(item.kind === 'kit' ? 'press.kit' : 'press.release')}
        {' · '}
        <ItemDate item={{ startDate: item.date }} />
      </p>
      {item.teaserText ? <p className={styles.intro}>{item.teaserText}</p> : null}
      {item.image ? (
        <LeadImage
          image={item.image}
          locale={locale}
          priority
          sizes={imageSizes.article}
          className={styles.image}
        />
      ) : null}
      <RichText document={item.body} />
      {item.downloads.length > 0 ? (
        <MaterialBlock title={t('press.downloads')} items={item.downloads} />
      ) : null}
      {contact ? (
        <section aria-labelledby="press-contact">
          <h2 id="press-contact">{t('press.contact')}</h2>
          <ContactCard contact={{ ...contact, title: null }} />
        </section>
      ) : null}
    </article>
  );
}
