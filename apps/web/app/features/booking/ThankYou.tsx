import { useEffect, useRef } from 'react';
import { Link } from '~/ui/link/SiteLink';
import { href } from '~/site/paths';
import type { Locale } from '~/domain/locale';
import { formatCalendarDate, languageName } from '~/i18n/format-date';
import { formatBookingTime } from '~/i18n/format-time';
import { useT } from '~/i18n/react';
import type { BookingSummary } from './summary';
import styles from './BookingForm.module.css';

/** SPEC §4: the thank-you result with a summary of the request, in the page language. */
export function ThankYou({ summary, locale }: { summary: BookingSummary; locale: Locale }) {
  const text = useT('bookingForm');
  const ref = useRef<HTMLElement>(null);
  // The answer to the sent form takes the focus, so a screen reader reads it. Deferred, as the
  // navigation's own focus handling (to the main content) runs after this component's effects.
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  const name = [
    summary.salutation ? text(`salutations.${summary.salutation}`) : null,
    summary.firstName,
    summary.lastName,
  ]
    .filter(Boolean)
    .join(' ');
  const rows: [string, string][] = [
    [text('offer'), summary.offerTitle],
    [text('language'), languageName(summary.language, locale)],
    [text('date'), formatCalendarDate(summary.date, locale, { weekday: true })],
    [text('time'), formatBookingTime(summary.time, locale)],
    [text('participants'), String(summary.participants)],
    [text('name'), name],
    [text('email'), summary.email],
    ...(summary.tel ? [[text('tel'), summary.tel] as [string, string]] : []),
    ...(summary.company ? [[text('company'), summary.company] as [string, string]] : []),
    [text('city'), summary.city],
  ];
  return (
    <section
      ref={ref}
      className={styles.thanks}
      aria-labelledby="booking-thanks-title"
      id="booking-thanks"
      tabIndex={-1}
      // Also without JavaScript: the page after sending is this answer (error summary pattern).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
    >
      <h2 id="booking-thanks-title">{text('thanksTitle')}</h2>
      <p>{summary.storage === 'queued' ? text('thanksQueued') : text('thanksStored')}</p>
      {summary.reference ? (
        <p id="booking-reference" className={styles.reference}>
          {text('reference')}: <strong>{summary.reference}</strong>. {text('referenceNote')}
        </p>
      ) : null}
      <p>{text('thanksNote')}</p>
      <h3>{text('summaryHeading')}</h3>
      <dl className={styles.summaryList}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Link to={href('guidedTour', { slug: summary.slug }, locale)}>{text('back')}</Link>
      </p>
    </section>
  );
}
