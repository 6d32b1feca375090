/**
 * What pages and the settings dialog get of the consent settings, with every text the editors
 * left empty filled in here. A CMS failure is logged and gives the built-in texts and no
 * services (then no external service may load): consent never breaks a page.
 */
import { getConsentSettings } from '~/content/index.server';
import type { ConsentSettings, ConsentTexts } from '~/domain/consent';
import type { Locale } from '~/domain/locale';
import type { ConsentDialogData, ConsentPageData } from './consent-data';
import { fallbackConsentTexts, type FilledConsentTexts } from './fallback-texts.server';

function filled(texts: ConsentTexts | null, locale: Locale): FilledConsentTexts {
  const fallback = fallbackConsentTexts[locale];
  const category = (id: keyof FilledConsentTexts['categories']) => ({
    title: texts?.categories[id].title ?? fallback.categories[id].title,
    description: texts?.categories[id].description ?? fallback.categories[id].description,
  });
  return {
    barHeading: texts?.barHeading ?? fallback.barHeading,
    barText: texts?.barText ?? fallback.barText,
    settingsHeading: texts?.settingsHeading ?? fallback.settingsHeading,
    settingsIntro: texts?.settingsIntro ?? fallback.settingsIntro,
    categories: {
      necessary: category('necessary'),
      analytics: category('analytics'),
      external: category('external'),
    },
    embedNotice: texts?.embedNotice ?? fallback.embedNotice,
  };
}

/** The settings with every text filled in; a CMS failure gives the built-in texts, no services. */
async function filledSettings(
  locale: Locale,
): Promise<{ texts: FilledConsentTexts; services: ConsentSettings['services'] }> {
  try {
    const settings = await getConsentSettings(locale);
    return { texts: filled(settings.texts, locale), services: settings.services };
  } catch (error) {
    console.error(
      '[consent] settings unavailable, built-in texts and no services:',
      error instanceof Error ? error.message : error,
    );
    return { texts: filled(null, locale), services: [] };
  }
}

/** For the root loader: the bar's texts and what embeds need to find their service. */
export async function loadConsentPageData(locale: Locale): Promise<ConsentPageData> {
  const { texts, services } = await filledSettings(locale);
  return {
    barHeading: texts.barHeading,
    barText: texts.barText,
    embedNotice: texts.embedNotice,
    embedServices: services
      .filter((service) => service.category === 'external')
      .map(({ id, name, hosts }) => ({ id, name, hosts })),
  };
}

/** For the settings dialog (loaded when it opens): every category's texts and all services. */
export async function loadConsentDialogData(locale: Locale): Promise<ConsentDialogData> {
  const { texts, services } = await filledSettings(locale);
  return {
    heading: texts.settingsHeading,
    intro: texts.settingsIntro,
    categories: texts.categories,
    services,
  };
}
