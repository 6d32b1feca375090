/**
 * One entry's draft in a published list (the editors' preview, decision 0045): the list stays
 * as visitors see it, and the previewed entry takes the place its draft would have once
 * published. Works on flat CMS entries (app/content/strapi.ts flattens v4 answers first).
 */

/** Strapi 5's documentId; a Strapi 4 entry has only the numeric id. */
export function documentIdOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { documentId, id } = raw as { documentId?: unknown; id?: unknown };
  if (typeof documentId === 'string' && documentId) return documentId;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
}

interface SortKey {
  field: string;
  descending: boolean;
}

/** A REST query's `sort` ("title", "startDate:desc" or a list of them) as keys. */
export function sortKeysOf(sort: unknown): SortKey[] {
  const parts = Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : [];
  return parts.flatMap((part) => {
    if (typeof part !== 'string' || !part.trim()) return [];
    const [field = '', direction = 'asc'] = part.trim().split(':');
    return [{ field, descending: direction.toLowerCase() === 'desc' }];
  });
}

const absent = (value: unknown) => value === null || value === undefined;

/**
 * SQLite's order (the default database): empty values first, numbers by value, text by its
 * characters. PostgreSQL may place empty values and accented text elsewhere; in a preview the
 * draft may then stand one place off, never missing.
 */
function compareValues(a: unknown, b: unknown): number {
  if (absent(a) || absent(b)) return (absent(a) ? 0 : 1) - (absent(b) ? 0 : 1);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

function compare(a: unknown, b: unknown, keys: readonly SortKey[]): number {
  const left = (a ?? {}) as Record<string, unknown>;
  const right = (b ?? {}) as Record<string, unknown>;
  for (const { field, descending } of keys) {
    const order = compareValues(left[field], right[field]);
    if (order !== 0) return descending ? -order : order;
  }
  return 0;
}

/** The items in the order a REST query's `sort` names (a stable sort: ties keep their order). */
export function sortedBy(items: readonly unknown[], sort: unknown): unknown[] {
  const keys = sortKeysOf(sort);
  return keys.length === 0 ? [...items] : [...items].sort((a, b) => compare(a, b, keys));
}

/**
 * The published `items` with the entry `documentId` replaced by its `draft` (null: the entry
 * has no draft in this language and is left out). The draft stands where the list's `sort`
 * puts it; where it sorts like its published version, or the list names no order, it keeps
 * that place; an entry never published comes in at its sorted place or at the end.
 */
export function withDraftInPlace(
  items: readonly unknown[],
  draft: unknown,
  documentId: string,
  sort: unknown,
): unknown[] {
  const at = items.findIndex((item) => documentIdOf(item) === documentId);
  const others = items.filter((item) => documentIdOf(item) !== documentId);
  if (absent(draft)) return others;
  const keys = sortKeysOf(sort);
  if (at !== -1 && (keys.length === 0 || compare(draft, items[at], keys) === 0)) {
    others.splice(at, 0, draft);
    return others;
  }
  // After the entries it sorts equal to: Strapi gives ties no order of their own.
  const before =
    keys.length === 0 ? -1 : others.findIndex((item) => compare(draft, item, keys) < 0);
  others.splice(before === -1 ? others.length : before, 0, draft);
  return others;
}
