// Reply templates: subject and body with placeholders in braces, written by editors in the
// admin (single type "Antwortvorlagen", one text per language). Plain text, no markup.

/** The placeholders a template may use, with what the admin's help text says about each. */
export const PLACEHOLDERS = {
  referenz: 'Kennung der Anfrage oder Meldung (ZM-…)',
  angebot: 'Titel des angefragten Angebots',
  datum: 'Wunschdatum der Führung',
  uhrzeit: 'Wunschzeit der Führung',
  personen: 'Zahl der Teilnehmenden',
  eingang: 'Tag, an dem die Anfrage oder Meldung einging',
  museum: 'Name des Museums',
  kontakt: 'Kontakt des Museums (Telefon, E-Mail) aus „Adresse & Kontakte“',
} as const;

export type Placeholder = keyof typeof PLACEHOLDERS;
export type TemplateValues = Partial<Record<Placeholder, string | null | undefined>>;

export interface Template {
  subject: string;
  body: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
}

const TOKEN = /\{\s*([a-zA-ZäöüÄÖÜß_]+)\s*\}/g;

const isPlaceholder = (name: string): name is Placeholder =>
  Object.prototype.hasOwnProperty.call(PLACEHOLDERS, name);

/** Names in braces that are no placeholder (a typo the admin refuses to save). */
export function unknownPlaceholders(text: string | null | undefined): string[] {
  const found = [...(text ?? '').matchAll(TOKEN)].map((match) => match[1]!.toLowerCase());
  return [...new Set(found.filter((name) => !isPlaceholder(name)))];
}

const valueOf = (values: TemplateValues, name: string): string => {
  const key = name.toLowerCase();
  return isPlaceholder(key) ? (values[key] ?? '').trim() : '';
};

/**
 * Fills the placeholders. A value that is missing becomes empty, and a line whose placeholders
 * were all empty and that has nothing else but punctuation or a label ("Uhrzeit: {uhrzeit}")
 * is left out, so a request without a time does not say "Uhrzeit: ". Line breaks in the
 * subject become spaces (a mail header is one line).
 */
/** The longest subject a reply is stored and sent with. */
export const SUBJECT_MAX = 255;

export function renderTemplate(template: Template, values: TemplateValues): RenderedMail {
  const filledSubject = template.subject
    .replace(TOKEN, (_match, name: string) => valueOf(values, name))
    .replace(/\s+/g, ' ')
    .trim();
  // Stored in a varchar(255) column (PostgreSQL refuses more); a long offer title is cut.
  const subject =
    filledSubject.length > SUBJECT_MAX
      ? `${filledSubject.slice(0, SUBJECT_MAX - 1).trimEnd()}…`
      : filledSubject;
  const lines: string[] = [];
  for (const line of template.body.replace(/\r\n?/g, '\n').split('\n')) {
    const names = [...line.matchAll(TOKEN)].map((match) => match[1]!);
    const filled = line.replace(TOKEN, (_match, name: string) => valueOf(values, name));
    const allEmpty = names.length > 0 && names.every((name) => valueOf(values, name) === '');
    // "Uhrzeit: " or "–" is all that is left of a line without its values.
    if (allEmpty && /^[^\p{L}\p{N}]*(\p{L}[\p{L} ]*:)?[^\p{L}\p{N}]*$/u.test(filled)) continue;
    // An empty value in a sentence leaves one space, not two.
    const someEmpty = names.some((name) => valueOf(values, name) === '');
    lines.push((someEmpty ? filled.replace(/ {2,}/g, ' ') : filled).replace(/[ \t]+$/, ''));
  }
  const text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { subject, text: `${text}\n` };
}
