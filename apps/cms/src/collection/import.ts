// Writes collection records (from the LIDO or CSV reader, or the demo seed) into the CMS through
// Strapi's document service, inside a loaded Strapi: the command `npm run collection:import`
// (scripts/collection-import.mjs → apps/cms/scripts/collection-import.js) and the seed call it.
//
// - The key is the inventory number: a record whose object exists updates it, else creates it.
// - Terms are found by vocabulary and concept URI, else label; makers by GND, Wikidata, else
//   name (import-plan.ts); what is not found is created.
// - Both languages: German always, English when the record has English text (import-plan.ts).
// - Only the source's fields are written; the editors' never (SOURCE_OWNED / EDITOR_OWNED).
//   An unchanged record (same fingerprint as the last import) is not written at all.
// - Images by URL or path are uploaded once: the same file (by content hash; an address by its
//   URL) is the same upload for every object that shows it.
// - Every record on its own: one that fails is reported with its place and reason, written not
//   at all (one database transaction per record), and the run goes on.
// - Drafts unless `publish`; publishing passes the alt-text check every publish passes, and an
//   object the check refuses stays a draft with the reason reported.
// - `dryRun` reads and compares, uploads and writes nothing, and reports what would change.

import { createHash } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import {
  MAX_STRING,
  TERM_FIELDS,
  blocksText,
  SHARED_FIELDS,
  changedFields,
  descriptionIsSources,
  findMaker,
  findTerm,
  formatStamp,
  isUrl,
  languagesOf,
  localizedTexts,
  makerData,
  newTermData,
  parseStamp,
  recordHash,
  sharedFacts,
  shortHash,
  slugOf,
  slugOfInventoryNumber,
  termAdditions,
  tooLong,
  uniqueSlug,
  type ExistingMaker,
  type ExistingTerm,
  type SourceStamp,
  type Vocabulary,
} from './import-plan';
import type { CollectionRecord, ImageSource, Language, ReadResult, Term } from './record';

export interface ImportOptions {
  /** Publish what is written (both languages it has); default: drafts for an editor to review. */
  publish?: boolean;
  /** Report what would change and write nothing (no entries, no uploads). */
  dryRun?: boolean;
  /** One line per record and problem, as the command prints them. */
  log?: (line: string) => void;
  /** Folder that relative image paths are read from (the source file's folder). */
  baseDir?: string;
  /** false: images given as file paths are refused (the import over HTTP reads addresses only). */
  allowPaths?: boolean;
  /**
   * The editors' values an object gets when this run creates it (the demo seed places objects
   * in its exhibitions); never applied to an object that exists, whose values are the editors'.
   */
  editorial?: (record: CollectionRecord) => EditorialValues | undefined;
}

/** Editor-owned values (import-plan.ts EDITOR_OWNED) for a new object. */
export interface EditorialValues {
  location?: 'storage' | 'display' | 'loan';
  /** documentId of the exhibition it is shown in (linked in every language written). */
  exhibition?: string;
  room?: string;
  highlight?: boolean;
  contentNote?: Partial<Record<Language, string>>;
}

export type RecordOutcome = 'created' | 'updated' | 'unchanged' | 'skipped';

/** A record that was skipped, or written with warnings, with its place in the source. */
export interface RecordReport {
  position: string;
  inventoryNumber?: string;
  outcome: RecordOutcome;
  /** Why it was skipped, or what was left out of it (an image, a related object). */
  messages: string[];
}

export interface ImportSummary {
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** Records skipped (with reasons) or written with warnings; records without either are counted only. */
  reports: RecordReport[];
  /** Terms, makers and uploaded images created by this run (or that a dry run would create). */
  termsCreated: number;
  makersCreated: number;
  imagesUploaded: number;
}

export const OBJECT = 'api::collection-object.collection-object';
export const TERM = 'api::collection-term.collection-term';
export const MAKER = 'api::collection-maker.collection-maker';
const IMAGE = 'collection.object-image';
const FILE = 'plugin::upload.file';

