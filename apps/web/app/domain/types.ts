/**
 * Domain types of the site's content. Nothing here knows Strapi's answer shapes:
 * transformers in app/content/transform/ produce these from v4 or v5 JSON alike.
 * Optional content is `null` (or an empty list), never `undefined`, so objects compare equal.
 */
import type { Locale } from './locale';

export type LocalizedText = Record<Locale, string>;

/**
 * The slug of the same content in each locale where a version exists (its own locale included),
 * for the language switch. A German-only item has no `en`.
 */
export type Alternates = Partial<Record<Locale, string>>;

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
  /** The upload as the site serves it under /media (site/media-paths.ts); null when not a CMS upload. */
  media: MediaSource | null;
  /** The line shown under the picture where it has one, in both languages. */
  caption?: LocalizedText | null;
  /** Who took or made it ("Foto: …"), in both languages. */
  credit?: LocalizedText | null;
}

/** An upload in the CMS's uploads folder: its file name and a version that changes with its content. */
export interface MediaSource {
  file: string;
  version: string;
}

/**
 * Which stored entry an item is and when it last changed: feeds and calendars need an identity
 * that survives renames (UIDs, GUIDs) and a change time (SEQUENCE, lastmod).
 */
export interface Revision {
  /** The CMS's id of the entry, shared by its language versions. */
  id: string;
  /** ISO date-time of the last save of this language version. */
  updatedAt: string;
}

/**
 * An entry as the sitemap knows it: where it is in each language and when it last changed.
 * `section` is set for pages, `scope` for categories.
 */
export interface Listing {
  slug: string;
  /** ISO date-time of the last save of this language version; null when unknown. */
  updatedAt: string | null;
  alternates: Alternates;
  section: PageSection | null;
  scope: CategoryScope | null;
}

/** Whether an event takes place as announced (schema.org EventStatusType, iCal STATUS). */
export type EventStatus = 'scheduled' | 'cancelled' | 'postponed';

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

// ---- Rich text (Strapi "blocks", validated in transform/rich-text.ts) ---------------------

/** A run of text and its marks. */
export interface RichTextText {
  type: 'text';
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strikethrough: boolean;
  code: boolean;
}

/**
 * A link whose address passed the scheme check (http, https, mailto, tel or a site path);
 * any other link reaches the page as its text only.
 */
export interface RichTextLink {
  type: 'link';
  url: string;
  /** Anything but a site path ("/…"). */
  isExternal: boolean;
  children: RichTextText[];
}

export type RichTextInline = RichTextText | RichTextLink;

export interface RichTextListItem {
  type: 'list-item';
  children: RichTextInline[];
}

export interface RichTextList {
  type: 'list';
  format: 'ordered' | 'unordered';
  /** Items, and lists indented below the item before them. */
  children: (RichTextListItem | RichTextList)[];
}

