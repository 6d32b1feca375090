/** Strapi's REST query syntax: nested objects as brackets, e.g. populate[seo][populate][image]=true. */
export function strapiQueryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => add(`${key}[${index}]`, item));
    } else if (typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(value)) add(`${key}[${inner}]`, innerValue);
    } else {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return pairs.join('&');
}
