/** The two site languages live in app/i18n; re-exported here for the screen table's users. */
import { intlLocale } from '../i18n/locale';

export { defaultLocale, isLocale, locales, otherLocale, type Locale } from '../i18n/locale';

/** Value of `<html lang>` and of Intl formatting per locale. */
export const htmlLang = intlLocale;
