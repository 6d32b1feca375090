import type { Core } from '@strapi/strapi';
import { createSeedContext } from './lib/context';
import { isoDate } from './lib/time';
import { drawCollectionPictures, seedCollection } from './steps/collection';
import { seedCollections } from './steps/collections';
import { seedConsent } from './steps/consent';
import { seedMedia } from './steps/media';
import { seedNotices } from './steps/notices';
import {
  seedAccessibilityStatement,
  seedOverviewIntros,
  seedReplyTemplates,
  seedSingles,
} from './steps/singles';

// The marker is written only after every step succeeded; until then each start completes what is missing.
const seedMarker = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'zm-demo-seed' });
const MARKER_KEY = 'completed';

/** CPU seconds of the process since `since`: what a step costs, whatever else the machine does. */
function cpuSeconds(since: NodeJS.CpuUsage): string {
  const used = process.cpuUsage(since);
  return ((used.user + used.system) / 1e6).toFixed(1);
}

/** Fills an empty database with the demo content of the fictional Zentralmuseum. */
export async function seed(strapi: Core.Strapi): Promise<void> {
  const marker = seedMarker(strapi);
  const done = await marker.get({ key: MARKER_KEY });
  if (done) {
    strapi.log.info(
      `seed: demo content already present (seeded ${(done as { at?: string }).at ?? 'earlier'})`,
    );
    // Types added after that first seed get their demo content once (existing entries stay).
    const ctx = createSeedContext(strapi);
    await seedOverviewIntros(ctx);
    await seedAccessibilityStatement(ctx);
    await seedReplyTemplates(ctx);
    await seedConsent(ctx, { onlyIntoEmpty: true });
    await seedCollection(ctx);
    return;
  }

  const started = Date.now();
  const cpu = process.cpuUsage();
  const ctx = createSeedContext(strapi);
  strapi.log.info(`seed: creating demo content relative to ${isoDate(ctx.today)} (Europe/Berlin)`);
  // Drawn beside the other steps; only the collection step needs them.
  drawCollectionPictures(strapi);
  const steps: [string, (context: typeof ctx) => Promise<void>][] = [
    ['media', seedMedia],
    ['collections', seedCollections],
    ['single types', seedSingles],
    ['consent', seedConsent],
    ['notices', seedNotices],
    ['collection', seedCollection],
  ];
  for (const [name, step] of steps) {
    const stepStarted = Date.now();
    const stepCpu = process.cpuUsage();
    await step(ctx);
    strapi.log.info(
      `seed: ${name} ready in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s (${cpuSeconds(stepCpu)} s CPU)`,
    );
  }
  await marker.set({
    key: MARKER_KEY,
    value: { at: ctx.now.toISOString(), day: isoDate(ctx.today) },
  });

  const summary = [...ctx.counts.entries()]
    .map(
      ([label, count]) =>
        `${label}: ${count.created} new${count.existing ? `, ${count.existing} existing` : ''}`,
    )
    .join('; ');
  strapi.log.info(
    `seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s (${cpuSeconds(cpu)} s CPU) – ${summary}`,
  );
}
