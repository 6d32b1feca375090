import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { plannedColumnTexts } from '../admin/planning-texts';
import { contentTypeLayouts } from './index';
import { listHeaders, repeatedHeaders, type SchemaOptions } from './list-headers';

const schemaOf = (uid: string): SchemaOptions => {
  const [, api, name] = /^api::([^.]+)\.(.+)$/.exec(uid) ?? [];
  const file = path.join(
    import.meta.dirname,
    '..',
    'api',
    api!,
    'content-types',
    name!,
    'schema.json',
  );
  return JSON.parse(readFileSync(file, 'utf8')) as SchemaOptions;
};

describe('list columns', () => {
  it('have one header per meaning in every list, in both admin languages', () => {
    for (const language of ['de', 'en']) {
      const planned = plannedColumnTexts(language).header;
      for (const layout of contentTypeLayouts) {
        const headers = listHeaders(layout, schemaOf(layout.uid), planned);
        expect(
          repeatedHeaders(headers),
          `${layout.uid} (${language}): ${headers.join(', ')}`,
        ).toEqual([]);
      }
    }
  });

  it('show the planned publishing on types with drafts only', () => {
    const event = contentTypeLayouts.find((layout) => layout.uid === 'api::event.event')!;
    const redirect = contentTypeLayouts.find((layout) => layout.uid === 'api::redirect.redirect')!;
    expect(listHeaders(event, schemaOf(event.uid), 'Geplant')).toContain('Geplant');
    expect(listHeaders(redirect, schemaOf(redirect.uid), 'Geplant')).not.toContain('Geplant');
  });

  it('count headers that differ only in case as one', () => {
    expect(repeatedHeaders(['Titel', 'Status', 'Ende', 'STATUS'])).toEqual(['STATUS']);
    expect(repeatedHeaders(['Titel', 'Durchführung', 'Status'])).toEqual([]);
  });
});