/** What the comparison with the CMS's version reads (import-plan.ts changedFields). */
const CURRENT_POPULATE = {
  objectTypes: { fields: ['documentId'] },
  classifications: { fields: ['documentId'] },
  materials: { fields: ['documentId'] },
  techniques: { fields: ['documentId'] },
  subjects: { fields: ['documentId'] },
  related: { fields: ['documentId'] },
  makers: { populate: { maker: { fields: ['documentId'] }, role: { fields: ['documentId'] } } },
  images: { populate: { file: { fields: ['id'] } } },
};

/** Largest image file the import downloads (a 6,000 px TIFF master stays well below). */
const MAX_IMAGE_BYTES = 200 * 1024 * 1024;

type Data = Record<string, unknown>;

interface Upload {
  id: number | string;
  hash: string;
}

interface ResolvedImage {
  fileId: number | string;
  source: ImageSource;
  hash: string;
}

/** State of one run: what the CMS holds, loaded once, and what this run added. */
interface Run {
  strapi: Core.Strapi;
  options: ImportOptions;
  summary: ImportSummary;
  terms: ExistingTerm[];
  makers: ExistingMaker[];
  termSlugs: Set<string>;
  makerSlugs: Set<string>;
  /** Uploads by content hash and by source URL. */
  uploads: Map<string, Upload>;
  /** Inventory numbers → documentId and languages of the objects this run wrote. */
  written: Map<string, { documentId: string; languages: Set<Language> }>;
  /** Objects whose related objects were not there yet: looked for again at the end. */
  pendingRelated: {
    documentId: string;
    inventoryNumber: string;
    related: string[];
    publish: boolean;
  }[];
  counter: number;
}

class RecordError extends Error {}
/** An image path over HTTP: refused every time, so not a reason to try the record again. */
class PathRefused extends RecordError {}

export async function importRecords(
  strapi: Core.Strapi,
  records: AsyncIterable<ReadResult> | Iterable<ReadResult>,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    dryRun: Boolean(options.dryRun),
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    reports: [],
    termsCreated: 0,
    makersCreated: 0,
    imagesUploaded: 0,
  };
  const run: Run = {
    strapi,
    options,
    summary,
    terms: (await strapi.db.query(TERM).findMany({
      select: ['documentId', 'vocabulary', 'labelDe', 'labelEn', 'conceptId', 'slug'],
    })) as (ExistingTerm & { slug: string })[],
    makers: (await strapi.db.query(MAKER).findMany({
      select: ['documentId', 'name', 'gnd', 'wikidata', 'born', 'died', 'slug'],
    })) as (ExistingMaker & { slug: string })[],
    termSlugs: new Set(),
    makerSlugs: new Set(),
    uploads: new Map(),
    written: new Map(),
    pendingRelated: [],
    counter: 0,
  };
  run.termSlugs = new Set(run.terms.map((term) => (term as { slug?: string }).slug ?? ''));
  run.makerSlugs = new Set(run.makers.map((maker) => (maker as { slug?: string }).slug ?? ''));
  const log = options.log ?? (() => {});

  for await (const result of records) {
    if (!result.ok) {
      summary.skipped += 1;
      summary.reports.push({
        position: result.position,
        inventoryNumber: result.inventoryNumber,
        outcome: 'skipped',
        messages: result.problems,
      });
      log(
        `skipped ${result.inventoryNumber ?? '(no inventory number)'} at ${result.position}: ${result.problems.join('; ')}`,
      );
      continue;
    }
    const { record, position } = result;
    const warnings = [...(result.warnings ?? [])];
    try {
      const outcome = await importOne(run, record, warnings);
      summary[outcome] += 1;
      if (outcome !== 'unchanged' || warnings.length > 0)
        log(
          `${options.dryRun && outcome !== 'unchanged' ? `would be ${outcome}` : outcome} ${record.inventoryNumber}` +
            (warnings.length > 0 ? `: ${warnings.join('; ')}` : ''),
        );
      if (warnings.length > 0)
        summary.reports.push({
          position,
          inventoryNumber: record.inventoryNumber,
          outcome,
          messages: warnings,
        });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      summary.skipped += 1;
      summary.reports.push({
        position,
        inventoryNumber: record.inventoryNumber,
        outcome: 'skipped',
        messages: [...warnings, message],
      });
      log(`skipped ${record.inventoryNumber} at ${position}: ${message}`);
      if (!(error instanceof RecordError)) strapi.log.debug(error);
    }
  }

  await linkPendingRelated(run);
  return summary;
}

