import type { ScreenId } from './screens';
import { iiifManifestPattern } from './iiif-paths';
import { languageChoicePattern } from './service-paths';

/** A screen's route module (relative to app/): named after the screen, `guidedTourRequest` → `routes/guided-tour-request.tsx`. */
export function screenModule(id: ScreenId): string {
  return `routes/${id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;
}

/** Route modules that are not screens (file paths relative to app/). */

/**
 * Routes that are not screens: the language choice (sets the cookie, redirects) and a
 * collection object's IIIF manifest (JSON for IIIF viewers).
 */
export const serviceRoutes = [
  { id: 'language-choice', path: languageChoicePattern, file: 'routes/language.ts' },
  { id: 'iiif-manifest', path: iiifManifestPattern, file: 'routes/iiif-manifest.ts' },
] as const;

export const notFoundModule = 'routes/not-found.tsx';
