/**
 * Domain types of the site's content. Nothing here knows Strapi's answer shapes:
 * transformers in app/content/transform/ produce these from v4 or v5 JSON alike.
 * Optional content is `null` (or an empty list), never `undefined`, so objects compare equal.
 */
import type { Locale } from '~/site/locales';

export type LocalizedText = Record<Locale, string>;

export type ImageFormatName = 'thumbnail' | 'small' | 'medium' | 'large' | 'xlarge';

export interface ImageFormat {
  url: string;
  width: number;
  height: number;
}

export interface Image {
  /** Absolute URL of the original file. */
  url: string;
  /** Alternative text in both languages; '' marks a decorative image. */
  alt: LocalizedText;
  width: number | null;
  height: number | null;
  formats: Partial<Record<ImageFormatName, ImageFormat>>;
}

export interface Link {
  label: string;
  uri: string;
  isExternal: boolean;
}

export interface Seo {
  metaTitle: string | null;
  metaDescription: string | null;
  shareImage: Image | null;
}

export interface Contact {
  title: string | null;
  name: string | null;
  phone: string | null;
  mail: string | null;
  text: string | null;
}

/** Strapi "blocks" rich text: a JSON document format, rendered by app/ui. */
export interface RichTextNode {
  type: string;
  text?: string;
  children?: RichTextNode[];
  [property: string]: unknown;
}
export type RichText = RichTextNode[];

export interface Term {
  title: string;
  slug: string;
}

export type AccessibilityKey = 'signLanguage' | 'simpleLanguage' | 'accessible';
export interface AccessibilityTag extends Term {
  key: AccessibilityKey;
}

// ---- Single types -------------------------------------------------------------------------

export const menuSectionIds = [
  'visit',
  'program',
  'offer',
  'discover',
  'accessibility',
  'museum',
] as const;
export type MenuSectionId = (typeof menuSectionIds)[number];

export type TeaserContentType = 'exhibition' | 'event' | 'offer';

/** A small preview of an exhibition, event or offer (menu teasers, related items). */
export interface ContentTeaser {
  contentType: TeaserContentType;
  title: string;
  slug: string;
  /** Exhibition type or offer type; null for events. */
  type: string | null;
  headline: string | null;
  startDate: string | null;
  endDate: string | null;
  highlight: boolean;
  image: Image | null;
}

export interface MenuSection {
  id: MenuSectionId;
  title: string;
  links: Link[];
  overviewLink: Link | null;
  teasers: ContentTeaser[];
}

export interface SocialMedia {
  facebook: string | null;
  youtube: string | null;
  instagram: string | null;
  tiktok: string | null;
  linkedin: string | null;
}

export interface SiteMenu {
  /** The sections present in the CMS, in the fixed order of SPEC §2. */
  sections: MenuSection[];
  tickets: Link | null;
  search: { title: string | null; links: Link[] } | null;
  largeLinkGroup: Link[];
  smallLinkGroup: Link[];
  socialMedia: SocialMedia | null;
}

export interface GeneralContact {
  museumName: string | null;
  /** Postal address, one entry per line (HTML from older data is reduced to text). */
  addressLines: string[];
  phone: string | null;
  mail: string | null;
  routePlanningUrl: string | null;
  general: Contact | null;
  press: Contact | null;
  offers: Contact | null;
  seo: Seo | null;
}

export interface Season {
  name: string | null;
  /** ISO dates (YYYY-MM-DD), inclusive. */
  startDate: string;
  endDate: string;
  exhibitionColor: string | null;
  schauhausColor: string | null;
  corporateColor: string | null;
}

export interface SeasonalColors {
  seasons: Season[];
}

export interface HomeContent {
  title: string | null;
  intro: string | null;
  currentTitle: string | null;
  comingSoonTitle: string | null;
  discoverTitle: string | null;
  image: Image | null;
  seo: Seo | null;
}

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

export interface WeekdayHours {
  weekday: Weekday;
  /** Local times "HH:MM" in the museum's time zone. */
  opens: string | null;
  closes: string | null;
  closed: boolean;
}

export interface HoursException {
  date: string;
  opens: string | null;
  closes: string | null;
  closed: boolean;
  label: LocalizedText;
}

export interface OpeningHours {
  weekly: WeekdayHours[];
  exceptions: HoursException[];
  timezone: string;
}

// ---- Collections --------------------------------------------------------------------------

export type ExhibitionType = 'permanent' | 'temporary' | 'schauhaus';
export type ExhibitionVariant = 'default' | 'tech' | 'art';

export interface ExhibitionRef {
  title: string;
  slug: string;
  type: ExhibitionType;
  seasonalColorRequired: boolean;
}

export interface Exhibition extends ExhibitionRef {
  variant: ExhibitionVariant;
  headline: string | null;
  startDate: string | null;
  endDate: string | null;
  teaserText: string | null;
  body: RichText;
  image: Image | null;
  gallery: Image[];
  place: string | null;
  events: ContentTeaser[];
  offers: ContentTeaser[];
  seo: Seo | null;
}

export interface Event {
  title: string;
  slug: string;
  /** ISO date-time (UTC) of the start. */
  startDate: string;
  endDate: string | null;
  allDay: boolean;
  dateTimeOverride: string | null;
  highlight: boolean;
  headline: string | null;
  teaserText: string | null;
  body: RichText;
  image: Image | null;
  place: string | null;
  targetGroups: Term[];
  categories: Term[];
  accessibilityTags: AccessibilityTag[];
  exhibitions: ExhibitionRef[];
  offer: ContentTeaser | null;
  seo: Seo | null;
}

export type OfferType = 'guidedTour' | 'workshop' | 'other';

export interface InfoBlock {
  title: string | null;
  material: string | null;
  costs: string | null;
  targetGroup: string | null;
  registration: string | null;
  contact: string | null;
  place: string | null;
  meetingPoint: string | null;
  notes: string | null;
  participants: string | null;
  duration: string | null;
}

export interface Offer {
  title: string;
  slug: string;
  type: OfferType;
  bookable: boolean;
  minParticipants: number | null;
  maxParticipants: number | null;
  durationMinutes: number | null;
  highlight: boolean;
  headline: string | null;
  startDate: string | null;
  endDate: string | null;
  teaserText: string | null;
  body: RichText;
  image: Image | null;
  info: InfoBlock | null;
  targetGroups: Term[];
  categories: Term[];
  accessibilityTags: AccessibilityTag[];
  exhibitions: ExhibitionRef[];
  seo: Seo | null;
}
