import { describe, expect, it } from 'vitest';
import { makeSnippet } from './snippet.server';

const words = (n: number, word = 'Text') => Array.from({ length: n }, () => word).join(' ');
const isTarget = (word: string) => word === 'Ziel';

describe('makeSnippet', () => {
  it('shows about 160 characters around the first match, cut at words', () => {
    const text = `${words(60, 'Anfang')} Ziel ${words(60, 'Ende')}`;
    const segments = makeSnippet(text, isTarget);
    const shown = segments.map((s) => s.text).join('');
    expect(shown.startsWith('… Anfang')).toBe(true);
    expect(shown.endsWith('Ende …')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(164);
    expect(segments.filter((s) => s.mark)).toEqual([{ text: 'Ziel', mark: true }]);
  });

  it('starts at the beginning when the match is near it', () => {
    const segments = makeSnippet(`Das Ziel liegt nah.   Mehr\n\nText.`, isTarget);
    expect(segments).toEqual([
      { text: 'Das ', mark: false },
      { text: 'Ziel', mark: true },
      { text: ' liegt nah. Mehr Text.', mark: false },
    ]);
  });

  it('shows the start of the text without marks when nothing matches', () => {
    const segments = makeSnippet(words(80), isTarget);
    expect(segments).toHaveLength(1);
    expect(segments[0]?.mark).toBe(false);
    expect(segments[0]?.text.endsWith('Text …')).toBe(true);
    expect(makeSnippet('  ', isTarget)).toEqual([]);
  });
});
