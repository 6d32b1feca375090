/**
 * The life of the collection index (decision 0068): a SQLite file in the site's data folder
 * (`COLLECTION_INDEX_DIR`), which every process of the site opens (WAL: readers never wait for a
 * writer). At start every process brings it in line with the CMS (all published objects in, the
 * others out), retrying every 5 s while the CMS cannot answer; the CMS webhook then re-reads the
 * object that changed (a term or a maker: all objects, since each can name it). The command
 * `npm run collection:reindex` asks the running site to do the start's work again.
 *
 * The index is a copy: deleting the file loses nothing, the next start makes it again.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { failureReason } from '~/content/cms-breaker.server';
import { withoutDrafts } from '~/content/draft-scope.server';
import type { CollectionObject } from '~/domain/collection';
import type { Locale } from '~/domain/locale';
import {
  openCollectionIndex,
  type CollectionIndex,
  type CollectionQuery,
  type CollectionResult,
} from './collection-index.server';
import { indexEntry } from './index-entry.server';

export type ObjectVersions = Partial<Record<Locale, CollectionObject>>;

/** Where the objects come from (the CMS; tests give their own). */
export interface CollectionSource {
  /** Every published object with its language versions. Throws while the CMS cannot answer. */
  all(): Promise<ObjectVersions[]>;
  /** One object's published versions by its document id; `{}` when none is published. */
  one(documentId: string): Promise<ObjectVersions>;
}

/** What the CMS webhook says changed. */
export interface CollectionChange {
  model: string;
  documentId: string;
}

/** The CMS models whose change can alter what the index holds (webhook `model`). */
const OBJECT_MODEL = 'collection-object';
const VOCABULARY_MODELS = new Set(['collection-term', 'collection-maker', 'exhibition']);

const RETRY_MS = 5_000;
/**
 * A term's, maker's or exhibition's names sit in many objects' entries: everything is read again,
 * this long after the change, so that the publish's own pages are rendered first (the cluster
 * renders about a hundred of them within the 5 s it promises), and once for changes close together.
 */
export const VOCABULARY_DELAY_MS = 5_000;

/** The index file in a folder (made when missing). */
export function collectionIndexFile(env: Record<string, string | undefined> = process.env) {
  const dir = path.resolve(env.COLLECTION_INDEX_DIR || 'var/collection-index');
  return path.join(dir, 'objects.sqlite');
}

/** Withdrawn objects have a page (410) but are not found any more. */
const isListed = (versions: ObjectVersions) => {
  const first = versions.de ?? versions.en;
  return first !== undefined && !first.withdrawn;
};

export class CollectionUnavailable extends Error {
  override name = 'CollectionUnavailable';
}

export function createCollectionService({
  source,
  open,
  vocabularyDelayMs = VOCABULARY_DELAY_MS,
}: {
  source: CollectionSource;
  /** Opens the index (a file in production, memory in tests). */
  open: () => CollectionIndex;
  vocabularyDelayMs?: number;
}) {
  let index: CollectionIndex | null = null;
  /** The read of everything a change of names asked for, and who waits for it. */
  let later: { timer: ReturnType<typeof setTimeout>; done: (() => void)[] } | null = null;
  /** Synced with the CMS since this process started (else it serves the file as it found it). */
  let synced = false;
  let queue: Promise<unknown> = Promise.resolve();

  const opened = (): CollectionIndex => (index ??= open());

  /** One change at a time: two quick saves of one object never land in the wrong order. */
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const done = queue.then(work);
    queue = done.catch(() => {});
    return done;
  }

  /** Every published object in, everything else out; returns how many are listed. */
  async function sync(): Promise<{ listed: number; removed: number }> {
    // Kept for every visitor: read as published, also when a preview asked first.
    const all = await withoutDrafts(() => source.all());
    const listed = all.filter(isListed);
    const target = opened();
    target.upsert(listed.map(indexEntry));
    const keep = new Set(listed.map((versions) => (versions.de ?? versions.en)!.id));
    const gone = target.ids().filter((id) => !keep.has(id));
    target.remove(gone);
    synced = true;
    return { listed: listed.length, removed: gone.length };
  }

  function syncLater(done?: () => void): void {
    if (later) {
      if (done) later.done.push(done);
      return;
    }
    const waiting = done ? [done] : [];
    const timer = setTimeout(() => {
      later = null;
      serial(sync).then(
        () => waiting.forEach((callback) => callback()),
        (error: unknown) =>
          console.error(
            `[collection] index not read again after a change: ${failureReason(error)}`,
          ),
      );
    }, vocabularyDelayMs);
    timer.unref?.();
    later = { timer, done: waiting };
  }

  async function applyObject(documentId: string): Promise<void> {
    const versions = await withoutDrafts(() => source.one(documentId));
    if (isListed(versions)) opened().upsert([indexEntry(versions)]);
    else opened().remove([documentId]);
  }

  return {
    /** Brings the index in line with the CMS now; a failure is logged and tried again. */
    start(): void {
      const attempt = () => {
        serial(sync).then(
          ({ listed, removed }) =>
            console.info(
              `[collection] index in line with the CMS: ${listed} objects (${removed} removed)`,
            ),
          (error: unknown) => {
            console.error(`[collection] index not brought up to date: ${failureReason(error)}`);
            setTimeout(attempt, RETRY_MS).unref();
          },
        );
      };
      attempt();
    },
    /** The whole index again from the CMS (the reindex command). */
    rebuild: () => serial(sync),
    /**
     * A webhook's change: the object re-read now (answers true once the index has it); a term,
     * maker or exhibition: everything, VOCABULARY_DELAY_MS later, then `afterLater` (answers
     * false: not touched yet). Other types leave the index as it is.
     */
    update(change: CollectionChange, afterLater?: () => void): Promise<boolean> {
      if (change.model === OBJECT_MODEL)
        return serial(() => applyObject(change.documentId)).then(() => true);
      if (VOCABULARY_MODELS.has(change.model)) syncLater(afterLater);
      return Promise.resolve(false);
    },
    /**
     * Whether searches can be answered: synced in this process, or a file that another process
     * (or an earlier start) filled.
     */
    ready(): boolean {
      if (synced) return true;
      try {
        return opened().count() > 0;
      } catch {
        return false;
      }
    },
    /** A search; throws CollectionUnavailable before the index has any content. */
    search(query: CollectionQuery): CollectionResult {
      if (!this.ready()) throw new CollectionUnavailable('the collection index is not built yet');
      return opened().search(query);
    },
    close(): void {
      if (later) clearTimeout(later.timer);
      later = null;
      index?.close();
      index = null;
    },
  };
}

export type CollectionService = ReturnType<typeof createCollectionService>;

/** Opens the index file, making its folder when missing. */
export function openIndexFile(file = collectionIndexFile()): CollectionIndex {
  mkdirSync(path.dirname(file), { recursive: true });
  return openCollectionIndex(file);
}
