/** Test helper: the recorded CMS answers (scripts/record-fixtures.mjs) and their names. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '~/domain/locale';
import type { ContentProblem, TransformContext } from '../strapi';

export type Shape = 'v4' | 'v5';

export interface FixtureName {
  /** File name without ".json", e.g. "events.detail.some-slug.en". */
  file: string;
  /** The request's name in requests.json, e.g. "events". */
  type: string;
  /** For detail answers: the German slug of the entry. */
  detail: string | null;
  locale: Locale | null;
}

const folder = (shape: Shape) => path.join(import.meta.dirname, shape);

/** "<type>[.detail.<key>][.<locale>]" */
export function parseFixtureName(file: string): FixtureName {
  const parts = file.split('.');
  const last = parts.at(-1);
  const locale = last === 'de' || last === 'en' ? last : null;
  if (locale) parts.pop();
  const [type = '', marker, ...key] = parts;
  return { file, type, detail: marker === 'detail' ? key.join('.') : null, locale };
}

export const fixtureNames: FixtureName[] = readdirSync(folder('v5'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => parseFixtureName(file.replace(/\.json$/, '')))
  .sort((a, b) => a.file.localeCompare(b.file));

export function fixtureFiles(shape: Shape): string[] {
  return readdirSync(folder(shape)).sort();
}

export function readFixture(shape: Shape, file: string): unknown {
  return JSON.parse(readFileSync(path.join(folder(shape), `${file}.json`), 'utf8'));
}

export function testContext(locale: Locale, problems: ContentProblem[] = []): TransformContext {
  return {
    locale,
    mediaBaseUrl: 'https://cms.example.org',
    report: (problem) => problems.push(problem),
  };
}
