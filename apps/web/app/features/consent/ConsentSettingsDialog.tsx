import { use, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '~/ui/link/SiteLink';
import { consentCategories, type ConsentCategory, type ConsentService } from '~/domain/consent';
import { useT } from '~/i18n/react';
import { href } from '~/site/paths';
import { useLocale } from '~/site/use-locale';
import type { Locale } from '~/domain/locale';
import { Button } from '~/ui/button/Button';
import type { ConsentDialogData } from './consent-data';
import { dialogData } from './dialog-data';
import { getConsent, saveCategories } from './consent-store';
import { closeConsentSettings, isShown } from './settings-store';
import styles from './ConsentSettingsDialog.module.css';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round inside the dialog (the page behind is inert anyway). */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const elements = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
    isShown,
  );
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The settings dialog (SPEC §1 "cookie consent modal", §4): every category explains itself and
 * lists its services; analytics and external content can be switched, external services also
 * one by one. A native modal dialog: focus moves in and stays, Escape closes it.
 */
/** The texts fetched ahead (ConsentSettingsHost's preload), so the dialog opens at once. */
export function preloadDialogData(locale: Locale): void {
  dialogData(locale).catch(() => undefined);
}

export default function ConsentSettingsDialog() {
  const locale = useLocale();
  // Suspends until the texts are there (ConsentSettingsHost's Suspense); a failure is caught there.
  return <SettingsDialog data={use(dialogData(locale))} />;
}

function SettingsDialog({ data }: { data: ConsentDialogData }) {
  const t = useT('consent');
  const locale = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const external = data.services.filter((service) => service.category === 'external');
  const [analytics, setAnalytics] = useState(
    () => getConsent()?.categories.has('analytics') ?? false,
  );
  const [allowed, setAllowed] = useState<ReadonlySet<string>>(() => {
    const choice = getConsent();
    if (choice?.categories.has('external')) return new Set(external.map((service) => service.id));
    return new Set(choice?.services ?? []);
  });
  // Without listed services the category is one switch of its own.
  const [externalOn, setExternalOn] = useState(
    () => getConsent()?.categories.has('external') ?? false,
  );
  const allExternal =
    external.length > 0 ? external.every((service) => allowed.has(service.id)) : externalOn;
  const someExternal = !allExternal && external.some((service) => allowed.has(service.id));

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const choose = (categories: ConsentCategory[], services: Iterable<string> = []) => {
    saveCategories(categories, services);
    closeConsentSettings();
  };
  const save = () => {
    const categories: ConsentCategory[] = analytics ? ['analytics'] : [];
    if (allExternal) categories.push('external');
    choose(categories, allExternal ? [] : allowed);
  };
  const setExternal = (checked: boolean) => {
    setExternalOn(checked);
    setAllowed(checked ? new Set(external.map((service) => service.id)) : new Set());
  };
  const setService = (id: string, checked: boolean) =>
    setAllowed((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    // The native dialog closes itself on Escape; the store follows (and focus goes back).
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="consent-settings-heading"
      onClose={closeConsentSettings}
      onKeyDown={keepFocusInside}
    >
      <div className={styles.head}>
        <h2 id="consent-settings-heading" className={styles.heading}>
          {data.heading}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t('close')}
          onClick={closeConsentSettings}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </button>
      </div>
      <p>
        {data.intro}{' '}
        <Link to={href('privacyPolicy', {}, locale)} onClick={closeConsentSettings}>
          {t('privacyPolicy')}
        </Link>
      </p>
      {consentCategories.map((category) => {
        const { title, description } = data.categories[category];
        const services = data.services.filter((service) => service.category === category);
        const headingId = `consent-category-${category}`;
        return (
          <section key={category} className={styles.category} aria-labelledby={headingId}>
            <div className={styles.categoryHead}>
              <h3 id={headingId} className={styles.categoryTitle}>
                {title}
              </h3>
              {category === 'necessary' ? (
                <span className={styles.alwaysOn}>{t('alwaysOn')}</span>
              ) : (
                <label className={styles.switch}>
                  <input
                    type="checkbox"
                    checked={category === 'analytics' ? analytics : allExternal}
                    // Some external services allowed one by one: neither all nor none.
                    ref={(input) => {
                      if (input) input.indeterminate = category === 'external' && someExternal;
                    }}
                    onChange={(event) =>
                      category === 'analytics'
                        ? setAnalytics(event.target.checked)
                        : setExternal(event.target.checked)
                    }
                  />
                  {t('allowCategory', { category: title })}
                </label>
              )}
            </div>
            {description ? <p className={styles.description}>{description}</p> : null}
            {services.length > 0 ? (
              <details className={styles.services}>
                <summary>{t('services', { count: services.length })}</summary>
                <ul className={styles.serviceList}>
                  {services.map((service) => (
                    <ServiceEntry
                      key={service.id}
                      service={service}
                      allowed={category === 'external' ? allowed.has(service.id) : null}
                      onAllow={(checked) => setService(service.id, checked)}
                    />
                  ))}
                </ul>
              </details>
            ) : null}
          </section>
        );
      })}
      <div className={styles.actions}>
        <Button onClick={save}>{t('save')}</Button>
        <Button variant="secondary" onClick={() => choose(['analytics', 'external'])}>
          {t('acceptAll')}
        </Button>
        <Button variant="secondary" onClick={() => choose([])}>
          {t('rejectOptional')}
        </Button>
      </div>
    </dialog>
  );
}

function ServiceEntry({
  service,
  allowed,
  onAllow,
}: {
  service: ConsentService;
  /** null: the service has no switch of its own. */
  allowed: boolean | null;
  onAllow: (checked: boolean) => void;
}) {
  const t = useT('consent');
  return (
    <li className={styles.service}>
      <h4 className={styles.serviceName}>{service.name}</h4>
      <dl className={styles.facts}>
        <dt>{t('service.provider')}</dt>
        <dd>{service.provider}</dd>
        <dt>{t('service.purpose')}</dt>
        <dd>{service.purpose}</dd>
        {service.cookies ? (
          <>
            <dt>{t('service.cookies')}</dt>
            <dd>{service.cookies}</dd>
          </>
        ) : null}
      </dl>
      {service.privacyUrl ? (
        <p className={styles.privacy}>
          <a href={service.privacyUrl} rel="external noopener noreferrer">
            {t('service.privacy', { service: service.name })}
          </a>
        </p>
      ) : null}
      {allowed === null ? null : (
        <label className={styles.switch}>
          <input
            type="checkbox"
            checked={allowed}
            onChange={(event) => onAllow(event.target.checked)}
          />
          {t('service.allow', { service: service.name })}
        </label>
      )}
    </li>
  );
}
