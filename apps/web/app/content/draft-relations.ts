/**
 * The entries a previewed draft links to, as visitors see them (decision 0045). Strapi 5 links
 * a draft to the drafts of its related entries, so a draft read names their unpublished titles
 * too, and entries never published. In a preview only the opened entry is a draft: each related
 * entry of a type with drafts is replaced by its published version, or left out without one.
 */
import { documentIdOf, sortedBy } from './draft-in-list';
import type { CollectionName } from './transform';

/**
 * Relation fields that point to types with drafts (the CMS's schemas), by the collection they
 * point to. Relations to reference data (categories, authors …) have no drafts to replace.
 */
const relationsWithDrafts: Record<string, CollectionName> = {
  events: 'events',
  exhibitions: 'exhibitions',
  offer: 'offers',
  offers: 'offers',
  imprintPage: 'pages',
  privacyPage: 'pages',
  teaserExhibitions: 'exhibitions',
  teaserEvents: 'events',
  teaserOffers: 'offers',
};

type Query = Record<string, unknown>;
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One relation field of one object in the draft, with the query that populated it. */
interface Relation {
  holder: Json;
  field: string;
  collection: CollectionName;
  query: Query;
}

/** The relations to types with drafts that `populate` asked for, anywhere in `value`. */
function relationsIn(value: unknown, populate: unknown, found: Relation[] = []): Relation[] {
  if (Array.isArray(value)) {
    for (const item of value) relationsIn(item, populate, found);
    return found;
  }
  if (!isObject(value) || !isObject(populate)) return found;
  for (const [field, asked] of Object.entries(populate)) {
    const inner = value[field];
    if (inner === undefined || inner === null) continue;
    const query = isObject(asked) ? asked : {};
    const collection = Object.hasOwn(relationsWithDrafts, field)
      ? relationsWithDrafts[field]
      : undefined;
    if (collection) {
      found.push({ holder: value, field, collection, query });
      continue;
    }
    // A component (its own populate) or a dynamic zone (a populate per component).
    relationsIn(inner, query.populate, found);
    if (isObject(query.on))
      for (const part of Array.isArray(inner) ? inner : [inner]) {
        const component = isObject(part) ? part.__component : undefined;
        const partQuery = typeof component === 'string' ? query.on[component] : undefined;
        if (isObject(partQuery)) relationsIn(part, partQuery.populate, found);
      }
  }
  return found;
}

/** Reads the published entries of a collection by document id, with a relation's fields. */
export type ReadPublished = (
  collection: CollectionName,
  query: Query,
  documentIds: string[],
) => Promise<unknown[]>;

/**
 * Replaces, in the flat draft `data` read with `populate`, every related entry of a type with
 * drafts by its published version (in the relation's order), leaving out those never published.
 * One read per collection and field set, however often it is related.
 */
export async function withPublishedRelations(
  data: unknown,
  populate: unknown,
  read: ReadPublished,
): Promise<void> {
  const relations = relationsIn(data, populate);
  const groups = new Map<string, { relations: Relation[]; ids: Set<string> }>();
  for (const relation of relations) {
    const { sort: _sort, ...fields } = relation.query;
    const key = `${relation.collection} ${JSON.stringify(fields)}`;
    const group = groups.get(key) ?? { relations: [], ids: new Set<string>() };
    const value = relation.holder[relation.field];
    for (const entry of Array.isArray(value) ? value : [value]) {
      const documentId = documentIdOf(entry);
      if (documentId) group.ids.add(documentId);
    }
    group.relations.push(relation);
    groups.set(key, group);
  }
  await Promise.all(
    [...groups.values()].map(async ({ relations: members, ids }) => {
      const [first] = members;
      if (!first) return;
      const { sort: _sort, ...fields } = first.query;
      const published = ids.size > 0 ? await read(first.collection, fields, [...ids]) : [];
      const byId = new Map(published.map((entry) => [documentIdOf(entry), entry]));
      for (const { holder, field, query } of members) {
        const value = holder[field];
        const kept = (Array.isArray(value) ? value : [value]).flatMap((entry) => {
          const found = byId.get(documentIdOf(entry));
          return found === undefined ? [] : [found];
        });
        holder[field] = Array.isArray(value) ? sortedBy(kept, query.sort) : (kept[0] ?? null);
      }
    }),
  );
}
