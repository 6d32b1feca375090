import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** URL paths ('/favicon.ico', …) of the files under `dir`, read once at startup. */
export function publicFilePaths(dir: string): Set<string> {
  const paths = new Set<string>();
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const urlPath = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), urlPath);
      else paths.add(urlPath);
    }
  };
  walk(dir, '');
  return paths;
}

function decoded(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}

/**
 * Hands only requests for existing files to `serve`: otherwise every page request would cost a
 * file-system lookup and a not-found error object before it reaches the renderer.
 */
export function onlyPublicFiles(paths: Set<string>, serve: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (!paths.has(req.path) && !paths.has(decoded(req.path))) {
      next();
      return;
    }
    serve(req, res, next);
  };
}
