import { languageChoicePattern } from './service-paths';

/**
 * Route modules that are not screens (file paths relative to app/). Each screen's module is in
 * its entry of the screen table (screens.ts).
 */

/** Routes that are not screens: the language choice (sets the cookie, redirects). */
export const serviceRoutes = [
  { id: 'language-choice', path: languageChoicePattern, file: 'routes/language.ts' },
] as const;

export const notFoundModule = 'routes/not-found.tsx';
