import { crawl, crawlHalves } from './crawl';

// The crawl (crawl.ts) in English, first half of the screen table: one load per screen.
crawl('en', crawlHalves[0]);
