/**
 * Loader-facing reads, one function per kind of content (documented in reads.server.ts).
 * Lists give `ContentTeaser`s (one shape for every kind); details give the full domain object
 * with `alternates`, the slug in each locale, for the language switch. All reads are cached per
 * locale and invalidated by the CMS webhook.
 */
import { barrierReports, bookingRequests, content } from './content.server';
import { createContentReads } from './reads.server';

export { redirectLocation, resolveRedirect, type RedirectTarget } from './redirects';
export { toTeaser } from './teasers';

export const {
  getSiteMenu,
  getGeneralContact,
  getSeasonalColors,
  getHome,
  getOpeningHours,
  getOverviewIntros,
  getAccessibilityStatement,
  getConsentSettings,
  getNotices,
  getExhibitions,
  getExhibition,
  getEvents,
  getEvent,
  getEventDetails,
  getOffers,
  getOffer,
  getDigitalOffers,
  getDigitalOffer,
  getDigitalOfferEntries,
  getAuthor,
  getDigitalOfferCategory,
  getPressReleases,
  getPressRelease,
  getPressReleaseEntries,
  getPages,
  getPage,
  getCategories,
  getTargetGroups,
  getAccessibilityTags,
  getPartners,
  getRedirects,
  findRedirect,
  invalidateContent,
  getAllDetailed,
  getByDocumentId,
  getListing,
  getEntryVersions,
} = createContentReads(content);

export { cmsCircuitOpen, listedCollections, type ListedCollection } from './content.server';
export { withoutDrafts } from './draft-scope.server';

/** Stores a visitor's booking request once (by its submissionId); throws while the CMS fails. */
export const saveBookingRequest = bookingRequests.save;

/** Stores a visitor's barrier report once (by its submissionId); throws while the CMS fails. */
export const saveBarrierReport = barrierReports.save;
