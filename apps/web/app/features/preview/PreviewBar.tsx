import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useT } from '~/i18n/react';
import type { PreviewInfo } from './preview-state';
import styles from './PreviewBar.module.css';

/**
 * Tells an editor that this page is a preview: on the opened entry's page which version of it
 * this is, elsewhere that only that entry shows as its draft; after the page in the document
 * (the skip link stays first), fixed to the bottom edge.
 */
export function PreviewBar({ preview }: { preview: PreviewInfo }) {
  const t = useT('preview');
  const { pathname, search } = useLocation();
  const state = pathname === preview.path && preview.state ? preview.state : 'other';
  const exit = `/api/preview/exit?to=${encodeURIComponent(pathname + search)}`;
  useReloadOnCmsSave();
  return (
    <aside className={styles.bar} aria-label={t('label')}>
      {/* React puts it into the head: a preview is never indexed. */}
      <meta name="robots" content="noindex, nofollow" />
      <p className={styles.text}>
        <strong className={styles.title}>{t('title')}</strong>
        <span data-preview-state={state}>{t(`state.${state}`)}</span>
      </p>
      {/* A plain link: ending the preview must reach the server, which removes the cookie. */}
      <a className={styles.exit} href={exit}>
        {t('exit')}
      </a>
    </aside>
  );
}

/**
 * In the admin's preview frame, Strapi tells the page when the editor saved ("strapiUpdate"):
 * the page reloads to show the new draft. Only messages from the framing admin count.
 */
function useReloadOnCmsSave() {
  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.source !== window.parent) return;
      if ((data as { type?: unknown } | null)?.type === 'strapiUpdate') window.location.reload();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
}
