// Small helpers to talk to the CMS under test.
export const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
export const token = process.env.CMS_API_TOKEN ?? '';

export type Locale = 'de' | 'en';

export async function get(path: string, init: RequestInit = {}) {
  return fetch(`${cmsUrl}${path}`, init);
}

export async function getJson<T = any>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await get(path, init);
  if (!response.ok)
    throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const withToken = (init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` },
});

/** Number of entries of a collection type in one locale. */
export async function countOf(collection: string, locale: Locale): Promise<number> {
  const body = await getJson(`/api/${collection}?locale=${locale}&pagination[pageSize]=1`);
  return body.meta.pagination.total;
}