interface ExistingObject {
  documentId: string;
  slug: string;
  stamp: SourceStamp;
  languages: Set<Language>;
  published: Set<Language>;
}

async function findObject(run: Run, inventoryNumber: string): Promise<ExistingObject | null> {
  const rows = (await run.strapi.db.query(OBJECT).findMany({
    where: { inventoryNumber },
    select: ['documentId', 'locale', 'publishedAt', 'sourceHash', 'slug'],
  })) as {
    documentId: string;
    locale: string;
    publishedAt: string | null;
    sourceHash?: string;
    slug: string;
  }[];
  if (rows.length === 0) return null;
  const drafts = rows.filter((row) => !row.publishedAt);
  const languages = new Set(
    drafts.map((row) => row.locale).filter((l): l is Language => l === 'de' || l === 'en'),
  );
  const published = new Set(
    rows
      .filter((row) => row.publishedAt)
      .map((row) => row.locale)
      .filter((l): l is Language => l === 'de' || l === 'en'),
  );
  return {
    documentId: rows[0].documentId,
    slug: rows[0].slug,
    stamp: parseStamp((drafts[0] ?? rows[0]).sourceHash),
    languages,
    published,
  };
}

async function importOne(
  run: Run,
  record: CollectionRecord,
  warnings: string[],
): Promise<Exclude<RecordOutcome, 'skipped'>> {
  const { strapi, options } = run;
  const fingerprint = recordHash(record);
  const existing = await findObject(run, record.inventoryNumber);
  const languages = languagesOf(record);
  for (const language of languages) {
    const long = tooLong({ ...sharedFacts(record), ...localizedTexts(record, language) });
    if (long.length > 0)
      throw new RecordError(
        `${long.map((field) => `${field} (${language})`).join(', ')} longer than ${MAX_STRING} characters`,
      );
  }
  if (existing && existing.stamp.record === fingerprint) {
    run.written.set(record.inventoryNumber, {
      documentId: existing.documentId,
      languages: existing.languages,
    });
    // The same record again: only a version still unpublished is published (when asked).
    const unpublished = languages.filter((language) => !existing.published.has(language));
    if (!options.publish || options.dryRun || unpublished.length === 0) return 'unchanged';
    const published = await publishVersions(run, existing.documentId, unpublished, warnings);
    return published > 0 ? 'updated' : 'unchanged';
  }

  // What the record points to: created where missing (a dry run only counts them).
  const termIds = new Map<string, string[]>();
  for (const [field, vocabulary] of TERM_FIELDS) {
    const ids: string[] = [];
    for (const term of record[field] as Term[]) ids.push(await termId(run, vocabulary, term));
    termIds.set(field, [...new Set(ids)]);
  }
  const makers: { maker: string; role?: string }[] = [];
  for (const maker of record.makers) {
    const role = maker.role && (maker.role.de || maker.role.en) ? maker.role : undefined;
    makers.push({
      maker: await makerId(run, maker),
      ...(role ? { role: await termId(run, 'role', { label: role }) } : {}),
    });
  }
  // Incomplete: an image could not be fetched or read, or a related object is not there yet.
  // The record's fingerprint is then not kept, so the next import tries again.
  let complete = true;
  let imagesFailed = false;
  const images: ResolvedImage[] = [];
  for (const image of record.images) {
    try {
      images.push(await ensureImage(run, record, image));
    } catch (error) {
      if (!(error instanceof PathRefused)) {
        complete = false;
        imagesFailed = true;
      }
      warnings.push(
        `image ${image.source} left out: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  const related = await relatedIds(run, record);
  if (related.missing.length > 0) complete = false;
  if (related.missing.length > 0 && options.dryRun)
    warnings.push(`related objects not found: ${related.missing.join(', ')}`);

  const imageData = images.map(({ fileId, source, hash }) => ({
    file: fileId,
    licence: source.licence,
    rightsHolder: source.rightsHolder?.slice(0, MAX_STRING) ?? null,
    // A longer address is not kept: the file is then known by its content alone.
    sourceUrl: source.source.length <= MAX_STRING ? source.source : null,
    sourceHash: hash,
  }));
  // An existing object keeps its images while one of the source's cannot be read (a server
  // down for a moment must not take pictures off the site).
  const keepImages = imagesFailed && existing !== null;
  if (keepImages) warnings.push('images kept as they are until every image can be read');
  const shared: Data = {
    ...sharedFacts(record),
    ...(imageData.length > 0 && !keepImages ? { images: imageData } : {}),
  };
  const stamp: SourceStamp = {
    record: complete ? fingerprint : '',
    description: { ...existing?.stamp.description },
  };

  // The data of each language version: the record's languages, and those the object has.
  const documents = strapi.documents(OBJECT as never);
  const toWrite = (['de', 'en'] as const).filter(
    (language) => languages.includes(language) || existing?.languages.has(language),
  );
  const plans: { language: Language; data: Data; isNew: boolean }[] = [];
  const changes = new Set<string>();
  for (const language of toWrite) {
    const texts = languages.includes(language) ? localizedTexts(record, language) : {};
    const isNew = !existing?.languages.has(language);
    const current =
      existing && !isNew
        ? ((await documents.findOne({
            documentId: existing.documentId,
            locale: language,
            status: 'draft',
            populate: CURRENT_POPULATE,
          } as never)) as Data | null)
        : null;
    if (current && texts.description) {
      if (!descriptionIsSources(current.description, existing!.stamp, language)) {
        delete texts.description;
        warnings.push(`description (${language}) kept: changed in the CMS`);
      }
    }
    if (texts.description) stamp.description[language] = shortHash(blocksText(texts.description));
    const data: Data = {
      ...shared,
      ...texts,
      ...Object.fromEntries([...termIds].filter(([, ids]) => ids.length > 0)),
      ...(makers.length > 0 ? { makers } : {}),
      ...(record.related.length > 0
        ? { related: language === 'de' ? related.de : related.en }
        : {}),
    };
    if (existing && isNew) changes.add(`${language === 'de' ? 'German' : 'English'} version`);
    for (const field of current ? changedFields(current, data) : [])
      changes.add(SHARED_FIELDS.includes(field) ? field : `${field} (${language})`);
    plans.push({ language, data, isNew });
  }
  if (existing && changes.size > 0) warnings.unshift(`changes: ${[...changes].join(', ')}`);
  if (existing && changes.size === 0) {
    // Nothing of the source's differs from the CMS: only the bookkeeping is brought up to date.
    run.written.set(record.inventoryNumber, {
      documentId: existing.documentId,
      languages: existing.languages,
    });
    if (options.dryRun) return 'unchanged';
    const value = formatStamp(stamp);
    if (value !== formatStamp(existing.stamp))
      await strapi.db
        .query(OBJECT)
        .updateMany({ where: { documentId: existing.documentId }, data: { sourceHash: value } });
    const unpublished = languages.filter((language) => !existing.published.has(language));
    if (!options.publish || unpublished.length === 0) return 'unchanged';
    const published = await publishVersions(run, existing.documentId, unpublished, warnings);
    return published > 0 ? 'updated' : 'unchanged';
  }

  if (options.dryRun) {
    if (!existing)
      run.written.set(record.inventoryNumber, { documentId: '', languages: new Set(languages) });
    return existing ? 'updated' : 'created';
  }

  const documentId = await strapi.db.transaction(async () => {
    let id = existing?.documentId;
    // Shared, but Strapi validates it in every new language version before it copies it.
    const slug = existing?.slug ?? (await objectSlug(run, record.inventoryNumber));
    for (const { language, data: planned, isNew } of plans) {
      const data: Data = { ...planned, importedAt: new Date().toISOString() };
      if (!existing) {
        const values = options.editorial?.(record);
        Object.assign(data, {
          location: values?.location ?? 'storage',
          ...(values?.room ? { room: values.room } : {}),
          ...(values?.highlight !== undefined ? { highlight: values.highlight } : {}),
          ...(values?.exhibition ? { exhibition: values.exhibition } : {}),
          ...(values?.contentNote?.[language] ? { contentNote: values.contentNote[language] } : {}),
        });
      }
      if (!id) {
        const created = (await documents.create({
          locale: language,
          data: { ...data, slug },
        } as never)) as { documentId: string };
        id = created.documentId;
      } else {
        await documents.update({
          documentId: id,
          locale: language,
          data: isNew ? { ...data, slug } : data,
        } as never);
      }
    }
    if (!id) throw new RecordError('nothing was written');
    // Last, so a record that failed halfway is not taken for unchanged next time.
    await strapi.db
      .query(OBJECT)
      .updateMany({ where: { documentId: id }, data: { sourceHash: formatStamp(stamp) } });
    return id;
  });

  if (options.publish) await publishVersions(run, documentId, languages, warnings);
  run.written.set(record.inventoryNumber, { documentId, languages: new Set(languages) });
  if (related.missing.length > 0)
    run.pendingRelated.push({
      documentId,
      inventoryNumber: record.inventoryNumber,
      related: record.related,
      publish: Boolean(options.publish),
    });
  return existing ? 'updated' : 'created';
}

/**
 * Publishes the versions through the document service, so the alt-text check every publish
 * passes applies; a version it refuses stays a draft and the reason is reported.
 */
async function publishVersions(
  run: Run,
  documentId: string,
  languages: Language[],
  warnings: string[],
): Promise<number> {
  let published = 0;
  for (const language of languages) {
    try {
      await run.strapi
        .documents(OBJECT as never)
        .publish({ documentId, locale: language } as never);
      published += 1;
    } catch (error) {
      warnings.push(
        `not published (${language}), kept as draft: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  return published;
}

async function objectSlug(run: Run, inventoryNumber: string): Promise<string> {
  const base = slugOfInventoryNumber(inventoryNumber);
  const taken = new Set(
    (
      (await run.strapi.db.query(OBJECT).findMany({
        where: { slug: { $startsWith: base } },
        select: ['slug'],
      })) as { slug: string }[]
    ).map((row) => row.slug),
  );
  return uniqueSlug(base, (slug) => taken.has(slug));
}

/** The documentId of a term, created if missing (with what a found one lacked added). */
async function termId(run: Run, vocabulary: Vocabulary, term: Term): Promise<string> {
  const found = findTerm(run.terms, vocabulary, term);
  if (found) {
    const additions = termAdditions(found, term);
    if (
      Object.keys(additions).length > 0 &&
      !run.options.dryRun &&
      !found.documentId.startsWith('new:')
    ) {
      await run.strapi
        .documents(TERM as never)
        .update({ documentId: found.documentId, data: additions } as never);
    }
    Object.assign(found, additions);
    return found.documentId;
  }
  const data = newTermData(vocabulary, term);
  if (!data.labelDe) throw new RecordError(`a term of ${vocabulary} has no label`);
  if ([data.labelDe, data.labelEn ?? '', data.conceptId ?? ''].some((v) => v.length > MAX_STRING))
    throw new RecordError(`a term of ${vocabulary} is longer than ${MAX_STRING} characters`);
  const slug = uniqueSlug(slugOf(data.labelDe), (s) => run.termSlugs.has(s));
  run.termSlugs.add(slug);
  run.summary.termsCreated += 1;
  let documentId = `new:${++run.counter}`;
  if (!run.options.dryRun) {
    const created = (await run.strapi
      .documents(TERM as never)
      .create({ data: { ...data, slug } } as never)) as { documentId: string };
    documentId = created.documentId;
  }
  run.terms.push({ documentId, ...data });
  return documentId;
}

async function makerId(run: Run, maker: CollectionRecord['makers'][number]): Promise<string> {
  const found = findMaker(run.makers, maker);
  if (found) {
    const additions = makerData(maker, found);
    if (
      Object.keys(additions).length > 0 &&
      !run.options.dryRun &&
      !found.documentId.startsWith('new:')
    ) {
      await run.strapi
        .documents(MAKER as never)
        .update({ documentId: found.documentId, data: additions } as never);
    }
    Object.assign(found, additions);
    return found.documentId;
  }
  const data = makerData(maker) as Omit<ExistingMaker, 'documentId'>;
  if (!data.name) throw new RecordError('a maker has no name');
  if (data.name.length > MAX_STRING)
    throw new RecordError(`a maker's name is longer than ${MAX_STRING} characters`);
  const slug = uniqueSlug(slugOf(data.name), (s) => run.makerSlugs.has(s));
  run.makerSlugs.add(slug);
  run.summary.makersCreated += 1;
  let documentId = `new:${++run.counter}`;
  if (!run.options.dryRun) {
    const created = (await run.strapi
      .documents(MAKER as never)
      .create({ data: { ...data, slug } } as never)) as { documentId: string };
    documentId = created.documentId;
  }
  run.makers.push({ documentId, ...data });
  return documentId;
}

/** The related objects' documentIds per language (an English version links English ones). */
async function relatedIds(run: Run, record: CollectionRecord) {
  const found = new Map<string, { documentId: string; languages: Set<Language> }>();
  const lookup = record.related.filter((number) => number !== record.inventoryNumber);
  for (const number of lookup) {
    const written = run.written.get(number);
    if (written) {
      found.set(number, written);
      continue;
    }
    const rows = (await run.strapi.db.query(OBJECT).findMany({
      where: { inventoryNumber: number, publishedAt: null },
      select: ['documentId', 'locale'],
    })) as { documentId: string; locale: Language }[];
    if (rows.length > 0)
      found.set(number, {
        documentId: rows[0].documentId,
        languages: new Set(rows.map((row) => row.locale)),
      });
  }
  const pick = (language: Language) =>
    [...found.values()]
      .filter((object) => object.documentId && object.languages.has(language))
      .map((object) => object.documentId);
  return {
    de: pick('de'),
    en: pick('en'),
    missing: lookup.filter((number) => !found.has(number)),
  };
}

/** Links related objects that came later in the file than the object naming them. */
async function linkPendingRelated(run: Run): Promise<void> {
  const documents = run.strapi.documents(OBJECT as never);
  for (const pending of run.pendingRelated) {
    const record = { inventoryNumber: pending.inventoryNumber, related: pending.related };
    const related = await relatedIds(run, record as CollectionRecord);
    const object = run.written.get(pending.inventoryNumber);
    try {
      for (const language of object?.languages ?? []) {
        await documents.update({
          documentId: pending.documentId,
          locale: language,
          data: { related: language === 'de' ? related.de : related.en },
        } as never);
        if (pending.publish)
          await documents.publish({ documentId: pending.documentId, locale: language } as never);
      }
    } catch (error) {
      run.options.log?.(
        `${pending.inventoryNumber}: related objects not linked: ${error instanceof Error ? error.message : error}`,
      );
    }
    if (related.missing.length > 0) {
      const message = `related objects not found: ${related.missing.join(', ')}`;
      run.options.log?.(`${pending.inventoryNumber}: ${message}`);
      const report = run.summary.reports.find(
        (item) => item.inventoryNumber === pending.inventoryNumber && item.outcome !== 'skipped',
      );
      if (report) report.messages.push(message);
      else
        run.summary.reports.push({
          position: '',
          inventoryNumber: pending.inventoryNumber,
          outcome: 'created',
          messages: [message],
        });
    }
  }
}

// Images

const MIME: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  tiff: 'image/tiff',
  gif: 'image/gif',
  avif: 'image/avif',
  heif: 'image/heif',
};

const bilingual = (text: string | undefined) => (text ? { de: text, en: text } : undefined);

/** The upload of an image: found by URL or content hash, else uploaded (not in a dry run). */
async function ensureImage(
  run: Run,
  record: CollectionRecord,
  image: ImageSource,
): Promise<ResolvedImage> {
  const source = image.source.trim();
  const byUrl = isUrl(source);
  const resolved = (upload: Upload): ResolvedImage => ({
    fileId: upload.id,
    source: image,
    hash: upload.hash,
  });
  if (byUrl) {
    const known = run.uploads.get(source) ?? (await uploadOf(run, { sourceUrl: source }));
    if (known) return resolved(known);
    if (run.options.dryRun) {
      // Not downloaded, but asked whether it is there, as the import would find out.
      const head = await fetch(source, {
        method: 'HEAD',
        redirect: 'follow',
        signal: AbortSignal.timeout(30_000),
      }).catch((error: Error) => {
        throw new RecordError(error.message);
      });
      if (!head.ok) throw new RecordError(`${source} answered ${head.status}`);
      run.summary.imagesUploaded += 1;
      const upload = { id: `new:${++run.counter}`, hash: '' };
      run.uploads.set(source, upload);
      return resolved(upload);
    }
  }
  if (!byUrl && run.options.allowPaths === false)
    throw new PathRefused('a file path is read by the command only; give an address (https://…)');
  const local = byUrl
    ? await download(source)
    : path.resolve(run.options.baseDir ?? process.cwd(), source);
  try {
    const hash = await fileHash(local);
    const known = run.uploads.get(hash) ?? (await uploadOf(run, { sourceHash: hash }));
    if (known) return resolved(known);
    const format = (
      await sharp(local)
        .metadata()
        .catch(() => ({ format: undefined }))
    ).format;
    const mimetype = format ? MIME[format] : undefined;
    if (!mimetype) throw new RecordError('not an image (JPEG, PNG, WebP, TIFF, GIF, AVIF)');
    run.summary.imagesUploaded += 1;
    if (run.options.dryRun) {
      const upload = { id: `new:${++run.counter}`, hash };
      run.uploads.set(hash, upload);
      return resolved(upload);
    }
    const { size } = await fs.stat(local);
    const name =
      path.basename(decodeURIComponent(new URL(source, 'file:///').pathname)) ||
      `${record.inventoryNumber}.${format}`;
    const alt =
      image.alt.de || image.alt.en ? { de: image.alt.de ?? '', en: image.alt.en ?? '' } : null;
    const caption =
      image.caption.de || image.caption.en || image.credit
        ? {
            de: image.caption.de ?? '',
            en: image.caption.en ?? '',
            ...(image.credit ? { credit: bilingual(image.credit) } : {}),
          }
        : null;
    const [uploaded] = (await run.strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: {
          fileInfo: {
            name,
            ...(alt ? { alternativeText: JSON.stringify(alt) } : {}),
            ...(caption ? { caption: JSON.stringify(caption) } : {}),
          },
        },
        files: { filepath: local, originalFilename: name, mimetype, size },
      })) as { id: number }[];
    const upload = { id: uploaded.id, hash };
    run.uploads.set(hash, upload);
    if (byUrl) run.uploads.set(source, upload);
    return resolved(upload);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new RecordError(`file not found: ${local}`);
    throw error;
  } finally {
    if (byUrl) await fs.rm(local, { force: true });
  }
}

