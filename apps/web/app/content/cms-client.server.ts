import type { CmsConfig } from './config.server';
import { strapiQueryString } from './query-string';

export class CmsError extends Error {
  override name = 'CmsError';
  constructor(
    message: string,
    readonly url: string,
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface CmsClient {
  /** GET a REST path with a Strapi query; resolves with the parsed JSON answer. */
  get(path: string, query?: Record<string, unknown>): Promise<unknown>;
}

export function createCmsClient(config: CmsConfig, fetchImpl: typeof fetch = fetch): CmsClient {
  return {
    async get(path, query = {}) {
      const search = strapiQueryString(query);
      const url = `${config.baseUrl}${path}${search ? `?${search}` : ''}`;
      const headers: Record<string, string> = { accept: 'application/json' };
      if (config.token) headers.authorization = `Bearer ${config.token}`;
      if (config.responseFormat === 'v4') headers['strapi-response-format'] = 'v4';
      let response: Response;
      try {
        response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(config.timeoutMs) });
      } catch (error) {
        throw new CmsError(`CMS unreachable: ${describe(error)}`, url, null, { cause: error });
      }
      if (!response.ok) {
        const body = await response.text().catch(() => '');
        throw new CmsError(
          `CMS answered ${response.status}: ${body.slice(0, 300)}`,
          url,
          response.status,
        );
      }
      try {
        return await response.json();
      } catch (error) {
        throw new CmsError(`CMS answer is not JSON: ${describe(error)}`, url, response.status, {
          cause: error,
        });
      }
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}
