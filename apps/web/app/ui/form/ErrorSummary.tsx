import type { RefObject } from 'react';
import styles from './ErrorSummary.module.css';

/**
 * The list of a form's errors at its top, each a link to its field (GOV.UK's error summary
 * pattern). It takes focus after a failed submit: autoFocus for the page rendered by the
 * server, the ref when the form is enhanced.
 */
export function ErrorSummary<Field extends string>({
  idPrefix,
  title,
  errors,
  order,
  fieldId,
  label,
  summaryRef,
}: {
  /** Prefix of the summary's ids (`<prefix>-error-summary`), one per form of a page. */
  idPrefix: string;
  title: (count: number) => string;
  errors: Partial<Record<Field, string>>;
  /** The fields in the order of the form. */
  order: readonly Field[];
  /** The id of the control a field's link moves to. */
  fieldId: (field: Field) => string;
  /**
   * The field's name before its message ("Vorname: Bitte füllen Sie dieses Feld aus."), or null
   * where the message names it: beside the field the label says which one, in the list not.
   */
  label?: (field: Field) => string | null;
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
      aria-labelledby={`${idPrefix}-error-summary-title`}
      role="group"
      id={`${idPrefix}-error-summary`}
    >
      <h2 id={`${idPrefix}-error-summary-title`} className={styles.summaryTitle}>
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
              {label?.(field) ? `${label(field)}: ` : ''}
              {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The notice of a refused form (cross-site, too large, too many), focused like the summary. */
export function FormRefusal({
  id,
  text,
  problemRef,
}: {
  id: string;
  text: string;
  problemRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div
      ref={problemRef}
      className={styles.summary}
      tabIndex={-1}
      // The answer to a sent form: focus goes to it, also without JavaScript.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      role="alert"
      id={id}
    >
      <p>{text}</p>
    </div>
  );
}
