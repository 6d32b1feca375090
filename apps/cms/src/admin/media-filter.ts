// The picker of a media field lists what the field takes (issue #44): Strapi's dialog loads
// every file of the library and only greys out those of other types, so an image field
// showed PDFs and audio first. The field's `allowedTypes` become a filter on the dialog's
// request for files (GET /upload/files), sent while that field's dialog is in use.

const PREFIX: Record<string, string> = { images: 'image/', videos: 'video/', audios: 'audio/' };

/**
 * The query-string filter for a field's allowed types, or '' for none: "files" means every
 * other kind, so a field that takes files is not filtered.
 */
export function mimeFilterQuery(allowedTypes: readonly string[] | null | undefined): string {
  if (!allowedTypes?.length || allowedTypes.includes('files')) return '';
  const prefixes = allowedTypes.map((type) => PREFIX[type]).filter((p): p is string => !!p);
  if (prefixes.length === 0) return '';
  const encoded = prefixes.map((prefix) => encodeURIComponent(prefix));
  if (encoded.length === 1) return `filters[mime][$startsWith]=${encoded[0]}`;
  return encoded.map((prefix, i) => `filters[$or][${i}][mime][$startsWith]=${prefix}`).join('&');
}

/** Whether a request is the asset list (not one file, not the folders, not an upload). */
export function isAssetList(url: string, method = 'GET'): boolean {
  if (method.toUpperCase() !== 'GET') return false;
  const path = new URL(url, 'http://admin.invalid').pathname;
  return /\/upload\/files\/?$/.test(path);
}

/** `url` with the filter of `allowedTypes` added to its query. */
export function filteredAssetList(url: string, allowedTypes: readonly string[] | null): string {
  const filter = mimeFilterQuery(allowedTypes);
  if (!filter) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${filter}`;
}

/**
 * The allowed types of the media field the editor last clicked into (its field or its
 * dialog), null after any click elsewhere. A click anywhere first clears it (a capturing
 * listener on the document runs before React's); the field's own capturing handler then
 * sets it again.
 */
export const assetScope = {
  current: null as readonly string[] | null,
};

export function installAssetFilter(win: Window & typeof globalThis): void {
  const original = win.fetch.bind(win);
  win.document.addEventListener(
    'click',
    () => {
      assetScope.current = null;
    },
    true,
  );
  win.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const types = assetScope.current;
    if (types && typeof input === 'string' && isAssetList(input, init?.method)) {
      return original(filteredAssetList(input, types), init);
    }
    return original(input, init);
  };
}
