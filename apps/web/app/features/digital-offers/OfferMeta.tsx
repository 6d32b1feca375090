import { Link } from '~/ui/link/SiteLink';
import type { DigitalOffer } from '~/domain/types';
import { href } from '~/site/paths';
import type { Locale } from '~/domain/locale';
import { ItemDate } from '~/ui/date/ItemDate';
import { TagList } from '~/ui/tag-list/TagList';
import { TypeIcon } from './TypeIcon';
import styles from './OfferMeta.module.css';
import { useT } from '~/i18n/react';

/** Type, author (linked), date and categories (as tags to their category page) of a digital offer. */
export function OfferMeta({ offer, locale }: { offer: DigitalOffer; locale: Locale }) {
  const t = useT('offers');
  const tags = offer.categories.map((category) => ({
    title: category.title,
    href: href('digitalOfferCategory', { slug: category.slug }, locale),
  }));
  return (
    <div className={styles.meta}>
      <p className={styles.line}>
        <span className={styles.type}>
          <TypeIcon type={offer.type} />
          <span className="visually-hidden">{t('offer.type')}: </span>
          {t(`type.${offer.type}`)}
        </span>
        {offer.author ? (
          <span>
            {t('offer.author', { name: '' }).trim()}{' '}
            <Link
              to={href('digitalOfferAuthor', { slug: offer.author.slug }, locale)}
              className={styles.author}
            >
              {offer.author.name}
            </Link>
          </span>
        ) : null}
        {offer.publishedDate ? (
          <span>
            <span className="visually-hidden">{t('offer.published')} </span>
            <ItemDate item={{ startDate: offer.publishedDate, allDay: true }} />
          </span>
        ) : null}
      </p>
      <TagList tags={tags} label={t('offer.categories')} />
    </div>
  );
}
