/** Loader-facing reads, one function per kind of content. */
import type { Locale } from '~/site/locales';
import { content } from './content.server';

export const getSiteMenu = (locale: Locale) => content.getSingle('site-menu', locale);
export const getGeneralContact = (locale: Locale) => content.getSingle('general-contact', locale);
export const getSeasonalColors = () => content.getSingle('seasonal-colors-collection', 'de');
export const getHome = (locale: Locale) => content.getSingle('home', locale);
export const getOpeningHours = () => content.getSingle('opening-hours', 'de');

export const getExhibitions = (locale: Locale) => content.getList('exhibitions', locale);
export const getExhibition = (slug: string, locale: Locale) =>
  content.getBySlug('exhibitions', slug, locale);
export const getEvents = (locale: Locale) => content.getList('events', locale);
export const getEvent = (slug: string, locale: Locale) => content.getBySlug('events', slug, locale);
export const getOffers = (locale: Locale) => content.getList('offers', locale);
export const getOffer = (slug: string, locale: Locale) => content.getBySlug('offers', slug, locale);

export const invalidateContent = () => content.invalidate();
