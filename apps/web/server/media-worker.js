// The background encoder of image variants (server/media-pregenerate.ts starts it): a process of
// its own at the lowest CPU priority, so that pages and a visitor's own image requests come
// first, making one variant at a time with one libvips thread. It gets
// `{ id, source, target, width, format }` over IPC and answers `{ id, ok, error? }`; a job with
// `kind: 'tiles'` makes an image's IIIF tiles instead (server/iiif-tiles.ts).
import { setPriority } from 'node:os';

try {
  // Before libvips starts its threads, which take this thread's priority.
  setPriority(19);
} catch {
  // Not allowed here: the parent has set it already where it could.
}
// Loaded only now, so that libvips's threads start at the lowered priority.
const { default: sharp } = await import('sharp');
const { encodeVariant, makeTiles } = await import('./media-encoding.js');
sharp.concurrency(1);
sharp.cache(false);

process.on('message', (job) => {
  (job.kind === 'tiles' ? makeTiles(job) : encodeVariant(job)).then(
    () => process.send?.({ id: job.id, ok: true }),
    (error) =>
      process.send?.({
        id: job.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
        code: typeof error?.code === 'string' ? error.code : undefined,
      }),
  );
});
// The site's process ended (a crash, SIGKILL): nothing to encode for.
process.on('disconnect', () => process.exit(0));
// Jobs are sent only after this: a message before the listener would be lost.
process.send?.({ ready: true });
