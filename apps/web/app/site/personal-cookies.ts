/**
 * The cookies whose requests get answers made for one visitor: a preview of drafts, and the
 * thank-you pages right after a booking request or a barrier report. No shared cache may keep or
 * serve those answers; nginx's template (deploy/nginx) bypasses its cache on each of them, which
 * a test checks against this list.
 */
export const personalCookies = {
  preview: 'zm_preview',
  bookingReceived: 'zm_booking_received',
  reportReceived: 'zm_report_received',
} as const;
