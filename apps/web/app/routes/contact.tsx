import type { Route } from './+types/contact';
import { getGeneralContact } from '~/content/index.server';
import { loadOverviewFrame } from '~/features/page-loading/overview-frame.server';
import { screenMeta } from '~/site/page-meta';
import { requestLocale } from '~/features/page-loading/route-helpers.server';
import { ContactCard, ContactDetails } from '~/ui/contact-list/ContactList';
import { PageTitle } from '~/ui/page-title/PageTitle';
import styles from './contact.module.css';
import { useT } from '~/i18n/react';

const desks = ['general', 'press', 'offers'] as const;

export async function loader({ url }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  // Asked for beside the page's own content, not after it (it never fails: no intro then).
  const frame = loadOverviewFrame('contact', locale);
  const contact = await getGeneralContact(locale);
  return {
    frame: {
      ...(await frame),
      // The editors' own description wins over the built-in intro.
      ...(contact.seo?.metaDescription ? { description: contact.seo.metaDescription } : {}),
    },
    museumName: contact.museumName,
    addressLines: contact.addressLines,
    phone: contact.phone,
    mail: contact.mail,
    people: desks.flatMap((desk) => {
      const person = contact[desk];
      return person ? [{ desk, person }] : [];
    }),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

/** The museum's address, phone and mail, then the desks for general, press and offer questions. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const t = useT('common');
  const screenT = useT('screens');
  const { frame, museumName, addressLines, phone, mail, people } = loaderData;
  return (
    <div className={styles.contact}>
      <PageTitle title={frame.title} intro={frame.description} />
      <section className={styles.museum} aria-labelledby="contact-museum">
        <h2 id="contact-museum">{museumName ?? t('site.name')}</h2>
        {addressLines.length > 0 ? (
          <address className={styles.address}>
            {addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        ) : null}
        <ContactDetails phone={phone} mail={mail} />
      </section>
      <section aria-labelledby="contact-people">
        <h2 id="contact-people">{screenT('contactPage.people')}</h2>
        {people.length > 0 ? (
          <ul className={styles.people}>
            {people.map(({ desk, person }) => (
              <li key={desk}>
                <ContactCard contact={person} fallbackTitle={t(`contact.${desk}`)} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{screenT('contact.empty')}</p>
        )}
      </section>
    </div>
  );
}
