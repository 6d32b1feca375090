/**
 * Where an embed's frame loads from, derived from the address of the content on the provider's
 * own site (issue 15). The privacy-enhanced variant is used wherever a provider has one:
 * YouTube's youtube-nocookie.com and Vimeo's "do not track" player. Pure: no logging here, the
 * callers report what they refuse.
 */

/** The address as a URL if it is an https one; anything else (http, javascript:, a path) is null. */
export function httpsUrl(value: string): URL | null {
  // Browsers drop tabs and line breaks anywhere in an address (see links.ts).
  const text = value.replace(/[\t\n\r]/g, '').trim();
  if (!/^https:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
      ? url
      : null;
  } catch {
    return null;
  }
}

const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const youtubeId = /^[A-Za-z0-9_-]{11}$/;

/** "90", "90s", "1m30s", "1h2m3s" → seconds; null when it is none of these. */
function seconds(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return null;
  const [, h = '0', m = '0', s = '0'] = match;
  const total = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return total > 0 ? total : null;
}

function youtube(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be') {
    id = url.pathname.split('/')[1] ?? null;
  } else if (youtubeHosts.has(host)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch' && second === undefined) id = url.searchParams.get('v');
    else if (first === 'shorts' || first === 'embed' || first === 'live') id = second ?? null;
  }
  if (!id || !youtubeId.test(id)) return null;
  const start = seconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`;
}

function vimeo(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | null = url.searchParams.get('h');
  if (host === 'player.vimeo.com') {
    if (parts[0] === 'video' && parts.length === 2) id = parts[1];
  } else if (host === 'vimeo.com' || host === 'www.vimeo.com') {
    // vimeo.com/<id>, vimeo.com/<id>/<hash> (unlisted), vimeo.com/channels/<name>/<id>
    if (parts[0] === 'channels' && parts.length === 3) id = parts[2];
    else if (parts.length === 1 || parts.length === 2) {
      id = parts[0];
      if (parts[1]) hash = parts[1];
    }
  }
  if (!id || !/^\d{1,12}$/.test(id)) return null;
  const query = new URLSearchParams();
  if (hash && /^[a-f0-9]{6,20}$/i.test(hash)) query.set('h', hash);
  query.set('dnt', '1');
  return `https://player.vimeo.com/video/${id}?${query.toString()}`;
}

const spotifyKinds = new Set(['album', 'artist', 'episode', 'playlist', 'show', 'track']);

function spotify(url: URL): string | null {
  if (url.hostname.toLowerCase() !== 'open.spotify.com') return null;
  const parts = url.pathname.split('/').filter(Boolean);
  // Shared links may name a language first ("/intl-de/episode/…"); embed links start "/embed/".
  if (parts[0] === 'embed' || /^intl-[a-z]{2}$/i.test(parts[0] ?? '')) parts.shift();
  const [kind, id, ...rest] = parts;
  if (!kind || !spotifyKinds.has(kind) || !id || !/^[A-Za-z0-9]{22}$/.test(id) || rest.length)
    return null;
  return `https://open.spotify.com/embed/${kind}/${id}`;
}

function openStreetMap(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (host !== 'www.openstreetmap.org' && host !== 'openstreetmap.org') return null;
  if (url.pathname !== '/export/embed.html') return null;
  return url.toString();
}

/**
 * The frame's address for content on YouTube, Vimeo, Spotify or an OpenStreetMap embed view;
 * null for anything else (then an editor has to give the frame's address).
 */
export function embedSourceOf(address: string): string | null {
  const url = httpsUrl(address);
  if (!url) return null;
  return youtube(url) ?? vimeo(url) ?? spotify(url) ?? openStreetMap(url);
}

/**
 * The frame's address of an embed: the editor's own frame address when there is one (made
 * privacy-enhanced when it is one of the known providers), else derived from the content's
 * address. Either must be https; anything else gives a reason instead of an address.
 */
export function frameSource(
  url: string,
  editorsEmbedUrl: string | null,
): { src: string } | { refused: string } {
  if (!httpsUrl(url)) return { refused: 'the address of the content must be an https address' };
  if (editorsEmbedUrl !== null) {
    const own = httpsUrl(editorsEmbedUrl);
    if (!own) return { refused: 'the embed address must be an https address' };
    return { src: embedSourceOf(editorsEmbedUrl) ?? own.toString() };
  }
  const derived = embedSourceOf(url);
  return derived
    ? { src: derived }
    : { refused: 'no embed address can be derived from the address; enter the embed address' };
}
