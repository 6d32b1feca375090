/**
 * One mailbox ("local@domain": no list, no display name, no control characters): the one rule
 * the booking form and the CMS's booking-request model share. The rule lives in the CMS's
 * sources, which cannot reach above their own folder, and the site takes it from there.
 */
export { MAILBOX_MAX_LENGTH, isMailbox } from '../../../cms/src/booking/mail-address';
