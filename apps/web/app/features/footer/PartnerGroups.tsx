import { partnerGroups, type Image, type Partner } from '~/domain/types';
import styles from './PartnerGroups.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { mediaSrc } from '~/ui/image/image-size';

function byOrder(a: Partner, b: Partner) {
  return (
    (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
    a.name.localeCompare(b.name)
  );
}

/** Media, mobility, memberships and awards, each a list of logos linking to the partner. */
export function PartnerGroups({ partners }: { partners: Partner[] }) {
  const locale = useLocale();
  const t = useT('footer');
  const groups = partnerGroups
    .map((group) => ({ group, members: partners.filter((p) => p.group === group).sort(byOrder) }))
    .filter(({ members }) => members.length > 0);
  if (groups.length === 0) return null;
  return (
    <section className={styles.partners} aria-labelledby="footer-partners-title">
      <h2 id="footer-partners-title" className="visually-hidden">
        {t('partnersTitle')}
      </h2>
      {groups.map(({ group, members }) => (
        <div key={group} className={styles.group}>
          <h3 id={`footer-partners-${group}`} className={styles.groupTitle}>
            {t(`partnerGroups.${group}`)}
          </h3>
          <ul className={styles.logos} aria-labelledby={`footer-partners-${group}`}>
            {members.map((partner) => (
              <li key={`${partner.group}:${partner.name}`}>
                <PartnerLogo
                  partner={partner}
                  alt={partner.logo?.alt[locale] || partner.name}
                  external={t('external')}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function PartnerLogo({
  partner,
  alt,
  external,
}: {
  partner: Partner;
  alt: string;
  external: string;
}) {
  const logo = partner.logo;
  const picture = logo ? logoPicture(logo) : null;
  const content = picture ? (
    <img
      src={picture.url}
      alt={alt}
      width={picture.width ?? 320}
      height={picture.height ?? 120}
      loading="lazy"
      decoding="async"
      className={styles.logo}
    />
  ) : (
    <span className={styles.name}>{partner.name}</span>
  );
  if (!partner.url) return <span className={styles.item}>{content}</span>;
  return (
    <a href={partner.url} rel="noopener" className={styles.item}>
      {content}
      <span className="visually-hidden"> {external}</span>
    </a>
  );
}

/**
 * The logo's 480 px file: the site's own (server/media.ts; never enlarged, so as wide as the
 * upload when it is narrower) or, for other images, Strapi's small rendition.
 */
function logoPicture(logo: Image): { url: string; width: number | null; height: number | null } {
  if (logo.media && logo.width && logo.height) {
    const width = Math.min(480, logo.width);
    return {
      url: mediaSrc(logo, 480),
      width,
      height: Math.round((logo.height * width) / logo.width),
    };
  }
  const picture = logo.formats.small ?? logo.formats.thumbnail ?? logo;
  return {
    url: logo.media ? mediaSrc(logo, 480) : picture.url,
    width: picture.width,
    height: picture.height,
  };
}
