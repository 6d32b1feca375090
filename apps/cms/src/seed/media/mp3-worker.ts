// Encodes the podcast jingles off the seed's main thread (media/audio.ts, jinglesAsMp3): lamejs
// is plain JavaScript and would otherwise hold up the picture uploads for seconds.
import { parentPort, workerData } from 'worker_threads';
import { encodeMp3, synthesizeJingle } from './audio';

const jobs = workerData as { key: string; seconds: number }[];

async function run() {
  for (const { key, seconds } of jobs) {
    const { bytes } = await encodeMp3(synthesizeJingle(key, seconds));
    parentPort?.postMessage({ key, bytes });
  }
}

run().catch((error: unknown) => {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
});
