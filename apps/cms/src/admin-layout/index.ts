// Every versioned admin layout: one module per content type and component.
import type { AdminLayout } from './define';
import accessibilityStatement from './content-types/accessibility-statement';
import accessibilityTag from './content-types/accessibility-tag';
import author from './content-types/author';
import barrierReport from './content-types/barrier-report';
import bookingRequest from './content-types/booking-request';
import category from './content-types/category';
import collectionMaker from './content-types/collection-maker';
import collectionObject from './content-types/collection-object';
import collectionTerm from './content-types/collection-term';
import consentService from './content-types/consent-service';
import consentText from './content-types/consent-text';
import digitalOffer from './content-types/digital-offer';
import event from './content-types/event';
import exhibition from './content-types/exhibition';
import generalContact from './content-types/general-contact';
import home from './content-types/home';
import notice from './content-types/notice';
import offer from './content-types/offer';
import openingHours from './content-types/opening-hours';
import overviewIntro from './content-types/overview-intro';
import page from './content-types/page';
import partner from './content-types/partner';
import pressRelease from './content-types/press-release';
import redirect from './content-types/redirect';
import replyMail from './content-types/reply-mail';
import replyTemplate from './content-types/reply-template';
import seasonalColorsCollection from './content-types/seasonal-colors-collection';
import siteMenu from './content-types/site-menu';
import targetGroup from './content-types/target-group';
import blocksContactListComponent from './components/blocks-contact-list';
import blocksEmbedComponent from './components/blocks-embed';
import blocksFaqItemComponent from './components/blocks-faq-item';
import blocksFaqComponent from './components/blocks-faq';
import blocksInfoBlockComponent from './components/blocks-info-block';
import blocksMaterialBlockComponent from './components/blocks-material-block';
import blocksPartnerListComponent from './components/blocks-partner-list';
import blocksRichTextComponent from './components/blocks-rich-text';
import blocksSliderComponent from './components/blocks-slider';
import blocksTeaserComponent from './components/blocks-teaser';
import collectionMakerRoleComponent from './components/collection-maker-role';
import collectionObjectImageComponent from './components/collection-object-image';
import eventSeriesChangeComponent from './components/event-series-change';
import eventSeriesComponent from './components/event-series';
import hoursExceptionComponent from './components/hours-exception';
import hoursWeekdayComponent from './components/hours-weekday';
import menuSearchComponent from './components/menu-search';
import menuSectionComponent from './components/menu-section';
import menuSocialMediaComponent from './components/menu-social-media';
import quizAnswerComponent from './components/quiz-answer';
import quizQuestionComponent from './components/quiz-question';
import seasonSeasonComponent from './components/season-season';
import sharedContactComponent from './components/shared-contact';
import sharedDownloadComponent from './components/shared-download';
import sharedInfoBlockComponent from './components/shared-info-block';
import sharedLinkComponent from './components/shared-link';
import sharedSeoComponent from './components/shared-seo';
import statementBarrierComponent from './components/statement-barrier';

export const contentTypeLayouts: AdminLayout[] = [
  accessibilityStatement,
  accessibilityTag,
  author,
  barrierReport,
  bookingRequest,
  category,
  collectionMaker,
  collectionObject,
  collectionTerm,
  consentService,
  consentText,
  digitalOffer,
  event,
  exhibition,
  generalContact,
  home,
  notice,
  offer,
  openingHours,
  overviewIntro,
  page,
  partner,
  pressRelease,
  redirect,
  replyMail,
  replyTemplate,
  seasonalColorsCollection,
  siteMenu,
  targetGroup,
];

export const componentLayouts: AdminLayout[] = [
  blocksContactListComponent,
  blocksEmbedComponent,
  blocksFaqItemComponent,
  blocksFaqComponent,
  blocksInfoBlockComponent,
  blocksMaterialBlockComponent,
  blocksPartnerListComponent,
  blocksRichTextComponent,
  blocksSliderComponent,
  blocksTeaserComponent,
  collectionMakerRoleComponent,
  collectionObjectImageComponent,
  eventSeriesComponent,
  eventSeriesChangeComponent,
  hoursExceptionComponent,
  hoursWeekdayComponent,
  menuSearchComponent,
  menuSectionComponent,
  menuSocialMediaComponent,
  quizAnswerComponent,
  quizQuestionComponent,
  seasonSeasonComponent,
  sharedContactComponent,
  sharedDownloadComponent,
  sharedInfoBlockComponent,
  sharedLinkComponent,
  sharedSeoComponent,
  statementBarrierComponent,
];
