import { describe, expect, it } from 'vitest';
import { isLongTitle, titleParts } from './title-parts';

describe('page title', () => {
  it('is long over 75 characters', () => {
    expect(isLongTitle('x'.repeat(75))).toBe(false);
    expect(isLongTitle('x'.repeat(76))).toBe(true);
  });

  it('keeps the museum name together, also inside a longer word', () => {
    expect(titleParts('Geschichte des Zentralmuseums', 'Zentralmuseum')).toEqual([
      { text: 'Geschichte des ', keepTogether: false },
      { text: 'Zentralmuseum', keepTogether: true },
      { text: 's', keepTogether: false },
    ]);
    expect(titleParts('Maschinenhalle', 'Zentralmuseum')).toEqual([
      { text: 'Maschinenhalle', keepTogether: false },
    ]);
  });
});
