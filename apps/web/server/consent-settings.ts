import type { RequestHandler } from 'express';
import { isLocale } from '~/domain/locale';
import { loadConsentDialogData } from '~/features/consent/consent-data.server';

/**
 * GET /api/consent-settings?locale=de|en: the settings dialog's texts and services, loaded
 * when it opens, so that pages do not carry them. The same for everyone, so any cache may keep
 * it briefly (like pages); it changes when editors change the consent texts or services.
 */
export const consentSettingsHandler: RequestHandler = async (req, res) => {
  const locale = req.query.locale;
  if (typeof locale !== 'string' || !isLocale(locale)) {
    res
      .status(400)
      .setHeader('Cache-Control', 'no-store')
      .json({ error: 'locale must be de or en' });
    return;
  }
  res.setHeader('Cache-Control', 'public, max-age=60, s-maxage=60, stale-while-revalidate=600');
  res.json(await loadConsentDialogData(locale));
};
