import { AsyncLocalStorage } from 'node:async_hooks';

// Uploads made inside `withPlainUploads` keep the original and the 320 px thumbnail only: no
// responsive formats (xlarge … small), no re-encode by "size optimization" and no decode of
// every pixel to find a broken file (only trusted, generated files go this way). The site makes
// every size it shows from the original (decision 0026) and the IIIF tiles too (0065), so for
// the demo collection's 250 pictures those formats were only seed time (decision 0067). Scoped
// to the async work, not a global setting: an editor's upload at the same time is untouched,
// and nothing stays switched off if the work fails.
const scope = new AsyncLocalStorage<boolean>();

export function withPlainUploads<T>(work: () => Promise<T>): Promise<T> {
  return scope.run(true, work);
}

export function inPlainUploads(): boolean {
  return scope.getStore() === true;
}
