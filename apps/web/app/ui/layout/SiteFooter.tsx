import type { GeneralContact } from '~/content/types';
import { useTranslate } from '~/i18n/translate';
import styles from './SiteFooter.module.css';

/** Footer with the museum's address, phone and mail from the CMS's general contact. */
export function SiteFooter({ contact, museumName }: { contact: GeneralContact | null; museumName: string }) {
  const t = useTranslate();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.name}>{museumName}</p>
        {contact ? (
          <dl className={styles.facts} aria-label={t('footer.label')}>
            {contact.addressLines.length > 0 ? (
              <div>
                <dt>{t('footer.address')}</dt>
                <dd>
                  <address className={styles.address}>
                    {contact.addressLines.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                  {contact.routePlanningUrl ? (
                    <a href={contact.routePlanningUrl} rel="noopener noreferrer">
                      {t('footer.routePlanning')}
                    </a>
                  ) : null}
                </dd>
              </div>
            ) : null}
            {contact.phone ? (
              <div>
                <dt>{t('footer.phone')}</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
                </dd>
              </div>
            ) : null}
            {contact.mail ? (
              <div>
                <dt>{t('footer.mail')}</dt>
                <dd>
                  <a href={`mailto:${contact.mail}`}>{contact.mail}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>
    </footer>
  );
}
