import type { ScreenId } from './screens';

/**
 * Screens that have a route module so far (file paths relative to app/).
 * A screen without a module has no route and answers 404 until its module exists.
 */
export const screenModules: Partial<Record<ScreenId, string>> = {
  home: 'routes/home.tsx',
};

export const notFoundModule = 'routes/not-found.tsx';
