import type { Route } from './+types/contact';
import type { Contact as ContactPerson } from '~/content/types';
import { getGeneralContact } from '~/content/index.server';
import { useTranslate } from '~/i18n/translate';
import type { MessageKey } from '~/i18n/messages';
import { fixedFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { requestLocale } from '~/site/route-helpers.server';
import { screenTitle } from '~/site/shell-data';
import { PageTitle } from '~/ui/page-title/PageTitle';
import styles from './contact.module.css';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const contact = await getGeneralContact(locale);
  return {
    frame: {
      ...fixedFrame('contact', locale, screenTitle('contact', locale)),
      description: contact.seo?.metaDescription ?? null,
    },
    museumName: contact.museumName,
    addressLines: contact.addressLines,
    phone: contact.phone,
    mail: contact.mail,
    people: (['general', 'press', 'offers'] as const).flatMap((kind) => {
      const person = contact[kind];
      return person ? [{ kind, person }] : [];
    }),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

const phoneHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

function ContactDetails({ phone, mail }: { phone: string | null; mail: string | null }) {
  const t = useTranslate();
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

function Person({ heading, person }: { heading: string; person: ContactPerson }) {
  return (
    <section className={styles.person}>
      <h2>{person.title ?? heading}</h2>
      {person.name ? <p>{person.name}</p> : null}
      {person.text ? <p className={styles.text}>{person.text}</p> : null}
      <ContactDetails phone={person.phone} mail={person.mail} />
    </section>
  );
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { frame, museumName, addressLines, phone, mail, people } = loaderData;
  return (
    <div className={styles.contact}>
      <PageTitle title={frame.title} />
      <section className={styles.person}>
        <h2>{museumName ?? t('site.name')}</h2>
        {addressLines.length > 0 ? (
          <address className={styles.address}>
            {addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        ) : null}
        <ContactDetails phone={phone} mail={mail} />
      </section>
      {people.map(({ kind, person }) => (
        <Person key={kind} heading={t(`contact.${kind}` as MessageKey)} person={person} />
      ))}
    </div>
  );
}