/** An upload an earlier import made of this file (by content hash or address), if still there. */
async function uploadOf(
  run: Run,
  where: { sourceHash: string } | { sourceUrl: string },
): Promise<Upload | null> {
  const rows = (await run.strapi.db.query(IMAGE).findMany({
    where,
    populate: { file: { select: ['id'] } },
    limit: 5,
  })) as { sourceHash?: string; file?: { id: number } | null }[];
  const row = rows.find((candidate) => candidate.file?.id);
  if (!row?.file) return null;
  const exists = await run.strapi.db
    .query(FILE)
    .findOne({ where: { id: row.file.id }, select: ['id'] });
  return exists ? { id: row.file.id, hash: row.sourceHash ?? '' } : null;
}

async function fileHash(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function download(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(120_000), redirect: 'follow' });
  if (!response.ok || !response.body) throw new RecordError(`${url} answered ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_IMAGE_BYTES) throw new RecordError(`${url} is larger than 200 MB`);
  const file = path.join(
    os.tmpdir(),
    `zm-import-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
  const handle = await fs.open(file, 'w');
  let size = 0;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > MAX_IMAGE_BYTES) throw new RecordError(`${url} is larger than 200 MB`);
      await handle.write(chunk);
    }
  } catch (error) {
    await handle.close();
    await fs.rm(file, { force: true });
    throw error;
  }
  await handle.close();
  return file;
}
