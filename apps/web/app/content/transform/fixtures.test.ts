/**
 * Every recorded CMS answer (both shapes, both locales, lists and details) through the
 * transformers: flat and nested give the same domain object, nothing is reported as broken,
 * and a broken entry is dropped without breaking its list.
 */
import { describe, expect, it } from 'vitest';
import requests from '../requests.json';
import {
  fixtureFiles,
  fixtureNames,
  readFixture,
  testContext,
  type FixtureName,
} from '../__fixtures__/files';
import { responseData, type ContentProblem, type TransformContext } from '../strapi';
import { itemTransformers, singleTypeTransformers, type CollectionName } from './index';
import { toItems, type ItemTransformer } from './teaser';

const isCollection = (type: string): type is CollectionName => type in itemTransformers;

function transform(name: FixtureName, data: unknown, ctx: TransformContext): unknown {
  if (isCollection(name.type)) {
    const item = itemTransformers[name.type] as ItemTransformer<unknown>;
    return toItems(item, data, ctx, name.file);
  }
  const single = singleTypeTransformers[name.type as keyof typeof singleTypeTransformers];
  if (!single) throw new Error(`no transformer for fixture ${name.file}`);
  return single(data, ctx);
}

function load(name: FixtureName, shape: 'v4' | 'v5', problems: ContentProblem[] = []) {
  return transform(
    name,
    responseData(readFixture(shape, name.file)),
    testContext(name.locale ?? 'de', problems),
  );
}

describe('recorded fixtures', () => {
  it('cover every request of requests.json in both shapes and locales', () => {
    expect(fixtureFiles('v4')).toEqual(fixtureFiles('v5'));
    const files = new Set(fixtureNames.map((name) => name.file));
    const all = { ...requests.singleTypes, ...requests.collections };
    for (const [type, spec] of Object.entries(all)) {
      for (const locale of spec.localized ? ['de', 'en'] : [null]) {
        expect(files).toContain(locale ? `${type}.${locale}` : type);
      }
    }
    for (const [type, spec] of Object.entries(requests.collections)) {
      if (!('detail' in spec)) continue;
      const details = fixtureNames.filter((name) => name.type === type && name.detail);
      expect(details.map((name) => name.locale).sort(), type).toContain('en');
      expect(
        details.map((name) => name.locale),
        type,
      ).toContain('de');
    }
  });

  for (const name of fixtureNames) {
    it(`gives the same domain object for the flat and the nested answer: ${name.file}`, () => {
      const problems: ContentProblem[] = [];
      const flat = load(name, 'v5', problems);
      const nested = load(name, 'v4', problems);
      expect(problems).toEqual([]);
      expect(nested).toEqual(flat);
      expect(JSON.stringify(flat)).not.toMatch(/"(attributes|documentId|__component)"/);
      if (isCollection(name.type) && !name.detail) expect(flat).toHaveLength(3);
    });
  }

  const lists = fixtureNames.filter((name) => isCollection(name.type) && !name.detail);
  for (const name of lists) {
    for (const shape of ['v5', 'v4'] as const) {
      it(`drops a broken entry, reports it and keeps the rest: ${shape}/${name.file}`, () => {
        const answer = structuredClone(readFixture(shape, name.file)) as { data: unknown[] };
        const intact = load(name, shape) as { slug?: string; name?: string }[];
        // A required field of the wrong type (every type has one in its first schema line).
        const first = answer.data[0] as Record<string, unknown>;
        const target = (shape === 'v4' ? first.attributes : first) as Record<string, unknown>;
        const required =
          (
            {
              partners: 'name',
              redirects: 'from',
              'consent-services': 'serviceId',
              notices: 'text',
            } as Record<string, string>
          )[name.type] ?? 'slug';
        target[required] = 42;
        const problems: ContentProblem[] = [];
        const result = transform(
          name,
          responseData(answer),
          testContext(name.locale ?? 'de', problems),
        ) as unknown[];
        expect(result).toEqual(intact.slice(1));
        expect(problems).toHaveLength(1);
        expect(problems[0]?.where).toBe(`${name.file}[0]`);
      });
    }
  }
});
