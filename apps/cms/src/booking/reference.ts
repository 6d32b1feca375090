import { createHash } from 'node:crypto';

// What the visitor, the museum's mails and the CMS's replies call a request: short, derived
// from the submission id, nothing the sender chose (decision 0035). The site takes this very
// module (app/domain/reference.ts), so the thank-you page, its mails and the CMS's replies
// name a request alike.

export function bookingReference(submissionId: string, prefix = 'ZM'): string {
  const hash = createHash('sha256').update(submissionId).digest('hex');
  return `${prefix}-${hash.slice(0, 8).toUpperCase()}`;
}

/** A barrier report's reference: told apart from booking requests at a glance. */
export function reportReference(submissionId: string): string {
  return bookingReference(submissionId, 'ZM-BF');
}
