import { crawl, crawlHalves } from './crawl';

// The crawl (crawl.ts) in English, second half of the screen table and the 404 page.
crawl('en', crawlHalves[1]);
