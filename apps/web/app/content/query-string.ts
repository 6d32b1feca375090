/**
 * Strapi's REST query syntax: nested objects as brackets, e.g. populate[seo][populate][image]=true.
 * Brackets stay unencoded (Strapi's parser reads them as they are): the site menu's query
 * would otherwise grow by a third and come close to the servers' URL size limits.
 */
export function strapiQueryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  const encodeKey = (key: string) =>
    encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => add(`${key}[${index}]`, item));
    } else if (typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(value)) add(`${key}[${inner}]`, innerValue);
    } else {
      pairs.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return pairs.join('&');
}
