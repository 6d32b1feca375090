import os from 'node:os';
import path from 'node:path';
import { importRecords, type EditorialValues } from '../../collection/import';
import type { CollectionRecord, ReadResult } from '../../collection/record';
import { withPlainUploads } from '../../extensions/upload/plain-uploads';
import { demoCollection, type DemoObject } from '../data/collection';
import type { SeedContext } from '../lib/context';
import { cachedObjectPicture, pictureKey, pruneObjectPictures } from '../media/object-pictures';

const EXHIBITION = 'api::exhibition.exhibition';

const seconds = (ms: number) => (ms / 1000).toFixed(1);
/** CPU time of the process since `since` (all its threads): the cost a busy machine hides. */
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return seconds((used.user + used.system) / 1000);
};
const MARKER_KEY = 'collection';

/**
 * Where drawn pictures are kept across starts (and shared by CMSs started from the same
 * checkout): node_modules/.cache/zm-seed/collection in the CMS's folder, ZM_SEED_CACHE to move it.
 */
export function pictureCacheDir(strapi: SeedContext['strapi']): string {
  const root =
    process.env.ZM_SEED_CACHE ??
    path.join(strapi.dirs.app.root, 'node_modules', '.cache', 'zm-seed');
  return path.join(root, 'collection');
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the order of results. */
async function inPool<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

type PictureFiles = { files: Map<string, string>; log: string };
let drawing: Promise<PictureFiles> | null = null;

/** Every picture as a file in the cache (drawn where missing), by file name. */
function pictureFiles(strapi: SeedContext['strapi']): Promise<PictureFiles> {
  drawing ??= (async () => {
    const cacheDir = pictureCacheDir(strapi);
    const pictures = demoCollection().flatMap((object) => object.pictures);
    const started = Date.now();
    // Two at a time: drawing is libvips work off the main thread, and the machine may have two cores.
    const files = await inPool(
      pictures,
      Math.max(1, Math.min(2, os.availableParallelism())),
      (picture) => cachedObjectPicture(cacheDir, picture),
    );
    await pruneObjectPictures(cacheDir, new Set(pictures.map(pictureKey)));
    const rendered = files.filter((file) => file.rendered).length;
    return {
      files: new Map(pictures.map((picture, index) => [`${picture.name}.jpg`, files[index]!.file])),
      log: `seed: collection pictures ready after ${seconds(Date.now() - started)} s (${rendered} drawn, ${files.length - rendered} from ${cacheDir})`,
    };
  })();
  return drawing;
}

/**
 * Starts drawing the pictures while the seed's other steps run (the drawing is libvips work on
 * other threads, the seed's steps are JavaScript on the main one); seedCollection waits for it.
 */
export function drawCollectionPictures(strapi: SeedContext['strapi']): void {
  // A failure is reported where seedCollection awaits it.
  pictureFiles(strapi).catch(() => undefined);
}

/** The records with their images pointing at the pictures' files in the cache. */
async function picturedRecords(ctx: SeedContext, objects: DemoObject[]) {
  const { files, log } = await pictureFiles(ctx.strapi);
  ctx.strapi.log.info(log);
  return objects.map((object): CollectionRecord => ({
    ...object.record,
    images: object.record.images.map((image) => ({ ...image, source: files.get(image.source)! })),
  }));
}

/**
 * The records in an order where an object's related objects come before it wherever the
 * relations allow (not in a cycle): the import links those at once instead of writing and
 * publishing the object a second time at the end.
 */
export function relatedFirst(records: CollectionRecord[]): CollectionRecord[] {
  const byNumber = new Map(records.map((record) => [record.inventoryNumber, record]));
  const ordered: CollectionRecord[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (record: CollectionRecord) => {
    if (state.has(record.inventoryNumber)) return;
    state.set(record.inventoryNumber, 'visiting');
    for (const number of record.related) {
      const related = byNumber.get(number);
      if (related) visit(related);
    }
    state.set(record.inventoryNumber, 'done');
    ordered.push(record);
  };
  records.forEach(visit);
  return ordered;
}

/** documentIds of the seeded exhibitions, by their German slug (the seed's key). */
async function exhibitionIds(ctx: SeedContext, keys: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const key of new Set(keys)) {
    const seeded = ctx.documents.get(`exhibition:${key}`);
    if (seeded) {
      found.set(key, seeded);
      continue;
    }
    const entry = (await ctx.strapi.documents(EXHIBITION).findFirst({
      locale: 'de',
      filters: { slug: key },
      fields: ['id'],
    } as never)) as { documentId?: string } | null;
    if (entry?.documentId) found.set(key, entry.documentId);
  }
  return found;
}

/**
 * Imports the demo collection through the collection import (published, as an editor would
 * after an import), with the editors' fields of the new objects: where each is shown, content
 * notes, highlights. Runs until it has succeeded once (a store marker), also into databases
 * seeded before the collection existed; objects already there are left to the import's rules
 * (matched by inventory number, editors' fields never touched).
 */
export async function seedCollection(ctx: SeedContext): Promise<void> {
  const marker = ctx.strapi.store({ type: 'core', name: 'zm-demo-seed' });
  if (await marker.get({ key: MARKER_KEY })) return;

  const started = Date.now();
  const cpu = process.cpuUsage();
  const objects = demoCollection();
  const cacheDir = pictureCacheDir(ctx.strapi);
  const records = await picturedRecords(ctx, objects);
  const exhibitions = await exhibitionIds(
    ctx,
    objects.flatMap((object) => (object.placement.exhibition ? [object.placement.exhibition] : [])),
  );
  const byNumber = new Map(objects.map((object) => [object.record.inventoryNumber, object]));
  const editorial = (record: CollectionRecord): EditorialValues | undefined => {
    const object = byNumber.get(record.inventoryNumber);
    if (!object) return undefined;
    const { placement } = object;
    const exhibition = placement.exhibition ? exhibitions.get(placement.exhibition) : undefined;
    // An exhibition an editor has deleted: the object is in the store instead.
    const shown = placement.location !== 'display' || exhibition;
    return {
      location: shown ? placement.location : 'storage',
      ...(exhibition ? { exhibition } : {}),
      ...(exhibition && placement.room ? { room: placement.room } : {}),
      highlight: object.highlight,
      ...(object.contentNote ? { contentNote: object.contentNote } : {}),
    };
  };

  const results: ReadResult[] = relatedFirst(records).map((record) => ({
    ok: true,
    record,
    position: record.inventoryNumber,
  }));
  // One transaction for the whole import: the import's own per-record transactions and the
  // document service's join it, so SQLite commits (and syncs to disk) once, not a thousand times.
  const summary = await withPlainUploads(() =>
    ctx.strapi.db.transaction(() =>
      importRecords(ctx.strapi, results, {
        publish: true,
        baseDir: cacheDir,
        editorial,
      }),
    ),
  );
  for (const report of summary.reports) {
    ctx.strapi.log.warn(
      `seed: collection ${report.inventoryNumber ?? report.position} ${report.outcome}: ${report.messages.join('; ')}`,
    );
  }
  ctx.counts.set('collection objects', {
    created: summary.created,
    existing: summary.updated + summary.unchanged,
  });
  ctx.strapi.log.info(
    `seed: demo collection imported in ${seconds(Date.now() - started)} s (${cpuSeconds(cpu)} s CPU) – ${summary.created} new, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.skipped} skipped; ${summary.imagesUploaded} images, ${summary.termsCreated} terms, ${summary.makersCreated} makers`,
  );
  if (summary.skipped > 0) {
    // Left unmarked: the next start tries the missing objects again.
    ctx.strapi.log.warn(`seed: ${summary.skipped} demo collection objects were skipped`);
    return;
  }
  await marker.set({
    key: MARKER_KEY,
    value: { at: ctx.now.toISOString(), objects: objects.length },
  });
}
