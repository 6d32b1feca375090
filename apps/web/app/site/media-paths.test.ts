import { describe, expect, it } from 'vitest';
import {
  absoluteSiteUrl,
  downloadName,
  fileDisposition,
  fileHref,
  filePath,
  mediaPath,
  originalMediaPath,
  parseMediaPath,
} from './media-paths';

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
    ['a file with a path', 'k3', 'file', '../../etc/passwd.pdf'],
    ['a file with an encoded slash', 'k3', 'file', 'a%2F..%2Fb.pdf'],
    ['a file of a type the site does not pass on', 'k3', 'file', 'page_1a.html'],
    ['a script', 'k3', 'file', 'run_1a.js'],
    ['a file without an extension', 'k3', 'file', 'passwd'],
    ['a file of another host', 'k3', 'file', 'http://evil.example/x.pdf'],
    ['a hidden file', 'k3', 'file', '.htaccess.pdf'],
  ])('refuse %s', (_what, version, size, name) => {
    expect(parseMediaPath(version, size, name)).toBeNull();
  });

  it('keep PNG as the fallback of a PNG', () => {
    expect(parseMediaPath('k3', '320', 'logo_1a.png.png')).toMatchObject({ format: 'png' });
  });

  it('name uploaded files as they are, read back the same', () => {
    const audio = { file: 'zm_podcast_2795d73db5.wav', version: 'k3j9x2' };
    expect(filePath(audio)).toBe('/media/k3j9x2/file/zm_podcast_2795d73db5.wav');
    const [, , version, size, name] = filePath(audio).split('/');
    expect(parseMediaPath(version!, size!, name!)).toEqual({ kind: 'file', source: audio });
  });

  it("link an upload on the site's origin, a file of another host at its address", () => {
    const media = { file: 'zm_factsheet_8170429078.pdf', version: 'k3' };
    expect(fileHref({ url: null, media })).toBe('/media/k3/file/zm_factsheet_8170429078.pdf');
    expect(fileHref({ url: 'https://files.example/a.pdf', media: null })).toBe(
      'https://files.example/a.pdf',
    );
    // An upload the site would not serve is not linked at all (nor is the CMS named).
    expect(fileHref({ url: null, media: { file: 'x_1a.exe', version: 'k3' } })).toBeNull();
  });

  it('save downloads under the upload name without Strapi’s random part, audio inline', () => {
    expect(downloadName('zm_pressestimmen_939214437c.pdf')).toBe('zm_pressestimmen.pdf');
    expect(downloadName('plan.pdf')).toBe('plan.pdf');
    expect(fileDisposition('zm_pressestimmen_939214437c.pdf')).toBe(
      'attachment; filename="zm_pressestimmen.pdf"',
    );
    expect(fileDisposition('zm_podcast_2795d73db5.wav')).toBe('inline; filename="zm_podcast.wav"');
  });

  it('make site paths absolute with the configured origin, other addresses untouched', () => {
    expect(absoluteSiteUrl('/media/k3/file/a.pdf', 'https://zm.example')).toBe(
      'https://zm.example/media/k3/file/a.pdf',
    );
    expect(absoluteSiteUrl('https://x.example/a.jpg', 'https://zm.example')).toBe(
      'https://x.example/a.jpg',
    );
    expect(absoluteSiteUrl('//x.example/a.jpg', 'https://zm.example')).toBe('//x.example/a.jpg');
  });
});
