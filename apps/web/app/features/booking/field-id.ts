import type { BookingField } from './fields';

/** Where each field's error points to (the time is two selects: the hour comes first). */
export function fieldId(field: BookingField): string {
  return field === 'time' || field === 'hour' || field === 'minute'
    ? 'booking-hour'
    : `booking-${field}`;
}
