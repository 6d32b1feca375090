import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { BARRIER_REPORT, BOOKING_REQUEST } from '../bootstrap/content-types';

// What a visitor sent stays as it arrived (issue 44): on a booking request or a barrier
// report, staff change only the workflow fields (status, internal note); a correction goes
// into the note. The admin's edit view sends every field with every save, so fields that are
// sent unchanged are dropped, and only a real change is refused.

/** Fields staff may change, per type (the roles' update permissions say the same). */
export const WORKFLOW_FIELDS: Record<string, readonly string[]> = {
  [BOOKING_REQUEST]: ['bookingStatus', 'internalNote'],
  [BARRIER_REPORT]: ['reportStatus', 'internalNote'],
};

/** Strapi's own fields: never written by an update from outside. */
const MANAGED = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
]);

/** Set by the CMS itself (stamp-workflow.ts strips them from what is sent and sets them). */
const STAMPED = new Set(['statusChangedBy', 'statusChangedAt']);

export const VISITOR_DATA_REFUSED =
  'Die Angaben der anfragenden Person bleiben so, wie sie eingegangen sind. Ändern Sie nur Status und interne Notiz; tragen Sie Korrekturen bitte in die interne Notiz ein.';

const blank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Whether a relation field in an update does nothing: the admin sends empty connect/disconnect,
 * or null for a relation that is empty anyway (`stored` is the populated relation).
 */
function relationUntouched(value: unknown, stored: unknown): boolean {
  if (value === undefined) return true;
  if (value === null) return stored === null || stored === undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const parts = value as Record<string, unknown>;
  return Object.keys(parts).every(
    (key) =>
      ['connect', 'disconnect'].includes(key) &&
      Array.isArray(parts[key]) &&
      !(parts[key] as unknown[]).length,
  );
}

function sameValue(stored: unknown, sent: unknown): boolean {
  if (blank(stored) && blank(sent)) return true;
  if (blank(stored) || blank(sent)) return false;
  if (stored instanceof Date || sent instanceof Date) {
    const a = new Date(stored as string).getTime();
    const b = new Date(sent as string).getTime();
    return !Number.isNaN(a) && a === b;
  }
  if (typeof stored === 'object' || typeof sent === 'object') {
    return JSON.stringify(stored) === JSON.stringify(sent);
  }
  if (String(stored) === String(sent)) return true;
  // A datetime may come back in another notation of the same moment.
  const a = Date.parse(String(stored));
  const b = Date.parse(String(sent));
  return /T/.test(String(stored)) && !Number.isNaN(a) && a === b;
}

export interface VisitorDataCheck {
  /** Fields sent unchanged (or not the visitor's): left out of the write. */
  unchanged: string[];
  /** Fields of the visitor the write would change: the write is refused. */
  changed: string[];
}

/**
 * Sorts the fields of an update: `editable` pass, relations (names in `relations`) pass when
 * untouched, every other field must equal what is stored.
 */
export function checkVisitorData(
  stored: Record<string, unknown>,
  data: Record<string, unknown>,
  editable: readonly string[],
  relations: readonly string[] = [],
): VisitorDataCheck {
  const unchanged: string[] = [];
  const changed: string[] = [];
  for (const [field, value] of Object.entries(data)) {
    if (editable.includes(field) || STAMPED.has(field)) continue;
    if (MANAGED.has(field)) {
      unchanged.push(field);
      continue;
    }
    const same = relations.includes(field)
      ? relationUntouched(value, stored[field])
      : value === undefined || sameValue(stored[field], value);
    (same ? unchanged : changed).push(field);
  }
  return { unchanged, changed };
}

/** Every update of a booking request or barrier report, whoever writes it, keeps the visitor's data. */
export function registerVisitorDataReadOnly(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const editable = WORKFLOW_FIELDS[context.uid];
    if (!editable || context.action !== 'update') return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    const data = params.data;
    if (!data || !params.documentId) return next();
    const model = strapi.getModel(context.uid as never) as {
      attributes: Record<string, { type: string }>;
    };
    const relations = Object.entries(model.attributes)
      .filter(([, attribute]) => attribute.type === 'relation')
      .map(([name]) => name);
    const stored =
      ((await strapi.db.query(context.uid).findOne({
        where: { documentId: params.documentId },
        populate: relations,
      })) as Record<string, unknown> | null) ?? {};
    const { unchanged, changed } = checkVisitorData(stored, data, editable, relations);
    if (changed.length > 0) throw new errors.ValidationError(VISITOR_DATA_REFUSED);
    for (const field of unchanged) delete data[field];
    return next();
  });
}
