import type { ReactNode } from 'react';
import form from './Form.module.css';

export type ControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

/** Ids of a field's hint and error, and the attributes that tie them to the control. */
export function controlProps(
  id: string,
  options: { hint?: boolean; error?: string; required?: boolean },
): ControlProps {
  const described = [options.hint ? `${id}-hint` : null, options.error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    ...(described ? { 'aria-describedby': described } : {}),
    ...(options.error ? { 'aria-invalid': true as const } : {}),
    ...(options.required ? { 'aria-required': true as const } : {}),
  };
}

export function RequiredMark({ text }: { text: string }) {
  return <span className={form.required}> ({text})</span>;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={form.error}>
      {error}
    </p>
  );
}

/** A labelled control with its required mark, hint and error message. */
export function Field({
  id,
  label,
  required,
  requiredText,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  requiredText: string;
  hint?: string;
  error?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
        {required ? <RequiredMark text={requiredText} /> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={form.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
      {children(controlProps(id, { hint: Boolean(hint), error, required }))}
    </div>
  );
}
