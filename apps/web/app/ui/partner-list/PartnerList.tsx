import type { Partner } from '~/domain/types';
import { ResponsiveImage } from '../image/ResponsiveImage';
import { imageSizes } from '../image/layout-sizes';
import styles from './PartnerList.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';

/** Partners with their logos (the name is the logo's text) and links (SPEC §1). */
export function PartnerList({
  title,
  partners,
}: {
  title: string | null;
  partners: readonly Partner[];
}) {
  const t = useT('screens');
  const locale = useLocale();
  return (
    <section className={styles.block}>
      <h2 className={styles.heading}>{title?.trim() || t('partners.heading')}</h2>
      {partners.length > 0 ? (
        <ul className={styles.list}>
          {partners.map((partner) => {
            // The name is the accessible text, so the logo itself is decorative.
            const content = (
              <>
                {partner.logo ? (
                  <ResponsiveImage
                    image={{ ...partner.logo, alt: { de: '', en: '' } }}
                    locale={locale}
                    sizes={imageSizes.logo}
                    className={styles.logo}
                  />
                ) : null}
                <span className={styles.name}>{partner.name}</span>
              </>
            );
            return (
              <li key={partner.name} className={styles.partner}>
                {partner.url ? (
                  <a href={partner.url} rel="noopener noreferrer" className={styles.link}>
                    {content}
                  </a>
                ) : (
                  content
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t('partners.empty')}</p>
      )}
    </section>
  );
}
