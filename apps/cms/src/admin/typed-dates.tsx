import { InputRenderer, useField } from '@strapi/strapi/admin';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { parseTypedDate, typedFieldValue, type TypedDate } from './german-date';

// Typed dates in date and datetime fields (issue #44). Strapi's inputs are the design system's
// DatePicker and DateTimePicker; they read a typed date only in the exact pattern of the
// admin's locale and lose a time typed after it ("24.12.2026 14:30"). Strapi's input stays as
// it is (picker, clear button, errors); this reads what was typed into its date box when the
// box is left or Enter is pressed, and sets the field to it after the picker's own handling.

/** The text box of a design-system date picker (the time box is a listbox combobox). */
function dateBox(target: EventTarget): HTMLInputElement | null {
  return target instanceof HTMLInputElement && target.getAttribute('aria-haspopup') === 'dialog'
    ? target
    : null;
}

/**
 * Handlers for an element around a date picker: `onTyped` gets each readable typed date, at
 * once and again after the picker's own handling (an empty picker reports its reading of the
 * text from an effect after the event: that must not win over what was typed). Enter takes
 * the date instead of submitting the form (which would save before the date is set).
 */
export function typedDateHandlers(onTyped: (typed: TypedDate) => void) {
  const read = (target: EventTarget): boolean => {
    const box = dateBox(target);
    const typed = box ? parseTypedDate(box.value) : null;
    if (!typed) return false;
    onTyped(typed);
    // An empty datetime picker whose calendar is open reports its reading over a few effects.
    for (const delay of [0, 100]) setTimeout(() => onTyped(typed), delay);
    return true;
  };
  return {
    onBlur: (event: FocusEvent) => {
      read(event.target);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' && read(event.target)) event.preventDefault();
    },
  };
}

export function TypedDates({
  onTyped,
  children,
}: {
  onTyped: (typed: TypedDate) => void;
  children: ReactNode;
}) {
  return (
    <div style={{ display: 'contents' }} {...typedDateHandlers(onTyped)}>
      {children}
    </div>
  );
}

interface InputProps {
  name: string;
  type: string;
  [prop: string]: unknown;
}

/** Strapi's date or datetime input that also takes typed German dates. */
export function TypedDateInput({ unique: _unique, mainField: _mainField, ...props }: InputProps) {
  // What the content manager leaves out before its generic renderer, left out here too.
  const field = useField(props.name);
  return (
    <TypedDates
      onTyped={(typed) =>
        field.onChange(props.name, typedFieldValue(props.type, typed, field.value))
      }
    >
      <InputRenderer {...(props as object as Parameters<typeof InputRenderer>[0])} />
    </TypedDates>
  );
}
