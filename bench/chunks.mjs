// Which part of the app each first-load script belongs to, from React Router's browser
// manifest (build/client/assets/manifest-<hash>.js, which every page loads): the client entry,
// a route's own module, or a chunk the entry and route modules share.

const MANIFEST_FILE = /\/assets\/manifest-[\w-]+\.js$/;
const PREFIX = 'window.__reactRouterManifest=';

export const isRouteManifest = (url) => MANIFEST_FILE.test(new URL(url, 'http://x').pathname);

/** The manifest object from the text of that file. */
export function parseRouteManifest(text) {
  const start = text.indexOf(PREFIX);
  if (start === -1) throw new Error('not a React Router manifest');
  return JSON.parse(
    text
      .slice(start + PREFIX.length)
      .trim()
      .replace(/;$/, ''),
  );
}

/** "a, b, c +2" for a list of names. */
function names(list, shown = 3) {
  const rest = list.length - shown;
  return list.slice(0, shown).join(', ') + (rest > 0 ? ` +${rest}` : '');
}

/** Map of asset path (/assets/…) → owner: "entry", "route home.de, home.en", "shared by …". */
export function chunkOwners(manifest) {
  const modules = new Map();
  const importers = new Map();
  const add = (map, key, name) => map.set(key, [...(map.get(key) ?? []), name]);
  add(modules, manifest.entry.module, 'entry');
  for (const file of manifest.entry.imports ?? []) add(importers, file, 'entry');
  for (const route of Object.values(manifest.routes)) {
    add(modules, route.module, route.id);
    for (const file of route.imports ?? []) add(importers, file, route.id);
  }
  const owners = new Map();
  for (const [file, ids] of importers) {
    const routes = ids.filter((id) => id !== 'entry' && id !== 'root');
    const parts = [
      ...(ids.includes('entry') ? ['entry'] : []),
      ...(ids.includes('root') ? ['root'] : []),
      ...(routes.length === 1 ? routes : routes.length > 1 ? [`${routes.length} routes`] : []),
    ];
    owners.set(file, `shared by ${parts.join(', ')}`);
  }
  // A module that is also imported (a route module another route imports) is named as a module.
  for (const [file, ids] of modules)
    owners.set(file, ids[0] === 'entry' ? 'entry (client start)' : `route ${names(ids)}`);
  return owners;
}

/** The owner of one script URL; the manifest file and files outside the build named as such. */
export function ownerOf(url, owners) {
  if (isRouteManifest(url)) return 'route manifest';
  const pathname = new URL(url, 'http://x').pathname;
  return owners?.get(pathname) ?? 'not in the build manifest';
}

/** The first-load scripts of a page as { file, raw, gzip, owner }, largest first. */
export function attributeScripts(scripts, owners) {
  return scripts
    .map((script) => ({
      file: new URL(script.url).pathname,
      raw: script.raw,
      gzip: script.gzip,
      owner: ownerOf(script.url, owners),
    }))
    .sort((a, b) => b.gzip - a.gzip);
}
