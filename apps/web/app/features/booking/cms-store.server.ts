import { strapiQueryString } from '~/content/query-string';
import type { BookingRecord } from './record';

/** The booking-request collection of the CMS, written with the server's API token. */
export interface BookingStore {
  /** Stores the request unless one with its submissionId exists; tells which happened. */
  save(record: BookingRecord): Promise<'created' | 'duplicate'>;
}

export class BookingStoreError extends Error {
  override name = 'BookingStoreError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export interface BookingStoreOptions {
  baseUrl: string;
  token: string | null;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

const salutationWords = { ms: 'Frau', mr: 'Herr', diverse: 'Divers' } as const;

/** The CMS fields (docs/content-model.md, booking-request); editors read German words. */
export function toCmsData(record: BookingRecord, offerDocumentId: string | null) {
  const { request } = record;
  return {
    ...(offerDocumentId
      ? { offer: { connect: [{ documentId: offerDocumentId, locale: record.pageLocale }] } }
      : {}),
    offerTitle: record.offer.title,
    offerSlug: record.offer.slug,
    pageLocale: record.pageLocale,
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
    status: 'new',
    submissionId: record.submissionId,
  };
}

export function createBookingStore(options: BookingStoreOptions): BookingStore {
  const fetchImpl = options.fetchImpl ?? fetch;

  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (init.body) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${options.baseUrl}${path}`, {
        ...init,
        headers,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new BookingStoreError(
        `CMS unreachable: ${error instanceof Error ? error.name : 'error'}`,
        null,
      );
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      // Only the error's name and message: the body may echo personal data.
      const error = (body as { error?: { name?: string; message?: string } } | null)?.error;
      throw new BookingStoreError(
        `CMS answered ${response.status}: ${error?.name ?? ''} ${error?.message ?? ''}`.trim(),
        response.status,
      );
    }
    return body;
  }

  async function exists(submissionId: string): Promise<boolean> {
    const query = strapiQueryString({
      filters: { submissionId: { $eq: submissionId } },
      fields: ['submissionId'],
    });
    const answer = (await call(`/api/booking-requests?${query}`)) as { data?: unknown[] };
    return Array.isArray(answer.data) && answer.data.length > 0;
  }

  /** The offer's documentId for the relation; the request is stored without it if unknown. */
  async function offerDocumentId(record: BookingRecord): Promise<string | null> {
    try {
      const query = strapiQueryString({
        filters: { slug: { $eq: record.offer.slug } },
        fields: ['slug'],
        locale: record.pageLocale,
      });
      const answer = (await call(`/api/offers?${query}`)) as { data?: { documentId?: string }[] };
      return answer.data?.[0]?.documentId ?? null;
    } catch {
      return null;
    }
  }

  return {
    async save(record) {
      if (await exists(record.submissionId)) return 'duplicate';
      const data = toCmsData(record, await offerDocumentId(record));
      try {
        await call('/api/booking-requests', { method: 'POST', body: JSON.stringify({ data }) });
        return 'created';
      } catch (error) {
        // A concurrent save of the same submission lost the race to the unique constraint.
        if (error instanceof BookingStoreError && error.status === 400) {
          if (await exists(record.submissionId)) return 'duplicate';
        }
        throw error;
      }
    },
  };
}
