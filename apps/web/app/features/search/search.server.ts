/**
 * The one site search of this server process, over the CMS's public content. Loaders and the
 * suggestion endpoint use it; server/app.ts starts it and passes webhook changes to it.
 */
import { cmsSearchSource } from './cms-source.server';
import { createSiteSearch } from './site-search.server';

export const siteSearch = createSiteSearch(cmsSearchSource);
