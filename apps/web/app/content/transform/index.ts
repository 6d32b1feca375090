/** Every content type's transformer, by the name it has in requests.json. */
import { toAccessibilityStatement } from './accessibility-statement';
import { toAuthor } from './author';
import { toCollectionObject } from './collection-object';
import { toConsentService, toConsentTexts } from './consent';
import { toDigitalOffer } from './digital-offer';
import { toEvent } from './event';
import { toExhibition } from './exhibition';
import { toGeneralContact } from './general-contact';
import { toHome } from './home';
import { toNotice } from './notice';
import { toOffer } from './offer';
import { toOpeningHours } from './opening-hours';
import { toOverviewIntros } from './overview-intros';
import { toPage } from './page';
import { toPartner } from './partner';
import { toPressRelease } from './press-release';
import { toRedirect } from './redirect';
import { toSeasonalColors } from './seasonal-colors';
import { toSiteMenu } from './site-menu';
import { toAccessibilityTagEntry, toCategory, toTargetGroup } from './taxonomy';

export const singleTypeTransformers = {
  'site-menu': toSiteMenu,
  'general-contact': toGeneralContact,
  'seasonal-colors-collection': toSeasonalColors,
  home: toHome,
  'opening-hours': toOpeningHours,
  'overview-intro': toOverviewIntros,
  'consent-text': toConsentTexts,
  'accessibility-statement': toAccessibilityStatement,
} as const;

/** One entry of a collection (from a list or a detail answer) into its domain object. */
export const itemTransformers = {
  exhibitions: toExhibition,
  events: toEvent,
  offers: toOffer,
  'digital-offers': toDigitalOffer,
  'press-releases': toPressRelease,
  pages: toPage,
  authors: toAuthor,
  categories: toCategory,
  'target-groups': toTargetGroup,
  'accessibility-tags': toAccessibilityTagEntry,
  partners: toPartner,
  redirects: toRedirect,
  'consent-services': toConsentService,
  notices: toNotice,
  'collection-objects': toCollectionObject,
} as const;

export type SingleTypeName = keyof typeof singleTypeTransformers;
export type CollectionName = keyof typeof itemTransformers;
export type CollectionItem<Name extends CollectionName> = NonNullable<
  ReturnType<(typeof itemTransformers)[Name]>
>;
