import { Link } from 'react-router';
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
    <section className={styles.thanks} aria-labelledby="booking-thanks-title" id="booking-thanks">
      <h2 id="booking-thanks-title">{text('thanksTitle')}</h2>
      <p>{summary.storage === 'queued' ? text('thanksQueued') : text('thanksStored')}</p>
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
