// Writes collection records (from the LIDO or CSV reader, or the demo seed) into the CMS.
// Work in progress: the exported signature is the contract (docs/collection-import.md).
import type { Core } from '@strapi/strapi';
import type { ReadResult } from './record';

export interface ImportOptions {
  /** Publish what is written (both languages it has); default: drafts for an editor to review. */
  publish?: boolean;
  /** Report what would change and write nothing (no entries, no uploads). */
  dryRun?: boolean;
  /** One line per record and problem, as the command prints them. */
  log?: (line: string) => void;
  /** Folder that relative image paths are read from (the source file's folder). */
  baseDir?: string;
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

export async function importRecords(
  strapi: Core.Strapi,
  records: AsyncIterable<ReadResult> | Iterable<ReadResult>,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  void strapi;
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
  for await (const result of records) {
    if (!result.ok) {
      summary.skipped += 1;
      summary.reports.push({
        position: result.position,
        inventoryNumber: result.inventoryNumber,
        outcome: 'skipped',
        messages: result.problems,
      });
    }
  }
  return summary;
}
