import type { ReactNode } from 'react';
import type { AccessibilityStatement, StatementBarrier } from '~/domain/accessibility-statement';
import { formatCalendarDate } from '~/i18n/format-date';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { ContactDetails } from '~/ui/contact-list/ContactList';
import { PageTitle } from '~/ui/page-title/PageTitle';
import styles from './StatementView.module.css';

/** One labelled fact (term and value), left out when the value is missing. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined) return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function CalendarDate({ value }: { value: string | null }) {
  const locale = useLocale();
  if (!value) return null;
  return <time dateTime={value}>{formatCalendarDate(value, locale)}</time>;
}

function Barrier({ barrier }: { barrier: StatementBarrier }) {
  const t = useT('statement');
  return (
    <li className={styles.barrier}>
      <h3>{barrier.title}</h3>
      {barrier.description ? <p>{barrier.description}</p> : null}
      <dl className={styles.facts}>
        <Fact term={t('reason')}>{barrier.reason}</Fact>
        <Fact term={t('alternative')}>{barrier.alternative}</Fact>
      </dl>
    </li>
  );
}

/** A site path stays on the site; anything else is marked as leaving it. */
function FormLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useT('statement');
  const external = !href.startsWith('/');
  return (
    <a href={href} rel={external ? 'noopener' : undefined}>
      {children}
      {external ? <span className="visually-hidden"> {t('external')}</span> : null}
    </a>
  );
}

/**
 * The accessibility statement with every part BITV 2.0 asks for: compliance status, how and
 * when it was assessed, the known barriers with reason and alternative, the feedback contact
 * and form, and the conciliation procedure.
 */
export function StatementView({ statement }: { statement: AccessibilityStatement }) {
  const t = useT('statement');
  const { feedback, conciliation } = statement;
  return (
    <article className={styles.statement}>
      <PageTitle title={statement.title} intro={statement.intro} />
      <section className={styles.section} aria-labelledby="statement-status">
        <h2 id="statement-status">{t('statusHeading')}</h2>
        {statement.conformance ? <p>{t(`conformance.${statement.conformance}`)}</p> : null}
        <dl className={styles.facts}>
          <Fact term={t('assessment')}>
            {statement.assessmentMethod ? t(`assessment.${statement.assessmentMethod}`) : null}
          </Fact>
          <Fact term={t('statementDate')}>
            {statement.statementDate ? <CalendarDate value={statement.statementDate} /> : null}
          </Fact>
          <Fact term={t('lastReviewDate')}>
            {statement.lastReviewDate ? <CalendarDate value={statement.lastReviewDate} /> : null}
          </Fact>
        </dl>
        {statement.assessmentNote ? <p>{statement.assessmentNote}</p> : null}
      </section>
      <section className={styles.section} aria-labelledby="statement-barriers">
        <h2 id="statement-barriers">{t('barriersHeading')}</h2>
        {statement.barriers.length > 0 ? (
          <ul className={styles.barriers}>
            {statement.barriers.map((barrier, index) => (
              <Barrier key={index} barrier={barrier} />
            ))}
          </ul>
        ) : (
          <p>{t('barriersNone')}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="statement-feedback">
        <h2 id="statement-feedback">{t('feedbackHeading')}</h2>
        {feedback.text ? <p>{feedback.text}</p> : null}
        <ContactDetails phone={feedback.phone} mail={feedback.mail} />
        {feedback.reportFormLink ? (
          <p>
            <FormLink href={feedback.reportFormLink}>{t('reportForm')}</FormLink>
          </p>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="statement-conciliation">
        <h2 id="statement-conciliation">{t('conciliationHeading')}</h2>
        {conciliation.text ? <p>{conciliation.text}</p> : null}
        {conciliation.name || conciliation.addressLines.length > 0 ? (
          <address className={styles.address}>
            {conciliation.name ? <strong>{conciliation.name}</strong> : null}
            {conciliation.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        ) : null}
        <ContactDetails phone={null} mail={conciliation.mail} />
        {conciliation.url ? (
          <p>
            <FormLink href={conciliation.url}>{t('conciliationWebsite')}</FormLink>
          </p>
        ) : null}
      </section>
    </article>
  );
}
