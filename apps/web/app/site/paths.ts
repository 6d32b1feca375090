import { defaultLocale, type Locale } from '../domain/locale';
import {
  routeForms,
  screenIds,
  screens,
  type RouteForm,
  type ScreenId,
  type ScreenParams,
} from './screens';

const localePrefix: Record<RouteForm, string> = { de: '', dePrefixed: '/de', en: '/en' };
const formLocale: Record<RouteForm, Locale> = { de: 'de', dePrefixed: 'de', en: 'en' };

/** The route path of one URL form of a screen, in React Router's pattern syntax. */
export function screenPath(id: ScreenId, form: RouteForm): string {
  const pattern = screens[id].path[formLocale[form]];
  const path = [localePrefix[form], pattern].filter(Boolean).join('/');
  return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`;
}

/** Unique React Router route id of one URL form of a screen. */
export function screenRouteId(id: ScreenId, form: RouteForm): string {
  return `${id}.${form}`;
}

function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (!value) throw new Error(`Missing path parameter "${segment.slice(1)}" in "${pattern}"`);
      return encodeURIComponent(value);
    })
    .join('/');
}

type Query = Record<string, string | undefined>;

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL of a screen in a locale: German without prefix, English with /en and English words.
 * Every internal link is built with this function.
 */
export function href<Id extends ScreenId>(
  id: Id,
  params: ScreenParams<Id>,
  locale: Locale = defaultLocale,
  query?: Query,
): string {
  const path = fillPattern(screens[id].path[locale], params as Record<string, string>);
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const pathname = `${prefix}/${path}`.replace(/\/$/, '') || '/';
  return pathname + queryString(query);
}

/** The locale of a URL path: /en and /en/… are English, everything else German. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'de';
}

export interface ScreenMatch {
  id: ScreenId;
  form: RouteForm;
  locale: Locale;
  params: Record<string, string>;
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern === '' ? [] : pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segment);
    else if (part !== segment) return null;
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function staticSegmentCount(pattern: string): number {
  return pattern.split('/').filter((part) => part !== '' && !part.startsWith(':')).length;
}

/**
 * Which screen a URL path shows, or null. Like the router, a static path word wins over a
 * parameter, so /ausstellungen is the exhibition list and not a generic page.
 */
export function matchPath(pathname: string): ScreenMatch | null {
  const segments = pathname.split('/').filter(Boolean);
  let best: (ScreenMatch & { score: number }) | null = null;
  for (const form of routeForms) {
    const prefix = localePrefix[form].slice(1);
    if (prefix && segments[0] !== prefix) continue;
    const rest = prefix ? segments.slice(1) : segments;
    const locale = formLocale[form];
    for (const id of screenIds) {
      const pattern = screens[id].path[locale];
      const params = matchPattern(pattern, rest);
      if (!params) continue;
      const score = staticSegmentCount(pattern) + (prefix ? 1 : 0);
      if (!best || score > best.score) best = { id, form, locale, params, score };
    }
  }
  if (!best) return null;
  const { score: _score, ...match } = best;
  return match;
}
