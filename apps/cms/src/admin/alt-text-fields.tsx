import {
  Checkbox,
  DesignSystemProvider,
  Field,
  Flex,
  TextInput,
  Typography,
  darkTheme,
  lightTheme,
} from '@strapi/design-system';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { parseAltText, serializeAltText, type AltText } from '../media/alt-text';
import { altTextFieldTexts, type AltTextFieldTexts } from './alt-text-field-texts';

// Strapi's media library has one text field "alternativeText" in both places where a file is
// edited (the media library's file details, and the edit dialog of a media field and of an
// upload) and offers no way to add fields there. So the field stays, hidden, and carries the
// JSON; beside it stand one field per language and the "decorative" checkbox, which write the
// JSON into it as if typed. Found by its name, the one thing both dialogs and Strapi's API
// share: should a new Strapi rename it, the plain field simply shows again (decision 0060).

const FIELD = 'input[name="alternativeText"]';
const MARK = 'data-zm-alt-text';
const THEME_KEY = 'STRAPI_THEME';

const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** Writes `value` into the hidden field as typing would, so the dialog's form takes it. */
function typeInto(input: HTMLInputElement, value: string) {
  setNativeValue?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function theme() {
  const chosen = window.localStorage.getItem(THEME_KEY);
  const dark =
    chosen === 'dark' ||
    (chosen !== 'light' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  return dark ? darkTheme : lightTheme;
}

interface FieldsProps {
  input: HTMLInputElement;
  texts: AltTextFieldTexts;
}

function AltTextFields({ input, texts }: FieldsProps) {
  const [alt, setAlt] = useState<AltText>(() => parseAltText(input.value));
  const [disabled, setDisabled] = useState(input.disabled);
  const written = useRef(input.value);

  // The dialog may change the field itself (discarding changes, another file): follow it.
  useEffect(() => {
    const observer = new MutationObserver(() => {
      setDisabled(input.disabled);
      if (input.value !== written.current) {
        written.current = input.value;
        setAlt(parseAltText(input.value));
      }
    });
    observer.observe(input, { attributes: true, attributeFilter: ['value', 'disabled'] });
    return () => observer.disconnect();
  }, [input]);

  const change = (next: AltText) => {
    setAlt(next);
    const value = serializeAltText(next);
    written.current = value;
    typeInto(input, value);
  };

  const id = input.id || 'alternativeText';
  return (
    <Flex direction="column" alignItems="stretch" gap={3} data-zm-alt-text-fields="">
      <Field.Root name={`${id}-de`} id={`${id}-de`} hint={texts.hintDe}>
        <Field.Label>{texts.labelDe}</Field.Label>
        <TextInput
          value={alt.de}
          disabled={disabled || alt.decorative}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            change({ ...alt, de: event.target.value })
          }
        />
        <Field.Hint />
      </Field.Root>
      <Field.Root name={`${id}-en`} id={`${id}-en`} hint={texts.hintEn}>
        <Field.Label>{texts.labelEn}</Field.Label>
        <TextInput
          value={alt.en}
          disabled={disabled || alt.decorative}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            change({ ...alt, en: event.target.value })
          }
        />
        <Field.Hint />
      </Field.Root>
      <Flex direction="column" alignItems="stretch" gap={1}>
        <Checkbox
          checked={alt.decorative}
          disabled={disabled}
          onCheckedChange={(checked) => change({ ...alt, decorative: checked === true })}
        >
          {texts.decorative}
        </Checkbox>
        <Typography variant="pi" textColor="neutral600">
          {texts.decorativeHint}
        </Typography>
      </Flex>
    </Flex>
  );
}

/** The element of Strapi's field around `input`: the one holding the label that names it. */
function fieldOf(input: HTMLInputElement): HTMLElement | null {
  let node = input.parentElement;
  while (node && node !== document.body) {
    const label = input.id ? node.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null;
    if (label) return node;
    node = node.parentElement;
  }
  return null;
}

interface Mounted {
  input: HTMLInputElement;
  field: HTMLElement;
  container: HTMLElement;
  root: Root;
}

/**
 * Watches the admin for Strapi's alternative-text field and puts the per-language fields in its
 * place. `language` gives the admin's language when a field appears. Returns the stop.
 */
export function enhanceAltTextFields(language: () => string | null): () => void {
  const mounted: Mounted[] = [];
  let scheduled = false;

  const sweep = () => {
    scheduled = false;
    for (const entry of [...mounted]) {
      if (entry.input.isConnected) continue;
      mounted.splice(mounted.indexOf(entry), 1);
      // Unmounted after this pass: React must not be asked to unmount inside its own commit.
      queueMicrotask(() => {
        entry.root.unmount();
        entry.container.remove();
      });
    }
    for (const input of document.querySelectorAll<HTMLInputElement>(FIELD)) {
      if (input.hasAttribute(MARK)) continue;
      const field = fieldOf(input);
      if (!field) continue;
      input.setAttribute(MARK, '');
      field.hidden = true;
      field.style.display = 'none';
      const container = document.createElement('div');
      field.after(container);
      const root = createRoot(container);
      root.render(
        <DesignSystemProvider locale={language() ?? 'de'} theme={theme()}>
          <AltTextFields input={input} texts={altTextFieldTexts(language())} />
        </DesignSystemProvider>,
      );
      mounted.push({ input, field, container, root });
    }
  };

  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(sweep);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  sweep();
  return () => {
    observer.disconnect();
    for (const entry of mounted) {
      entry.root.unmount();
      entry.container.remove();
      entry.field.hidden = false;
      entry.field.style.display = '';
      entry.input.removeAttribute(MARK);
    }
  };
}
