import type { RequestHandler } from 'express';
import { isLocale } from '~/domain/locale';
import type { SiteSearch } from '~/features/search/site-search.server';

const LIMIT = 8;

/**
 * GET /api/search/suggestions?locale=de&text=… — titles and links for the search field's
 * suggestion list while the visitor types. Never waits for an index being built: until it is
 * there the list is empty. Visitor text is only ever searched for, never interpreted.
 */
export function suggestionsHandler(search: Pick<SiteSearch, 'ready'>): RequestHandler {
  return (req, res) => {
    const { locale, text } = req.query;
    if (typeof locale !== 'string' || !isLocale(locale)) {
      res.status(400).json({ error: 'locale must be de or en' });
      return;
    }
    const index = search.ready(locale);
    const suggestions = index && typeof text === 'string' ? index.suggest(text, LIMIT) : [];
    // Not kept anywhere: a publish must show within 5 s, and what visitors type is theirs.
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      suggestions: suggestions.map(({ title, kind, path }) => ({ title, kind, path })),
    });
  };
}
