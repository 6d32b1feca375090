/**
 * The site's two search indexes (one per locale), built from the CMS at server start and kept
 * current by the CMS webhook, item by item. Loaders and the suggestion endpoint ask here.
 */
import { failureReason } from '~/content/cms-breaker.server';
import { withoutDrafts } from '~/content/draft-scope.server';
import { locales, type Locale } from '~/domain/locale';
import type { SearchDocument } from './document';
import { createSearchIndex, type SearchIndex } from './search-index.server';

/** Where the documents come from (the CMS; tests give their own). */
export interface SearchSource {
  /** Every public item in that locale. Throws while the CMS cannot answer. */
  all(locale: Locale): Promise<SearchDocument[]>;
  /**
   * One CMS entry (by the webhook's model and document id) as it is public now in a locale:
   * its document id in the index and the document, null when it is not (or no longer) public.
   * Null altogether for models the search does not cover.
   */
  entry(
    change: EntryChange,
    locale: Locale,
  ): Promise<{ id: string; doc: SearchDocument | null } | null>;
}

/** What the CMS webhook says changed. */
export interface EntryChange {
  model: string;
  documentId: string;
}

// A failed build is tried again after this long (the CMS may be starting too).
const RETRY_MS = 5_000;

export function createSiteSearch(source: SearchSource) {
  const indexes = new Map<Locale, SearchIndex>();
  const building = new Map<Locale, Promise<SearchIndex>>();
  // Changes that arrive while an index is being built are applied to it afterwards.
  const pending = new Map<Locale, EntryChange[]>();

  async function build(locale: Locale): Promise<SearchIndex> {
    pending.set(locale, []);
    const docs = await source.all(locale);
    const index = createSearchIndex(locale);
    await index.addAll(docs);
    indexes.set(locale, index);
    const missed = pending.get(locale) ?? [];
    pending.delete(locale);
    for (const change of missed) await applyTo(locale, change);
    return index;
  }

  // The last failed build per locale: visitors asking meanwhile get its error at once instead
  // of each starting a build against a CMS that is down (start() keeps retrying).
  const failed = new Map<Locale, { at: number; error: unknown }>();

  function ensure(locale: Locale, retry = false): Promise<SearchIndex> {
    const ready = indexes.get(locale);
    if (ready) return Promise.resolve(ready);
    let promise = building.get(locale);
    if (promise) return promise;
    const failure = failed.get(locale);
    if (failure && !retry && Date.now() - failure.at < RETRY_MS) {
      return Promise.reject(failure.error);
    }
    // Kept for every visitor: built from published content, also when a preview asked first.
    promise = withoutDrafts(() => build(locale)).then(
      (index) => {
        failed.delete(locale);
        return index;
      },
      (error: unknown) => {
        failed.set(locale, { at: Date.now(), error });
        throw error;
      },
    );
    building.set(locale, promise);
    void promise.catch(() => {}).finally(() => building.delete(locale));
    return promise;
  }

  /** Re-reads one changed entry into a built index. */
  async function applyTo(locale: Locale, change: EntryChange) {
    const index = indexes.get(locale);
    const current = index ? await source.entry(change, locale) : null;
    if (!index || !current) return;
    if (current.doc) index.replace(current.doc);
    else index.remove(current.id);
  }

  /** A change into each locale's index, or queued behind that locale's build. */
  async function applyEverywhere(change: EntryChange): Promise<void> {
    await Promise.all(
      locales.map((locale) => {
        // Being built: applied once the build is done (it may have read the old version).
        const queue = pending.get(locale);
        if (queue) queue.push(change);
        return queue ? undefined : applyTo(locale, change);
      }),
    );
  }

  let updates: Promise<void> = Promise.resolve();

  return {
    /** Builds both indexes now; a failure is logged and tried again until it works. */
    start() {
      for (const locale of locales) {
        const attempt = () =>
          ensure(locale, true).catch((error: unknown) => {
            console.error(`[search] index ${locale} not built: ${failureReason(error)}`);
            setTimeout(attempt, RETRY_MS).unref();
          });
        void attempt();
      }
    },
    /** The locale's index, waiting for its first build; throws while it cannot be built. */
    index: (locale: Locale) => ensure(locale),
    /** The index if it is ready, else null (for answers that must not wait). */
    ready: (locale: Locale): SearchIndex | null => indexes.get(locale) ?? null,
    /** A publish, update, unpublish or delete from the webhook: that one entry is re-read. */
    update(change: EntryChange): Promise<void> {
      // One change at a time: two quick saves of one entry must not land in the wrong order.
      const done = updates.then(() => applyEverywhere(change));
      updates = done.catch(() => {});
      return done;
    },
  };
}

export type SiteSearch = ReturnType<typeof createSiteSearch>;
