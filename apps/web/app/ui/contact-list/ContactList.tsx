import type { Contact } from '~/domain/types';
import { optionClasses, type Size, type Theme } from '../content-screens/options';
import options from '../content-screens/options.module.css';
import styles from './ContactList.module.css';
import { useT } from '~/i18n/react';

/** A dialable tel: link from a printed number ("+49 221 123-0"). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** Phone and mail of one contact as a definition list; nothing when neither is known. */
export function ContactDetails({ phone, mail }: { phone: string | null; mail: string | null }) {
  const t = useT('screens');
  if (!phone && !mail) return null;
  return (
    <dl className={styles.details}>
      {phone ? (
        <div>
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={phoneHref(phone)}>{phone}</a>
          </dd>
        </div>
      ) : null}
      {mail ? (
        <div>
          <dt>{t('contact.mail')}</dt>
          <dd>
            <a href={`mailto:${mail}`}>{mail}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** One person or desk: heading (title, else name, else the fallback), name, text, details. */
export function ContactCard({
  contact,
  fallbackTitle,
  headingLevel = 'h3',
}: {
  contact: Contact;
  fallbackTitle?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const heading = contact.title ?? fallbackTitle ?? contact.name;
  return (
    <div className={styles.card}>
      {heading ? <Heading className={styles.title}>{heading}</Heading> : null}
      {contact.name && contact.name !== heading ? (
        <p className={styles.name}>{contact.name}</p>
      ) : null}
      {contact.text ? <p className={styles.text}>{contact.text}</p> : null}
      <ContactDetails phone={contact.phone} mail={contact.mail} />
    </div>
  );
}

/** The contact list page element (SPEC §1): cards of contacts under an optional heading. */
export function ContactList({
  title,
  contacts,
  theme,
  size,
}: {
  title: string | null;
  contacts: readonly Contact[];
  theme?: Theme;
  size?: Size;
}) {
  const t = useT('screens');
  const Item = title ? 'h3' : 'h2';
  return (
    <section className={[styles.block, ...optionClasses(options, theme, size)].join(' ')}>
      {title ? <h2 className={styles.heading}>{title}</h2> : null}
      {contacts.length > 0 ? (
        <ul className={styles.list}>
          {contacts.map((contact, index) => (
            <li key={`${contact.title ?? contact.name ?? ''}-${index}`}>
              <ContactCard contact={contact} headingLevel={Item} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('contact.empty')}</p>
      )}
    </section>
  );
}
