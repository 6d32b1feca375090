import { useId, type ReactNode } from 'react';
import type { Embed } from '~/domain/types';
import { useLocale } from '~/site/use-locale';
import { ResponsiveImage } from '../image/ResponsiveImage';
import { imageSizes } from '../image/layout-sizes';
import styles from './Embed.module.css';
import { ratioClass } from './ratio';

/**
 * What stands in for an external frame until it may load: the poster, the title, a notice and
 * the link to the content on the provider's own site (all that works without JavaScript),
 * plus whatever actions the caller adds.
 */
export function EmbedPlaceholder({
  embed,
  notice,
  linkLabel,
  externalNote,
  priority = false,
  children,
}: {
  embed: Embed;
  notice: string;
  linkLabel: string;
  externalNote: string;
  /** The page's first large image (a video page's poster): not lazy. */
  priority?: boolean;
  children?: ReactNode;
}) {
  const locale = useLocale();
  const titleId = useId();
  return (
    <div className={`${styles.placeholder} ${ratioClass(embed.aspectRatio)}`}>
      {embed.poster ? (
        <ResponsiveImage
          image={embed.poster}
          locale={locale}
          priority={priority}
          sizes={imageSizes.article}
          className={styles.poster}
        />
      ) : null}
      {/* A group named by the title, so that "Load once" says what it loads. */}
      <div className={styles.panel} role="group" aria-labelledby={titleId}>
        <p id={titleId} className={styles.title}>
          {embed.title}
        </p>
        <p className={styles.notice}>{notice}</p>
        <div className={styles.actions}>
          {children}
          <a href={embed.url} className={styles.link} rel="external noopener noreferrer">
            {linkLabel} <span className="visually-hidden">{externalNote}</span>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M14 3h7v7h-2V6.4l-8.3 8.3-1.4-1.4L17.6 5H14zM5 5h6v2H7v10h10v-4h2v6H5z" />
            </svg>
          </a>
        </div>
      </div>
    </div>
  );
}
