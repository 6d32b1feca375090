/** The page languages, as the site defines them (app/site/locales.ts); re-exported for the time helpers. */
export { isLocale, type Locale } from '~/site/locales';
