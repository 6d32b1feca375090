// The alternative text of a media file, one per language, in the upload's `alternativeText`
// (docs/content-model.md): JSON `{"de":"…","en":"…"}`, with `"decorative":true` for an image
// that only decorates (the site gives it alt=""). Editors never see the JSON: the media
// library shows one field per language and a checkbox (src/admin/alt-text-fields.tsx).
// The site reads the same JSON (apps/web/app/content/transform/image.ts).

export const ALT_LANGUAGES = ['de', 'en'] as const;
export type AltLanguage = (typeof ALT_LANGUAGES)[number];

export interface AltText {
  de: string;
  en: string;
  decorative: boolean;
  /** Keys of the stored JSON this code does not know: written back unchanged. */
  other: Record<string, unknown>;
}

export const EMPTY_ALT_TEXT: AltText = { de: '', en: '', decorative: false, other: {} };

/**
 * The stored value as fields. Plain text (typed before the JSON, or by another tool) is the
 * German text: the site shows it in both languages, but English still has to be written.
 */
export function parseAltText(raw: unknown): AltText {
  const text = typeof raw === 'string' ? raw : '';
  if (text.trim().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const { de, en, decorative, ...other } = parsed as Record<string, unknown>;
        return {
          de: typeof de === 'string' ? de : '',
          en: typeof en === 'string' ? en : '',
          decorative: decorative === true,
          other,
        };
      }
    } catch {
      // Not JSON after all: plain text below.
    }
  }
  return { ...EMPTY_ALT_TEXT, de: text };
}

/**
 * The fields as the value to store: JSON whenever there is something to say, the empty
 * string when there is nothing (as Strapi stores an untouched file). The texts are kept as
 * typed (a space at the end is still being typed); whether one is empty is judged trimmed.
 */
export function serializeAltText(alt: AltText): string {
  const hasText = alt.de.trim() !== '' || alt.en.trim() !== '';
  if (!hasText && !alt.decorative && Object.keys(alt.other).length === 0) return '';
  return JSON.stringify({
    ...alt.other,
    de: alt.de,
    en: alt.en,
    ...(alt.decorative ? { decorative: true } : {}),
  });
}

/** Whether the file still needs an alternative text in `language` before it may be shown. */
export function lacksAltText(alt: AltText, language: AltLanguage): boolean {
  return !alt.decorative && alt[language].trim() === '';
}
