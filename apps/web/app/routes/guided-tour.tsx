import { Link } from '~/ui/link/SiteLink';
import type { Route } from './+types/guided-tour';
import { getGeneralContact, getOffer } from '~/content/index.server';
import { slugVersions, type PageFrame, contentMeta } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { found, requestLocale } from '~/features/page-loading/route-helpers.server';
import { withStructuredData } from '~/features/structured-data/page-ld.server';
import { buttonClass } from '~/ui/button/Button';
import { ContactCard } from '~/ui/contact-list/ContactList';
import { LeadImage } from '~/ui/image/LeadImage';
import { imageSizes } from '~/ui/image/layout-sizes';
import { InfoBlock } from '~/ui/info-block/InfoBlock';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { RichText } from '~/ui/rich-text/RichText';
import { withoutRepeats } from '~/ui/rich-text/repeated';
import { targetTags } from '~/ui/tag-list/tag-links';
import { TagList } from '~/ui/tag-list/TagList';
import styles from './guided-tour.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { pageImages } from '~/ui/image/page-images';

export async function loader({ url, params }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  const offer = await found(await getOffer(params.slug, locale), url);
  // Offers that cannot be requested online name whom to ask instead.
  const contact = offer.bookable ? null : ((await getGeneralContact(locale)).offers ?? null);
  const frame: PageFrame = {
    screen: 'guidedTour',
    locale,
    title: offer.title,
    versions: slugVersions(offer.alternates),
    ...contentMeta(offer),
  };
  return pageImages({ frame: withStructuredData(frame), offer, contact });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function GuidedTour({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useT('screens');
  const { frame, offer, contact } = loaderData;
  return (
    <article className={styles.tour}>
      <PageTitle title={frame.title} />
      {offer.teaserText ? <p className={styles.intro}>{offer.teaserText}</p> : null}
      <TagList
        tags={targetTags(offer.targetGroups, locale, 'guidedTours')}
        label={t('tours.targetGroups')}
        className={styles.tags}
      />
      {offer.image ? (
        <LeadImage
          image={offer.image}
          locale={locale}
          priority
          sizes={imageSizes.tour}
          className={styles.image}
        />
      ) : null}
      <div className={styles.columns}>
        <div>
          <RichText document={withoutRepeats(offer.body, [offer.teaserText])} />
        </div>
        <aside className={styles.aside} aria-label={t('tours.howToBook')}>
          <InfoBlock
            info={offer.info}
            facts={offer.facts}
            accessibilityTags={offer.accessibilityTags}
          />
          {offer.bookable ? (
            <div className={styles.cta}>
              <Link
                to={href('guidedTourRequest', { slug: offer.slug }, locale)}
                className={buttonClass({ size: 'large' })}
              >
                {t('tours.request')}
              </Link>
              <p className={styles.hint}>{t('tours.requestHint')}</p>
            </div>
          ) : contact ? (
            <section className={styles.cta}>
              <h2>{t('tours.howToBook')}</h2>
              <ContactCard contact={contact} headingLevel="h3" />
            </section>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
