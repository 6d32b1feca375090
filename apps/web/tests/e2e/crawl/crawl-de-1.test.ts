import { crawl, crawlHalves } from './crawl';

// The crawl (crawl.ts) in German, first half of the screen table: one load per screen.
crawl('de', crawlHalves[0]);
