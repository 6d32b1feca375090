import { Link } from '~/ui/link/SiteLink';
import type { GeneralContact } from '~/domain/types';
import { ReportBarrierLink } from '~/features/barrier-report/ReportBarrierLink';
import { ConsentSettingsLink } from '~/features/consent/ConsentSettingsLink';
import { useFooterData } from '~/features/footer/footer-data';
import { PartnerGroups } from '~/features/footer/PartnerGroups';
import { FooterOpeningHours } from '~/features/opening-hours/FooterOpeningHours';
import { href } from '~/site/paths';
import { sectionScreensOf } from '~/site/screens';
import styles from './SiteFooter.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';

/** A phone number as dialled: digits and a leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/**
 * Route planning, opening hours, address, phone and mail from the CMS; partner logos by group;
 * links to privacy policy (its screen shows the page the CMS names), the accessibility statement
 * (BITV 2.0, on every page), the imprint page the CMS names and contact (SPEC §2 "Footer"), and the
 * barrier report form for the page shown (BITV).
 */
export function SiteFooter({
  contact,
  museumName,
}: {
  contact: GeneralContact | null;
  museumName: string;
}) {
  const locale = useLocale();
  const t = useT('footer');
  const { partners, openingHours } = useFooterData();
  // The imprint is the page the CMS names, wherever its slug and section put it.
  const imprint = contact?.imprintPage;
  const imprintPath = imprint
    ? href(sectionScreensOf(imprint.section).detail, { slug: imprint.slug }, locale)
    : null;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <section className={styles.contact} aria-labelledby="footer-contact-title">
            <h2 id="footer-contact-title" className={styles.name}>
              {museumName}
              <span className="visually-hidden"> – {t('contactTitle')}</span>
            </h2>
            {contact ? (
              <dl className={styles.facts}>
                {contact.addressLines.length > 0 ? (
                  <div>
                    <dt>{t('address')}</dt>
                    <dd>
                      <address className={styles.address}>
                        {contact.addressLines.map((line) => (
                          <span key={line}>{line}</span>
                        ))}
                      </address>
                    </dd>
                  </div>
                ) : null}
                {contact.phone ? (
                  <div>
                    <dt>{t('phone')}</dt>
                    <dd>
                      <a href={telHref(contact.phone)}>{contact.phone}</a>
                    </dd>
                  </div>
                ) : null}
                {contact.mail ? (
                  <div>
                    <dt>{t('mail')}</dt>
                    <dd>
                      <a href={`mailto:${contact.mail}`}>{contact.mail}</a>
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
            {contact?.routePlanningUrl ? (
              <a href={contact.routePlanningUrl} rel="noopener" className={styles.route}>
                {t('routePlanning')}
                <span className="visually-hidden"> {t('external')}</span>
                <svg
                  viewBox="0 0 12 12"
                  width="12"
                  height="12"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M4 2h6v6M10 2 2 10"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                  />
                </svg>
              </a>
            ) : null}
          </section>
          {/* The opening-hours feature renders nothing when the hours are unknown. */}
          <FooterOpeningHours summary={openingHours} className={styles.hours} />
        </div>
        <PartnerGroups partners={partners} />
        <nav aria-label={t('legalLabel')}>
          <ul className={styles.legal}>
            <li>
              <Link to={href('privacyPolicy', {}, locale)}>{t('privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={href('accessibilityStatement', {}, locale)}>
                {t('accessibilityStatement')}
              </Link>
            </li>
            {imprintPath ? (
              <li>
                <Link to={imprintPath}>{t('imprint')}</Link>
              </li>
            ) : null}
            <li>
              <Link to={href('contact', {}, locale)}>{t('contact')}</Link>
            </li>
            <li>
              <ReportBarrierLink locale={locale} label={t('reportBarrier')} />
            </li>
            <li>
              <ConsentSettingsLink className={styles.settingsButton} />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
