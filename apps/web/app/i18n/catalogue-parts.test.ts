import { describe, expect, it } from 'vitest';
import { messageTables } from '~/messages.server';
import { catalogueParts, isCataloguePart, namespacesOf, partOf } from './catalogue-parts';

describe('the catalogue parts', () => {
  it('put every namespace in exactly one part', () => {
    const namespaces = Object.keys(messageTables).sort();
    const inParts = catalogueParts.flatMap((part) => namespacesOf(part));
    expect([...inParts].sort()).toEqual(namespaces);
    expect(new Set(inParts).size).toBe(inParts.length);
    expect(Object.keys(partOf).sort()).toEqual(namespaces);
  });

  it('keep the page frame in the first part and no part empty', () => {
    expect(catalogueParts[0]).toBe('frame');
    expect(namespacesOf('frame')).toEqual(
      expect.arrayContaining(['common', 'menu', 'footer', 'consent', 'hours']),
    );
    for (const part of catalogueParts) expect(namespacesOf(part).length).toBeGreaterThan(0);
    expect(isCataloguePart('filters')).toBe(true);
    expect(isCataloguePart('constructor')).toBe(false);
  });
});
