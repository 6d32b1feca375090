// `npm run drill`: fuzz, Host poisoning and CMS outage drills against the production build with
// seeded demo content (drill/run.mjs; drill/README.md). Exits 1 when a figure is out of goal.
import { runOnPinnedNode } from './lib/runtime.mjs';

await runOnPinnedNode();
await import('../drill/run.mjs');
