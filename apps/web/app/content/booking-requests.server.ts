/**
 * The content layer's one write: a visitor's booking request into the CMS's booking-request
 * collection, through the shared client (token, timeout, v4/v5 answers, errors). Callers hand
 * in a domain object and learn whether it was created or already there; the Strapi request
 * and answer shapes stay in this file.
 */
import { z } from 'zod';
import { CmsError, type CmsClient } from './cms-client.server';
import { responseData } from './strapi';
import type { BookingRequestEntry, SaveOutcome } from '~/domain/types';

export interface BookingRequestStore {
  /**
   * Stores the request under `claim` (the attempt's random id, decision 0040) unless one with
   * its submissionId exists: 'created' when it created it or the entry carries this claim (an
   * earlier attempt of the same job), 'duplicate' when it carries another or none.
   */
  save(entry: BookingRequestEntry, claim: string): Promise<SaveOutcome>;
}

const BOOKING_REQUESTS = '/api/booking-requests';
const OFFERS = '/api/offers';

/** Editors read German words in the admin panel. */
const salutationWords = { ms: 'Frau', mr: 'Herr', diverse: 'Divers' } as const;

/**
 * How a relation to an entry is written: Strapi 5 by documentId and locale, Strapi 4 (which
 * has no documentId) by its numeric id.
 */
export type EntryRef = { documentId: string; locale: string } | { id: number };

/** The CMS fields (docs/content-model.md, booking-request). */
export function toCmsBookingRequest(
  entry: BookingRequestEntry,
  offer: EntryRef | null,
  claim: string,
) {
  const { request } = entry;
  return {
    ...(offer ? { offer: { connect: [offer] } } : {}),
    offerTitle: entry.offer.title,
    offerSlug: entry.offer.slug,
    pageLocale: entry.pageLocale,
    language: request.language,
    date: request.date,
    hour: request.hour,
    minute: request.minute,
    time: request.time,
    participants: request.participants,
    salutation: request.salutation ? salutationWords[request.salutation] : null,
    firstName: request.firstName,
    lastName: request.lastName,
    tel: request.tel,
    email: request.email,
    message: request.message,
    company: request.company,
    street: request.address,
    postalCode: request.postalCode,
    city: request.city,
    country: request.country,
    consent: true,
    bookingStatus: 'new',
    submissionId: entry.submissionId,
    deliveryClaim: claim,
  };
}

/** Entries of a list answer (v4 or v5, flattened) with the ids a relation needs. */
const idListSchema = z.array(
  z.looseObject({
    id: z.number().int().optional(),
    documentId: z.string().min(1).optional(),
    // Only asked for on booking requests; entries stored before claims have none.
    deliveryClaim: z.string().nullish(),
  }),
);

export function createBookingRequestStore(client: CmsClient): BookingRequestStore {
  async function ids(path: string, query: Record<string, unknown>) {
    return idListSchema.parse(responseData(await client.get(path, query)));
  }

  /** What an entry with this submissionId says about the claim; null: there is none. */
  async function stored(submissionId: string, claim: string): Promise<SaveOutcome | null> {
    const found = await ids(BOOKING_REQUESTS, {
      filters: { submissionId: { $eq: submissionId } },
      fields: ['submissionId', 'deliveryClaim'],
    });
    if (found.length === 0) return null;
    return found.some((entry) => entry.deliveryClaim === claim) ? 'created' : 'duplicate';
  }

  /** The offer to relate the request to; the request is stored without it if unknown. */
  async function offerRef(entry: BookingRequestEntry): Promise<EntryRef | null> {
    try {
      const [offer] = await ids(OFFERS, {
        filters: { slug: { $eq: entry.offer.slug } },
        fields: ['slug'],
        locale: entry.pageLocale,
      });
      if (offer?.documentId) return { documentId: offer.documentId, locale: entry.pageLocale };
      if (offer?.id !== undefined) return { id: offer.id };
      return null;
    } catch {
      return null;
    }
  }

  return {
    async save(entry, claim) {
      const before = await stored(entry.submissionId, claim);
      if (before) return before;
      const data = toCmsBookingRequest(entry, await offerRef(entry), claim);
      try {
        await client.post(BOOKING_REQUESTS, { data });
        return 'created';
      } catch (error) {
        // A concurrent save of the same submission won the race to the unique constraint:
        // ours when it carries our claim (an attempt whose answer we did not get).
        if (error instanceof CmsError && error.status === 400) {
          const after = await stored(entry.submissionId, claim);
          if (after) return after;
        }
        throw error;
      }
    },
  };
}
