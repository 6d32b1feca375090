import type { BarrierReportField } from './fields';

/** The id of each field's control: what the error summary links to. */
export function fieldId(field: BarrierReportField): string {
  return `report-${field}`;
}
