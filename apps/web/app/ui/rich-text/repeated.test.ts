import { describe, expect, it } from 'vitest';
import type { RichText } from '~/domain/types';
import { sameWords, withoutRepeats } from './repeated';

const run = (text: string) => ({
  type: 'text' as const,
  text,
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  code: false,
});
const paragraph = (text: string) => ({ type: 'paragraph' as const, children: [run(text)] });

describe('withoutRepeats', () => {
  const teaser = 'In 45 Minuten zu den schönsten Entwürfen der Sonderausstellung.';

  it('drops the paragraph that repeats the teaser shown above, keeps the rest', () => {
    const body: RichText = [paragraph(teaser), paragraph('Die Führung endet im Lichthof.')];
    expect(withoutRepeats(body, [teaser])).toEqual([paragraph('Die Führung endet im Lichthof.')]);
  });

  it('reads a repeat with other spacing, case or punctuation as the same', () => {
    const body: RichText = [
      paragraph('in 45 Minuten zu den schönsten Entwürfen der Sonderausstellung'),
    ];
    expect(withoutRepeats(body, [teaser])).toEqual([]);
  });

  it('drops a paragraph that repeats an earlier one, and a link text counts as its words', () => {
    const linked: RichText[number] = {
      type: 'paragraph',
      children: [
        run('Mehr im '),
        { type: 'link', url: '/programm', isExternal: false, children: [run('Programm')] },
      ],
    };
    const body: RichText = [linked, paragraph('Mehr im Programm.'), { type: 'code', text: 'x' }];
    expect(withoutRepeats(body, [null])).toEqual([linked, { type: 'code', text: 'x' }]);
  });

  it('keeps a text that only starts like the teaser', () => {
    const body: RichText = [paragraph(`${teaser} Ohne Anmeldung.`)];
    expect(withoutRepeats(body, [teaser])).toEqual(body);
  });
});

describe('sameWords', () => {
  it('compares words, not marks, and never calls two empty texts the same', () => {
    expect(sameWords('Sonderausstellung', 'SONDERAUSSTELLUNG!')).toBe(true);
    expect(sameWords('Sonderausstellung', 'Sonderausstellung im Schauhaus')).toBe(false);
    expect(sameWords('', ' – ')).toBe(false);
  });
});
