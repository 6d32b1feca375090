import { useEffect, useRef, useState } from 'react';
import { useT } from '~/i18n/react';
import { Button } from '~/ui/button/Button';
import { EmbedPlaceholder } from '~/ui/embed/EmbedPlaceholder';
import type { EmbedProps } from '~/ui/embed/EmbedSlot';
import styles from '~/ui/embed/Embed.module.css';
import { ratioClass } from '~/ui/embed/ratio';
import { useHydrated } from '~/ui/use-hydrated';
import { useLocale } from '~/site/use-locale';
import { allows } from './consent-cookies';
import { serviceOfUrl, useConsentPageData } from './consent-data';
import { allowServiceAlways, useConsent } from './consent-store';
import { preloadConsentSettings } from './ConsentSettingsHost';
import { openConsentSettings } from './settings-store';

/**
 * An external frame that loads only with consent (SPEC §4): its service allowed (category or
 * "always"), or "load once" on this page. Until then the placeholder, with no request to the
 * provider; without JavaScript the placeholder's link to the provider's page. A frame whose host
 * is no listed service never loads (the CSP would block it too).
 */
export function ConsentEmbed({ embed, priority }: EmbedProps) {
  const t = useT('embed');
  const data = useConsentPageData();
  const locale = useLocale();
  const hydrated = useHydrated();
  const choice = useConsent();
  const [once, setOnce] = useState(false);
  const [focusFrame, setFocusFrame] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const service = data ? serviceOfUrl(data.embedServices, embed.embedUrl) : null;
  const allowed =
    service !== null &&
    hydrated &&
    (once || allows(choice, { id: service.id, category: 'external' }));

  useEffect(() => {
    // The button the visitor pressed is gone: focus goes to what it loaded.
    if (allowed && focusFrame) frame.current?.focus();
  }, [allowed, focusFrame]);

  if (allowed) {
    return (
      <iframe
        ref={frame}
        src={embed.embedUrl}
        title={embed.title}
        className={`${styles.frame} ${ratioClass(embed.aspectRatio)}`}
        allow="fullscreen; picture-in-picture; encrypted-media"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"
        loading="lazy"
      />
    );
  }
  const name = service?.name ?? null;
  return (
    <EmbedPlaceholder
      embed={embed}
      priority={priority}
      notice={name && data ? data.embedNotice.replaceAll('{service}', name) : t('unknownNotice')}
      linkLabel={name ? t('open', { service: name }) : t('openExternal')}
      externalNote={t('external')}
    >
      {service ? (
        <>
          <Button
            size="compact"
            className={styles.needsScript}
            onClick={() => {
              setFocusFrame(true);
              setOnce(true);
            }}
          >
            {t('loadOnce')}
          </Button>
          <Button
            size="compact"
            variant="secondary"
            className={`${styles.onDark} ${styles.needsScript}`}
            onClick={() => {
              setFocusFrame(true);
              allowServiceAlways(service.id);
            }}
          >
            {t('allowAlways', { service: service.name })}
          </Button>
          <button
            type="button"
            className={`${styles.settingsLink} ${styles.needsScript}`}
            onClick={openConsentSettings}
            onPointerEnter={() => preloadConsentSettings(locale)}
            onFocus={() => preloadConsentSettings(locale)}
          >
            {t('settings')}
          </button>
        </>
      ) : null}
    </EmbedPlaceholder>
  );
}