export type RichTextBlock =
  | { type: 'paragraph'; children: RichTextInline[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: RichTextInline[] }
  | RichTextList
  | { type: 'quote'; children: RichTextInline[] }
  | { type: 'code'; text: string }
  | { type: 'image'; image: Image };

/** A rich text document: its blocks in order. */
export type RichText = RichTextBlock[];

export interface Term {
  title: string;
  slug: string;
}

export type AccessibilityKey = 'signLanguage' | 'simpleLanguage' | 'accessible';
export interface AccessibilityTag extends Term {
  key: AccessibilityKey;
}

/** A file of the media library that is offered for download or playback. */
export interface MediaFile {
  /**
   * Absolute URL of a file on another host; null for an upload in the CMS's uploads folder,
   * which the site serves from its own origin (`media`; site/media-paths.ts builds the address).
   */
  url: string | null;
  media: MediaSource | null;
  name: string | null;
  mime: string | null;
  /** Size in bytes (Strapi stores kB). */
  sizeBytes: number | null;
  /** File name extension without the dot, lower case, e.g. "pdf". */
  extension: string | null;
}

export type DownloadKind = 'booklet' | 'video' | 'pressCommentary' | 'download';

/** An entry of a material block or a press release's downloads. */
export interface Download {
  title: string;
  kind: DownloadKind;
  description: string | null;
  /** The uploaded file, if any. */
  file: MediaFile | null;
  /** An external address (video platform, other site), if any. */
  url: string | null;
}

// ---- Taxonomies ---------------------------------------------------------------------------

export type CategoryScope = 'event' | 'offer' | 'discover';

export interface Category extends Term {
  scope: CategoryScope;
  alternates: Alternates;
}

export interface TargetGroup extends Term {
  alternates: Alternates;
}

export interface AccessibilityTagEntry extends AccessibilityTag {
  alternates: Alternates;
}

// ---- Teasers (SPEC §3 "Content item") -------------------------------------------------------

/** `discover` = digital offer (blog, podcast, video, quiz); `press` = press release or kit. */
export type TeaserContentType = 'exhibition' | 'event' | 'offer' | 'press' | 'discover';

/**
 * One preview shape for every list, menu teaser and related item, whatever its kind.
 * `toTeaser(item)` (app/content/teasers.ts) makes one from any detail object.
 */
export interface ContentTeaser {
  contentType: TeaserContentType;
  title: string;
  slug: string;
  /**
   * Exhibition type (permanent, temporary, schauhaus), offer type (guidedTour …), digital
   * offer type (Blog, Podcast, Video, Quiz) or press kind (release, kit); null for events.
   */
  type: string | null;
  /** ISO date (exhibitions, offers, digital offers' published date, press date) or date-time (events). */
  startDate: string | null;
  endDate: string | null;
  /** Editor's text that replaces the formatted date and time, e.g. "every Sunday". */
  dateTimeOverride: string | null;
  allDay: boolean;
  targetGroups: Term[];
  categories: Term[];
  /** The (first) exhibition the item belongs to; for an exhibition itself: null. */
  exhibition: ExhibitionRef | null;
  /** The item's own flag (exhibitions) or that of its exhibition. */
  seasonalColorRequired: boolean;
  highlight: boolean;
  headline: string | null;
  teaserText: string | null;
  image: Image | null;
  alternates: Alternates;
}

export interface ExhibitionTeaser extends ContentTeaser {
  contentType: 'exhibition';
  type: ExhibitionType;
  variant: ExhibitionVariant;
}

export interface EventTeaser extends ContentTeaser {
  contentType: 'event';
  type: null;
  /** ISO date-time (UTC) of the start. */
  startDate: string;
  /** Lists mark cancelled and postponed dates. */
  status: EventStatus;
  /** A recurring event's rule; null for a single date. */
  series: EventSeries | null;
  /** Set on a dated copy of a series event (one occurrence). */
  occurrence?: OccurrenceInfo;
}

export interface OfferTeaser extends ContentTeaser {
  contentType: 'offer';
  type: OfferType;
  bookable: boolean;
}

export interface DigitalOfferTeaser extends ContentTeaser {
  contentType: 'discover';
  type: DigitalOfferType;
  author: AuthorRef | null;
}

export interface PressTeaser extends ContentTeaser {
  contentType: 'press';
  type: PressReleaseKind;
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
  /** The pages the footer links as imprint and privacy policy (editors choose them). */
  imprintPage: PageRef | null;
  privacyPage: PageRef | null;
  seo: Seo | null;
}

/** Where a page is: its slug in this locale and its section (which screen shows it). */
export interface PageRef {
  slug: string;
  section: PageSection;
}

/**
 * The editors' intros of the overview screens (single type overview-intro), by screen id; null
 * where a field is empty.
 */
export const overviewIntroFields = [
  'exhibitions',
  'accessibility',
  'visit',
  'digitalOffers',
  'guidedTours',
  'today',
  'contact',
  'museum',
  'pressList',
  'programme',
  'search',
  'events',
] as const;
/** A field of the CMS single type overview-intro: named after the overview screen it introduces. */
export type OverviewIntroField = (typeof overviewIntroFields)[number];
export type OverviewIntros = Record<OverviewIntroField, string | null>;

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
  contentType: 'exhibition';
  variant: ExhibitionVariant;
  headline: string | null;
  startDate: string | null;
  endDate: string | null;
  teaserText: string | null;
  body: RichText;
  image: Image | null;
  gallery: Image[];
  place: string | null;
  facts: PracticalFacts;
  info: InfoBlock | null;
  accessibilityTags: AccessibilityTag[];
  /** Related events and offers (in this locale). */
  events: ContentTeaser[];
  offers: ContentTeaser[];
  seo: Seo | null;
  alternates: Alternates;
}

