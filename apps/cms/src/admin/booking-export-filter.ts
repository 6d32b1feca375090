// Which statuses the content manager's list of booking requests is filtered by, read from its
// query (`filters[$and][0][bookingStatus][$eq]=new`, parsed by qs), so the export matches the list.

const STATUSES = ['new', 'in_progress', 'confirmed', 'declined', 'cancelled'];

type Condition = Record<string, unknown>;

function statusesOf(condition: unknown): string[] | null {
  const status = (condition as Condition | null)?.bookingStatus as Condition | undefined;
  if (!status || typeof status !== 'object') return null;
  const values = (value: unknown) =>
    (Array.isArray(value) ? value : [value]).map(String).filter((s) => STATUSES.includes(s));
  if ('$eq' in status) return values(status.$eq);
  if ('$in' in status) return values(status.$in);
  if ('$ne' in status) return STATUSES.filter((s) => !values(status.$ne).includes(s));
  if ('$notIn' in status) return STATUSES.filter((s) => !values(status.$notIn).includes(s));
  return null;
}

/**
 * The statuses to export: [] for all, null when the filters exclude every status. Several
 * status filters narrow each other.
 */
export function listStatusFilter(query: Record<string, unknown>): string[] | null {
  const filters = query.filters as Condition | undefined;
  const and = filters?.$and;
  const conditions = Array.isArray(and)
    ? and
    : and && typeof and === 'object'
      ? Object.values(and)
      : [];
  let selected: string[] | null = null;
  for (const condition of conditions) {
    const statuses = statusesOf(condition);
    if (statuses === null) continue;
    selected = selected === null ? statuses : selected.filter((s) => statuses.includes(s));
  }
  if (selected === null) return [];
  return selected.length > 0 ? selected : null;
}
