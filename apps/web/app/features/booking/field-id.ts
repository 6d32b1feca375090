import type { RefObject } from 'react';
import type { BookingErrors } from './validate';
import type { BookingField } from './fields';
import styles from './BookingForm.module.css';

/** Where each field's error points to (the time is two selects: the hour comes first). */
export function fieldId(field: BookingField): string {
  return field === 'time' || field === 'hour' || field === 'minute'
    ? 'booking-hour'
    : `booking-${field}`;
}

/**
 * The list of errors at the top of the form, each a link to its field. It takes focus after a
 * failed submit (autoFocus for the page rendered by the server, the ref when enhanced).
 */
export function ErrorSummary({
  title,
  errors,
  order,
  summaryRef,
}: {
  title: (count: number) => string;
  errors: BookingErrors;
  order: readonly BookingField[];
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  const fields = order.filter((field) => errors[field]);
  if (fields.length === 0) return null;
  return (
    <div
      ref={summaryRef}
      className={styles.summary}
      tabIndex={-1}
      // The answer to a sent form: focus goes to it, also without JavaScript (error summary pattern).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      aria-labelledby="booking-error-summary-title"
      role="group"
      id="booking-error-summary"
    >
      <h2 id="booking-error-summary-title" className={styles.summaryTitle}>
        {title(fields.length)}
      </h2>
      <ul>
        {fields.map((field) => (
          <li key={field}>
            <a
              href={`#${fieldId(field)}`}
              onClick={(event) => {
                const target = document.getElementById(fieldId(field));
                if (!target) return;
                event.preventDefault();
                target.focus();
              }}
            >
              {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