// ---- Event series (recurring events, RFC 5545 semantics) ----------------------------------

export const seriesFrequencies = ['weekly', 'monthly'] as const;
/** How often a series repeats: every `interval` weeks or months. */
export type SeriesFrequency = (typeof seriesFrequencies)[number];

/** The nth weekday of a month (1 = first … 4 = fourth, -1 = last). */
export type SeriesWeekOfMonth = 1 | 2 | 3 | 4 | -1;

/** One date of a series changed by the editors: called off, or moved to another time. */
export interface SeriesChange {
  /** The Berlin date (YYYY-MM-DD) the rule gives for the occurrence. */
  date: string;
  kind: 'cancelled' | 'moved';
  /** Moved: the new start and end (ISO instants); the end may be absent (same length). */
  start: string | null;
  end: string | null;
  /** A short note for visitors, per language (the series is shared by both languages). */
  note: { de: string; en: string } | null;
}

/**
 * A recurrence rule as editors choose it in the CMS (never typed as RRULE text). The event's
 * own start and end are the first occurrence: its Berlin wall-clock time and length repeat.
 */
export interface EventSeries {
  frequency: SeriesFrequency;
  /** Every n weeks or months; at least 1. */
  interval: number;
  /** The days of the week; empty = the first occurrence's weekday. */
  weekdays: Weekday[];
  /** Monthly only: the nth of those weekdays in the month; null = the start's day of month. */
  weekOfMonth: SeriesWeekOfMonth | null;
  /** Last possible Berlin date (inclusive), or null. */
  until: string | null;
  /** Number of occurrences (counted before changes), or null; `until` wins when both are set. */
  count: number | null;
  changes: SeriesChange[];
}

/** Where a dated copy of a series event stands in its series. */
export interface OccurrenceInfo {
  /** The Berlin date the rule gives (RECURRENCE-ID); differs from the start when moved. */
  date: string;
  cancelled: boolean;
  /** Moved here from `date`. */
  moved: boolean;
  note: { de: string; en: string } | null;
}

export interface Event {
  contentType: 'event';
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
  /** The offer this event is a dated occurrence of (e.g. a bookable guided tour). */
  offer: ContentTeaser | null;
  status: EventStatus;
  /** Free entry: neither museum admission nor a fee ("Eintritt frei", isAccessibleForFree). */
  freeAdmission: boolean;
  facts: PracticalFacts;
  info: InfoBlock | null;
  /** A recurring event's rule; null for a single date. */
  series: EventSeries | null;
  /** Set on a dated copy of a series event (one occurrence); absent on the event itself. */
  occurrence?: OccurrenceInfo;
  seo: Seo | null;
  alternates: Alternates;
  revision: Revision | null;
}

export type OfferType = 'guidedTour' | 'workshop' | 'other';

/**
 * The practical facts visitors decide by (decision 0055), one value for both languages in the
 * CMS (not localized); the texts around them are the item's info block.
 */
export interface PracticalFacts {
  /** Full price in euros; null: not stated. */
  price: number | null;
  reducedPrice: number | null;
  /** Free entry: neither museum admission nor a fee. */
  freeAdmission: boolean;
  /** Where tickets are sold online: an http(s) address or a path of this site (checked). */
  ticketUrl: string | null;
  /** true: only with registration; false: without; null: not stated. */
  registrationRequired: boolean | null;
  registrationUrl: string | null;
  /** As entered, for display; the link is made from its digits. */
  registrationPhone: string | null;
  registrationMail: string | null;
  /** The room's sign in the museum, e.g. "2.01". */
  room: string | null;
  /** true: reachable without steps; false: not; null: not stated. */
  stepFree: boolean | null;
  durationMinutes: number | null;
  /** Languages it is held in: ISO 639 codes ("de", "en", "gsg" for German Sign Language). */
  languages: string[];
}

