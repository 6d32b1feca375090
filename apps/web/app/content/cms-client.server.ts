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

/**
 * The one HTTP client of the CMS: base URL, API token, answer format (v4/v5), timeout and
 * errors for reads and writes alike. Answers are returned as parsed JSON, in the shape the
 * CMS sent (app/content/strapi.ts flattens them).
 */
export interface CmsReader {
  /** GET a REST path with a Strapi query; resolves with the parsed JSON answer. */
  get(path: string, query?: Record<string, unknown>): Promise<unknown>;
}

export interface CmsClient extends CmsReader {
  /**
   * POST a JSON body to a REST path; resolves with the parsed JSON answer. An error names
   * only Strapi's error name and message: the answer to a write may echo personal data.
   */
  post(path: string, body: unknown): Promise<unknown>;
}

export function createCmsClient(config: CmsConfig, fetchImpl: typeof fetch = fetch): CmsClient {
  async function send(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, unknown>,
    body?: unknown,
  ): Promise<unknown> {
    const search = strapiQueryString(query);
    const url = `${config.baseUrl}${path}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (config.token) headers.authorization = `Bearer ${config.token}`;
    if (config.responseFormat === 'v4') headers['strapi-response-format'] = 'v4';
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new CmsError(`CMS unreachable: ${describe(error)}`, url, null, { cause: error });
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      const detail = method === 'GET' ? text.slice(0, 300) : strapiErrorOf(text);
      throw new CmsError(`CMS answered ${response.status}: ${detail}`.trim(), url, response.status);
    }
    try {
      return await response.json();
    } catch (error) {
      throw new CmsError(`CMS answer is not JSON: ${describe(error)}`, url, response.status, {
        cause: error,
      });
    }
  }

  return {
    get: (path, query = {}) => send('GET', path, query),
    post: (path, body) => send('POST', path, {}, body),
  };
}

/**
 * Whether the CMS answers its health check (Strapi's GET /_health: 204) within the timeout, with
 * anything but a 5xx (the circuit breaker asks it, cms-breaker.server.ts).
 */
export async function cmsHealthy(config: CmsConfig, fetchImpl: typeof fetch = fetch) {
  try {
    const answer = await fetchImpl(`${config.baseUrl}/_health`, {
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    await answer.body?.cancel();
    return answer.status < 500;
  } catch {
    return false;
  }
}

/** `{ error: { name, message } }` of a Strapi error answer, nothing else of it. */
function strapiErrorOf(text: string): string {
  try {
    const error = (JSON.parse(text) as { error?: { name?: unknown; message?: unknown } } | null)
      ?.error;
    return [error?.name, error?.message].filter((part) => typeof part === 'string').join(' ');
  } catch {
    return '';
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}
