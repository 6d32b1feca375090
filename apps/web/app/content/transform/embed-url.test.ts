/** Where an embed's frame loads from: derived, privacy-enhanced, https only. */
import { describe, expect, it } from 'vitest';
import { embedSourceOf, frameSource, httpsUrl } from './embed-url';

const nocookie = 'https://www.youtube-nocookie.com/embed/Zm7dAmpfM01';

describe('embedSourceOf', () => {
  it.each([
    'https://www.youtube.com/watch?v=Zm7dAmpfM01',
    'https://youtube.com/watch?v=Zm7dAmpfM01&list=PL123&index=2',
    'https://m.youtube.com/watch?feature=share&v=Zm7dAmpfM01',
    'https://youtu.be/Zm7dAmpfM01',
    'https://youtu.be/Zm7dAmpfM01?si=abcdef',
    'https://www.youtube.com/shorts/Zm7dAmpfM01',
    'https://www.youtube.com/embed/Zm7dAmpfM01',
    'https://www.youtube.com/live/Zm7dAmpfM01',
    'https://www.youtube-nocookie.com/embed/Zm7dAmpfM01',
    'HTTPS://WWW.YOUTUBE.COM/watch?v=Zm7dAmpfM01',
  ])('plays a YouTube video in privacy-enhanced mode: %s', (url) => {
    expect(embedSourceOf(url)).toBe(nocookie);
  });

  it('keeps a YouTube start time, in seconds', () => {
    expect(embedSourceOf('https://youtu.be/Zm7dAmpfM01?t=90')).toBe(`${nocookie}?start=90`);
    expect(embedSourceOf('https://www.youtube.com/watch?v=Zm7dAmpfM01&t=1m30s')).toBe(
      `${nocookie}?start=90`,
    );
    expect(embedSourceOf('https://www.youtube.com/embed/Zm7dAmpfM01?start=42')).toBe(
      `${nocookie}?start=42`,
    );
    expect(embedSourceOf('https://youtu.be/Zm7dAmpfM01?t=soon')).toBe(nocookie);
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC1234567890',
    'https://www.youtube.com/playlist?list=PL1234567890',
    'https://youtu.be/',
    'https://youtube.evil.example/watch?v=Zm7dAmpfM01',
    'https://www.youtube.com.evil.example/watch?v=Zm7dAmpfM01',
  ])('does not take %s for a YouTube video', (url) => {
    expect(embedSourceOf(url)).toBeNull();
  });

  it.each([
    ['https://vimeo.com/824513967', 'https://player.vimeo.com/video/824513967?dnt=1'],
    ['https://www.vimeo.com/824513967', 'https://player.vimeo.com/video/824513967?dnt=1'],
    [
      'https://vimeo.com/channels/staffpicks/824513967',
      'https://player.vimeo.com/video/824513967?dnt=1',
    ],
    [
      'https://vimeo.com/824513967/a1b2c3d4e5',
      'https://player.vimeo.com/video/824513967?h=a1b2c3d4e5&dnt=1',
    ],
    [
      'https://player.vimeo.com/video/824513967?h=a1b2c3d4e5&autoplay=1',
      'https://player.vimeo.com/video/824513967?h=a1b2c3d4e5&dnt=1',
    ],
  ])('plays a Vimeo video with do-not-track: %s', (url, expected) => {
    expect(embedSourceOf(url)).toBe(expected);
  });

  it.each(['https://vimeo.com/about', 'https://vimeo.com/user/12345/videos', 'https://vimeo.com/'])(
    'does not take %s for a Vimeo video',
    (url) => {
      expect(embedSourceOf(url)).toBeNull();
    },
  );

  it.each([
    ['show', 'https://open.spotify.com/show/3ZmOhrenAufPodcast0r7x'],
    ['episode', 'https://open.spotify.com/episode/7ZmFolge12Maschinen0ab?si=xyz'],
    ['show', 'https://open.spotify.com/intl-de/show/3ZmOhrenAufPodcast0r7x'],
    ['show', 'https://open.spotify.com/embed/show/3ZmOhrenAufPodcast0r7x'],
  ])('plays a Spotify %s in its embed player', (kind, url) => {
    const id = url.match(/\/(\w{22})(?:\?|$)/)?.[1];
    expect(embedSourceOf(url)).toBe(`https://open.spotify.com/embed/${kind}/${id}`);
  });

  it.each([
    'https://open.spotify.com/user/zentralmuseum',
    'https://open.spotify.com/show/tooShort',
    'https://spotify.com/show/3ZmOhrenAufPodcast0r7x',
  ])('does not take %s for Spotify content', (url) => {
    expect(embedSourceOf(url)).toBeNull();
  });

  it('passes an OpenStreetMap embed view through, and nothing else of OpenStreetMap', () => {
    const map =
      'https://www.openstreetmap.org/export/embed.html?bbox=10.4428%2C51.1617%2C10.4528%2C51.1667&layer=mapnik&marker=51.1642%2C10.4478';
    expect(embedSourceOf(map)).toBe(map);
    expect(embedSourceOf(map.replace('www.', ''))).toBe(map.replace('www.', ''));
    expect(
      embedSourceOf(
        'https://www.openstreetmap.org/?mlat=51.1642&mlon=10.4478#map=17/51.1642/10.4478',
      ),
    ).toBeNull();
  });

  it.each([
    'http://www.youtube.com/watch?v=Zm7dAmpfM01',
    'http://vimeo.com/824513967',
    '//www.youtube.com/watch?v=Zm7dAmpfM01',
    'javascript:alert(1)',
    'https://user:secret@www.youtube.com/watch?v=Zm7dAmpfM01',
    'https://video.example.org/zm/film',
    'not an address',
    '',
  ])('gives nothing for %j', (url) => {
    expect(embedSourceOf(url)).toBeNull();
  });
});

