import type { Image } from '~/domain/types';
import type { Locale } from '~/domain/locale';
import { ResponsiveImage } from '~/ui/image/ResponsiveImage';
import styles from './VideoPlaceholder.module.css';
import { useT } from '~/i18n/react';

/**
 * An externally hosted video as a privacy placeholder: no third-party frame or request until
 * the visitor chooses to watch it on the provider's site (the consent feature comes later).
 */
export function VideoPlaceholder({
  title,
  url,
  image,
  locale,
}: {
  title: string;
  url: string;
  image: Image | null;
  locale: Locale;
}) {
  const t = useT('offers');
  return (
    <section className={styles.placeholder} aria-labelledby="video-heading">
      {/* The poster is the page's first large image: not lazy. */}
      {image ? (
        <ResponsiveImage image={image} locale={locale} priority className={styles.poster} />
      ) : null}
      <div className={styles.text}>
        <h2 id="video-heading" className={styles.heading}>
          {t('video.heading')}: {title}
        </h2>
        <p>{t('video.notice')}</p>
        <p>
          <a href={url} className={styles.link} rel="external noopener noreferrer">
            {t('video.link', { title })}{' '}
            <span className="visually-hidden">{t('video.external')}</span>
            <ExternalIcon />
          </a>
        </p>
      </div>
    </section>
  );
}

function ExternalIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      className={styles.icon}
    >
      <path d="M14 3h7v7h-2V6.4l-8.3 8.3-1.4-1.4L17.6 5H14zM5 5h6v2H7v10h10v-4h2v6H5z" />
    </svg>
  );
}
