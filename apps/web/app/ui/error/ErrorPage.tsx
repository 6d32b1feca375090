import { Link } from '~/ui/link/SiteLink';
import { href } from '~/site/paths';
import styles from './ErrorPage.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { useRequestId } from './request-id';

/** SPEC §2/§8: the status code plus 'page not found' for 404, otherwise 'server error'. */
export function ErrorPage({ status }: { status: number }) {
  const locale = useLocale();
  const t = useT('common');
  const notFound = status === 404;
  // A server error names its request, so that staff find the log line (SPEC §8).
  const requestId = useRequestId();
  return (
    <div className={styles.error}>
      <p className={styles.status}>{t('error.statusLabel', { status })}</p>
      <h1 className={styles.title}>
        {t(notFound ? 'error.notFound.title' : 'error.server.title')}
      </h1>
      <p className={styles.text}>{t(notFound ? 'error.notFound.text' : 'error.server.text')}</p>
      {!notFound && requestId ? (
        <p className={styles.reference}>{t('error.reference', { id: requestId })}</p>
      ) : null}
      <p>
        <Link to={href('home', {}, locale)}>{t('error.homeLink')}</Link>
      </p>
    </div>
  );
}
