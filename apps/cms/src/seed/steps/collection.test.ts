import { describe, expect, it } from 'vitest';
import { emptyRecord } from '../../collection/record';
import { demoCollection } from '../data/collection';
import { relatedFirst } from './collection';

const record = (inventoryNumber: string, related: string[] = []) => ({
  ...emptyRecord(inventoryNumber),
  related,
});

describe('the order the demo collection is imported in', () => {
  it('puts related objects first where the relations allow', () => {
    const order = relatedFirst([
      record('A', ['B']),
      record('B', ['C']),
      record('C'),
      record('D', ['A', 'X']),
    ]).map((item) => item.inventoryNumber);
    expect(order).toEqual(['C', 'B', 'A', 'D']);
  });

  it('keeps every record once, also in cycles', () => {
    const order = relatedFirst([record('A', ['B']), record('B', ['A']), record('C', ['C'])]);
    expect(order.map((item) => item.inventoryNumber).sort()).toEqual(['A', 'B', 'C']);
  });

  it('leaves only the relations of cycles for later in the demo collection', () => {
    const records = demoCollection().map((object) => object.record);
    const order = relatedFirst(records);
    expect(order).toHaveLength(records.length);
    const position = new Map(order.map((item, index) => [item.inventoryNumber, index]));
    for (const item of order) {
      for (const related of item.related) {
        const later = position.get(related)! > position.get(item.inventoryNumber)!;
        // A relation to a later object is one whose object relates back (directly or around).
        if (later) expect(reaches(records, related, item.inventoryNumber)).toBe(true);
      }
    }
  });
});

function reaches(
  records: { inventoryNumber: string; related: string[] }[],
  from: string,
  to: string,
) {
  const byNumber = new Map(records.map((item) => [item.inventoryNumber, item]));
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current === to) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    stack.push(...(byNumber.get(current)?.related ?? []));
  }
  return false;
}
