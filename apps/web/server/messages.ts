import type { Request, Response } from 'express';
import { catalogueScript } from '~/messages.server';

/**
 * GET /i18n/<locale>.<part>.<hash>.js: one part of the UI texts of one language
 * (docs/decisions/0013). The hash names the content, so the current one is cached for a year like
 * the built assets; an older hash gets today's texts, briefly cached.
 */
export function catalogueHandler(req: Request, res: Response): void {
  const script = catalogueScript(req.path);
  if (!script) {
    res.status(404).setHeader('Cache-Control', 'no-store').type('text/plain').send('Not found');
    return;
  }
  res.setHeader(
    'Cache-Control',
    script.current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
  );
  res.type('text/javascript; charset=utf-8').send(script.body);
}
