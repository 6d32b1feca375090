/** Titles longer than this get the smaller "long" style (SPEC §5). */
export const longTitleLength = 75;

export function isLongTitle(title: string): boolean {
  return title.trim().length > longTitleLength;
}

export interface TitlePart {
  text: string;
  /** The museum's name, which must not wrap inside. */
  keepTogether: boolean;
}

/** Splits a title around every occurrence of the museum's name (SPEC §5: it stays on one line). */
export function titleParts(title: string, museumName: string): TitlePart[] {
  if (!museumName) return [{ text: title, keepTogether: false }];
  const parts: TitlePart[] = [];
  let rest = title;
  for (let index = rest.indexOf(museumName); index >= 0; index = rest.indexOf(museumName)) {
    if (index > 0) parts.push({ text: rest.slice(0, index), keepTogether: false });
    parts.push({ text: museumName, keepTogether: true });
    rest = rest.slice(index + museumName.length);
  }
  if (rest) parts.push({ text: rest, keepTogether: false });
  return parts;
}
