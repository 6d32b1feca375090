/**
 * The reference of a booking request or barrier report (ZM-…, ZM-BF-…): the site's pages and
 * mails and the CMS's replies to visitors compute it with the one function in the CMS's sources.
 */
export { bookingReference, reportReference } from '../../../cms/src/booking/reference';