export interface InfoBlock {
  title: string | null;
  material: string | null;
  costs: string | null;
  targetGroup: string | null;
  registration: string | null;
  contact: string | null;
  place: string | null;
  meetingPoint: string | null;
  /** Accessibility notes in this language (seating, hearing loop …). */
  accessibility: string | null;
  notes: string | null;
  participants: string | null;
  duration: string | null;
}

/**
 * An offer's own booking rules (CMS fields bookingLeadDays, bookingWeekdays, bookingEarliest,
 * bookingLatest). Empty values mean "no rule of its own": from tomorrow, every opening day, the
 * season's time window (SPEC §5).
 */
export interface OfferBookingRules {
  /** Whole days between today and the earliest bookable day (14: "two weeks ahead"). */
  leadDays: number | null;
  /** The weekdays it can be booked on, Monday first; null: every day the museum is open. */
  weekdays: Weekday[] | null;
  /** Narrows the season's window of start times, "HH:MM". */
  earliest: string | null;
  latest: string | null;
}

export interface Offer {
  contentType: 'offer';
  title: string;
  slug: string;
  type: OfferType;
  bookable: boolean;
  minParticipants: number | null;
  maxParticipants: number | null;
  /** When a request may be for (language-independent; the museum's closed days apply too). */
  bookingRules: OfferBookingRules;
  durationMinutes: number | null;
  highlight: boolean;
  headline: string | null;
  startDate: string | null;
  endDate: string | null;
  teaserText: string | null;
  body: RichText;
  image: Image | null;
  info: InfoBlock | null;
  facts: PracticalFacts;
  targetGroups: Term[];
  categories: Term[];
  accessibilityTags: AccessibilityTag[];
  exhibitions: ExhibitionRef[];
  seo: Seo | null;
  alternates: Alternates;
}

// ---- Digital offers -----------------------------------------------------------------------

export type DigitalOfferType = 'Blog' | 'Podcast' | 'Video' | 'Quiz';

export interface Audio {
  /** Absolute URL of an audio file on another host; null for an upload (see `media`). */
  url: string | null;
  /** The upload in the CMS's uploads folder, which the site serves from its own origin. */
  media: MediaSource | null;
  mime: string | null;
  /** File size, for podcast enclosures (Strapi keeps it rounded to 10 bytes). */
  sizeBytes: number | null;
  durationSeconds: number | null;
}

export interface QuizAnswer {
  text: string;
  correct: boolean;
}

export interface QuizQuestion {
  question: string;
  answers: QuizAnswer[];
  explanation: string | null;
}

export interface AuthorRef {
  name: string;
  slug: string;
}

export interface DigitalOffer {
  contentType: 'discover';
  title: string;
  slug: string;
  type: DigitalOfferType;
  /** ISO date. */
  publishedDate: string | null;
  headline: string | null;
  teaserText: string | null;
  body: RichText;
  image: Image | null;
  audio: Audio | null;
  /** A video's player (YouTube, Vimeo), loaded only with consent; its url is the link without. */
  video: Embed | null;
  transcript: RichText;
  quiz: QuizQuestion[];
  author: AuthorRef | null;
  categories: Term[];
  seo: Seo | null;
  alternates: Alternates;
  revision: Revision | null;
}

export interface Author extends AuthorRef {
  bio: string | null;
  image: Image | null;
  alternates: Alternates;
  /** The author's digital offers, newest first. */
  digitalOffers: DigitalOfferTeaser[];
}

export interface DigitalOfferCategory extends Category {
  /** The category's digital offers, newest first. */
  digitalOffers: DigitalOfferTeaser[];
}

// ---- Press --------------------------------------------------------------------------------

export type PressReleaseKind = 'release' | 'kit';

export interface PressRelease {
  contentType: 'press';
  title: string;
  slug: string;
  kind: PressReleaseKind;
  /** ISO date. */
  date: string;
  headline: string | null;
  teaserText: string | null;
  body: RichText;
  image: Image | null;
  downloads: Download[];
  contact: Contact | null;
  seo: Seo | null;
  alternates: Alternates;
  revision: Revision | null;
}

// ---- Pages --------------------------------------------------------------------------------

export type PageSection = 'visit' | 'museum' | 'accessibility' | 'none';

