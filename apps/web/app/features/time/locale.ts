/** The page languages (SPEC §9): one definition, in app/i18n. */
export { isLocale, type Locale } from '../../i18n/locale';
