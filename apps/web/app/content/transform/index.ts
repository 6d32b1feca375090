/** Every content type's transformer, by the name it has in requests.json. */
import { toEvents } from './event';
import { toExhibitions } from './exhibition';
import { toGeneralContact } from './general-contact';
import { toHome } from './home';
import { toOffers } from './offer';
import { toOpeningHours } from './opening-hours';
import { toSeasonalColors } from './seasonal-colors';
import { toSiteMenu } from './site-menu';

export const singleTypeTransformers = {
  'site-menu': toSiteMenu,
  'general-contact': toGeneralContact,
  'seasonal-colors-collection': toSeasonalColors,
  home: toHome,
  'opening-hours': toOpeningHours,
} as const;

export const collectionTransformers = {
  exhibitions: toExhibitions,
  events: toEvents,
  offers: toOffers,
} as const;

export type SingleTypeName = keyof typeof singleTypeTransformers;
export type CollectionName = keyof typeof collectionTransformers;
