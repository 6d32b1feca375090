import { Link } from '~/ui/link/SiteLink';
import type { Locale } from '~/domain/locale';
import { useT } from '~/i18n/react';
import { href } from '~/site/paths';
import type { BarrierReportSummary } from './page-data';
import styles from './BarrierReportForm.module.css';

/** The thank-you result: received, the reference, whether an answer comes, the way back. */
export function ThankYou({ summary, locale }: { summary: BarrierReportSummary; locale: Locale }) {
  const text = useT('barrierReportForm');
  return (
    <section className={styles.thanks} aria-labelledby="report-thanks-title" id="report-thanks">
      <h2 id="report-thanks-title">{text('thanksTitle')}</h2>
      <p>{summary.storage === 'queued' ? text('thanksQueued') : text('thanksStored')}</p>
      <p>{summary.reply ? text('thanksReply') : text('thanksNoReply')}</p>
      <p>{text('reference', { reference: summary.reference })}</p>
      <ul>
        {summary.page ? (
          <li>
            <Link to={summary.page}>{text('backToPage')}</Link>
          </li>
        ) : null}
        <li>
          <Link to={href('accessibilityReport', {}, locale)}>{text('another')}</Link>
        </li>
      </ul>
    </section>
  );
}
