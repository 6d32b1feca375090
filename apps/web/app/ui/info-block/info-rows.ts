import type { InfoBlock } from '~/domain/types';
import type { ScreenMessageKey } from '../content-screens/messages';

/** The rows of an info block in the order of SPEC §3; `title` is the block's heading. */
export const infoRowFields = [
  'material',
  'costs',
  'targetGroup',
  'registration',
  'contact',
  'place',
  'meetingPoint',
  'notes',
  'participants',
  'duration',
] as const satisfies readonly (keyof InfoBlock)[];

export type InfoRowField = (typeof infoRowFields)[number];

export interface InfoRow {
  field: InfoRowField;
  label: ScreenMessageKey;
  value: string;
}

/** Only the filled rows: empty or blank values are left out, never shown as a bare label. */
export function infoRows(info: InfoBlock): InfoRow[] {
  return infoRowFields.flatMap((field) => {
    const value = info[field]?.trim();
    return value ? [{ field, label: `info.${field}` as const, value }] : [];
  });
}
