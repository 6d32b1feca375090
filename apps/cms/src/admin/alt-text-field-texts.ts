// The texts of the alternative-text fields in the media library, in the admin's language.

export interface AltTextFieldTexts {
  labelDe: string;
  labelEn: string;
  hintDe: string;
  hintEn: string;
  decorative: string;
  decorativeHint: string;
}

export const ALT_TEXT_FIELD_TEXTS: Record<'de' | 'en', AltTextFieldTexts> = {
  de: {
    labelDe: 'Alternativtext Deutsch',
    labelEn: 'Alternativtext Englisch',
    hintDe:
      'Beschreibt das Bild für Menschen, die es nicht sehen, auf den deutschen Seiten (z. B. „Dampfmaschine von 1890 in der Maschinenhalle“).',
    hintEn: 'Dasselbe auf Englisch, für die englischen Seiten.',
    decorative: 'Dekoratives Bild',
    decorativeHint:
      'Nur für Bilder, die nichts mitteilen (Ornamente, Hintergründe): Screenreader übergehen sie, ein Alternativtext ist dann nicht nötig.',
  },
  en: {
    labelDe: 'Alternative text German',
    labelEn: 'Alternative text English',
    hintDe:
      'Describes the image for people who cannot see it, on the German pages (e.g. “Steam engine of 1890 in the machine hall”).',
    hintEn: 'The same in English, for the English pages.',
    decorative: 'Decorative image',
    decorativeHint:
      'Only for images that convey nothing (ornaments, backgrounds): screen readers skip them, and no alternative text is needed.',
  },
};

export const altTextFieldTexts = (language: string | null): AltTextFieldTexts =>
  language === 'en' ? ALT_TEXT_FIELD_TEXTS.en : ALT_TEXT_FIELD_TEXTS.de;
