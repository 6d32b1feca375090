import type { BookingRequestEntry } from '~/domain/types';
import type { BookingRequest } from './fields';

/**
 * What is stored and mailed about one request: the validated data plus its context. It is the
 * content layer's BookingRequestEntry (what the CMS keeps), so it is saved as it is.
 */
export interface BookingRecord extends BookingRequestEntry {
  request: BookingRequest;
  receivedAt: string;
}
