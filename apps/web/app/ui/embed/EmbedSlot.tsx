import { createContext, useContext, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { Embed } from '~/domain/types';
import { useT } from '~/i18n/react';
import { EmbedPlaceholder } from './EmbedPlaceholder';
import styles from './Embed.module.css';

export interface EmbedProps {
  embed: Embed;
  /** The page's first large image (a video page's poster): not lazy. */
  priority?: boolean;
}

/** Without a consent feature around it, an embed is only its link to the provider. */
function LinkOnlyEmbed({ embed, priority }: EmbedProps) {
  const t = useT('embed');
  return (
    <EmbedPlaceholder
      embed={embed}
      priority={priority}
      notice={t('unknownNotice')}
      linkLabel={t('openExternal')}
      externalNote={t('external')}
    />
  );
}

/**
 * Page elements show embeds through this slot; the app fills it with the consent-aware embed
 * (features/consent), so page elements need not know about consent.
 */
export const EmbedContext = createContext<ComponentType<EmbedProps>>(LinkOnlyEmbed);

/** An embed with its caption, as a figure. */
export function EmbedSlot({ embed, priority }: EmbedProps) {
  const Renderer = useContext(EmbedContext);
  // A new page or another embed starts blocked again: "load once" is for this one on this page.
  const { pathname } = useLocation();
  return (
    <figure className={styles.figure}>
      {/* One component for the app's lifetime (the provider's value is a module's export). */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Renderer key={`${pathname} ${embed.embedUrl}`} embed={embed} priority={priority} />
      {embed.caption ? <figcaption className={styles.caption}>{embed.caption}</figcaption> : null}
    </figure>
  );
}
