import { describe, expect, it } from 'vitest';
import { mediaPath, originalMediaPath, parseMediaPath } from './media-paths';

const source = { file: 'hall_4f2a1b9c0d.jpg', version: 'k3j9x2' };

describe('media paths', () => {
  it('read back what they write', () => {
    const [, , version, size, name] = mediaPath(source, 480, 'avif').split('/');
    expect(parseMediaPath(version!, size!, name!)).toEqual({
      kind: 'encoded',
      source,
      width: 480,
      format: 'avif',
    });
    const svg = { file: 'logo_99aa.svg', version: 'a1' };
    const [, , v, s, n] = originalMediaPath(svg).split('/');
    expect(parseMediaPath(v!, s!, n!)).toEqual({ kind: 'original', source: svg });
  });

  it.each([
    ['widths outside the fixed set', 'k3', '500', 'hall_4f.jpg.avif'],
    ['formats the site does not make', 'k3', '480', 'hall_4f.jpg.gif'],
    ['PNG of a JPEG', 'k3', '480', 'hall_4f.jpg.png'],
    ['parent folders', 'k3', '480', '...jpg.avif'],
    ['a path in the name', 'k3', '480', '../../etc/passwd.jpg.avif'],
    ['another host', 'k3', '480', 'http://evil.example/x.jpg.avif'],
    ['an encoded slash', 'k3', '480', 'a%2F..%2Fb.jpg.avif'],
    ['a name that is not an image', 'k3', '480', 'report_1a.pdf.jpeg'],
    ['no upload name at all', 'k3', '480', '.jpg.avif'],
    ['a version with other characters', '../x', '480', 'hall_4f.jpg.avif'],
    ['an original of a photo', 'k3', 'original', 'hall_4f.jpg'],
    ['an original with a path', 'k3', 'original', '../logo.svg'],
  ])('refuse %s', (_what, version, size, name) => {
    expect(parseMediaPath(version, size, name)).toBeNull();
  });

  it('keep PNG as the fallback of a PNG', () => {
    expect(parseMediaPath('k3', '320', 'logo_1a.png.png')).toMatchObject({ format: 'png' });
  });
});