describe('httpsUrl', () => {
  it('accepts https only, ignoring tabs and line breaks as browsers do', () => {
    expect(httpsUrl(' https://a.example/x ')?.href).toBe('https://a.example/x');
    expect(httpsUrl('https://a.exa\nmple/x')?.href).toBe('https://a.example/x');
    expect(httpsUrl('http://a.example/')).toBeNull();
    expect(httpsUrl('ftp://a.example/')).toBeNull();
    expect(httpsUrl('/datenschutz')).toBeNull();
    expect(httpsUrl('https://')).toBeNull();
  });
});

describe('frameSource', () => {
  it('derives the frame from the content address', () => {
    expect(frameSource('https://youtu.be/Zm7dAmpfM01', null)).toEqual({ src: nocookie });
  });

  it("prefers the editor's frame address, made privacy-enhanced where it can be", () => {
    expect(
      frameSource(
        'https://www.youtube.com/watch?v=Zm7dAmpfM01',
        'https://www.youtube.com/embed/Zm7dAmpfM01',
      ),
    ).toEqual({ src: nocookie });
    expect(
      frameSource('https://maps.example.org/place/1', 'https://maps.example.org/embed?place=1'),
    ).toEqual({ src: 'https://maps.example.org/embed?place=1' });
  });

  it('refuses non-https addresses and content it cannot embed without a frame address', () => {
    expect(frameSource('http://www.youtube.com/watch?v=Zm7dAmpfM01', null)).toEqual({
      refused: expect.stringContaining('https'),
    });
    expect(
      frameSource('https://maps.example.org/place/1', 'http://maps.example.org/embed?place=1'),
    ).toEqual({ refused: expect.stringContaining('https') });
    expect(frameSource('https://maps.example.org/place/1', 'javascript:alert(1)')).toEqual({
      refused: expect.stringContaining('https'),
    });
    expect(frameSource('https://maps.example.org/place/1', null)).toEqual({
      refused: expect.stringContaining('enter the embed address'),
    });
  });
});
