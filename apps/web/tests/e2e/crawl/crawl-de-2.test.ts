import { crawl, crawlHalves } from './crawl';

// The crawl (crawl.ts) in German, second half of the screen table and the 404 page.
crawl('de', crawlHalves[1]);