/** What overview pages show of a page. */
export interface PageTeaser {
  title: string;
  slug: string;
  section: PageSection;
  order: number | null;
  headline: string | null;
  teaserText: string | null;
  image: Image | null;
  accessibilityTags: AccessibilityTag[];
  alternates: Alternates;
}

export interface FaqItem {
  question: string;
  answer: RichText;
}

/** An iframe an editor put into page content (page block "embed") or a digital offer's video. */
export interface Embed {
  title: string;
  /** The content on the provider's own site: the link without JavaScript or consent. */
  url: string;
  /** What the iframe loads (a privacy-enhanced variant where one exists). */
  embedUrl: string;
  caption: string | null;
  poster: Image | null;
  /** Width / height of the frame, e.g. 16 / 9. */
  aspectRatio: number;
}

/** The blocks of a page's dynamic zone; unknown or broken blocks are left out. */
export type PageBlock =
  | { kind: 'rich-text'; body: RichText }
  | { kind: 'info-block'; info: InfoBlock }
  | { kind: 'material-block'; title: string | null; items: Download[] }
  | {
      kind: 'teaser';
      title: string | null;
      text: string | null;
      link: Link | null;
      image: Image | null;
    }
  | { kind: 'contact-list'; title: string | null; contacts: Contact[] }
  | {
      kind: 'partner-list';
      title: string | null;
      /** null = all groups. */
      group: PartnerGroup | null;
      /** The partners of that group, in their order (resolved by getPage). */
      partners: Partner[];
    }
  | { kind: 'slider'; title: string | null; images: Image[] }
  | { kind: 'faq'; title: string | null; items: FaqItem[] }
  /** An iframe of an external service, loaded only with the visitor's consent. */
  | { kind: 'embed'; embed: Embed };

export type PageBlockKind = PageBlock['kind'];

export interface Page extends PageTeaser {
  blocks: PageBlock[];
  seo: Seo | null;
}

// ---- Not localized ------------------------------------------------------------------------

export const partnerGroups = ['media', 'mobility', 'memberships', 'awards'] as const;
export type PartnerGroup = (typeof partnerGroups)[number];

export interface Partner {
  name: string;
  url: string | null;
  logo: Image | null;
  group: PartnerGroup;
  order: number | null;
}

export interface Redirect {
  /** A path starting with "/"; a trailing "/*" matches everything below it. */
  from: string;
  /** A path or an absolute URL; a trailing "/*" receives the matched tail. */
  to: string;
  permanent: boolean;
}

// ---- Writes -------------------------------------------------------------------------------

/** A visitor's guided-tour request as the CMS keeps it (booking-request collection). */
export interface BookingRequestEntry {
  /** Idempotency key generated into the form; the CMS holds one entry per key. */
  submissionId: string;
  pageLocale: Locale;
  /** The offer asked for; stored as text and, where the CMS knows it, as a relation. */
  offer: { title: string; slug: string };
  request: {
    language: string;
    /** ISO date. */
    date: string;
    /** "HH:MM". */
    time: string;
    hour: number;
    minute: number;
    participants: number;
    salutation: 'ms' | 'mr' | 'diverse' | null;
    firstName: string;
    lastName: string;
    tel: string | null;
    email: string;
    message: string | null;
    company: string | null;
    address: string;
    postalCode: string;
    city: string;
    country: string | null;
  };
}

/** A visitor's report of an accessibility barrier (BITV 2.0 feedback; barrier-report collection). */
export interface BarrierReportEntry {
  /** Idempotency key generated into the form; the CMS holds one entry per key. */
  submissionId: string;
  pageLocale: Locale;
  report: {
    /** What the barrier is, in the visitor's words. */
    description: string;
    /** A path of this site ("/ausstellungen?x=1#y"), or null when not given. */
    page: string | null;
    /** What the visitor used (screen reader, magnification …), or null. */
    assistiveTechnology: string | null;
    name: string | null;
    /** Only when the visitor wants an answer. */
    email: string | null;
  };
}

/** `created`: stored now; `duplicate`: an entry with that submissionId was there already. */
export type SaveOutcome = 'created' | 'duplicate';
