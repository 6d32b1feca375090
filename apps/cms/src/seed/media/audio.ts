// A short, really playable jingle for the podcast demos, as MP3 (mono, 64 kbit/s: what speech
// podcasts publish), encoded by lamejs (pure JavaScript, LGPL-3.0, used unmodified).
import { existsSync } from 'fs';
import path from 'path';
import { Worker } from 'worker_threads';
import * as lamejs from '@breezystack/lamejs';
import { randomFor } from './random';

export const SAMPLE_RATE = 44100;
export const BIT_RATE_KBPS = 64;
/** Samples in one MPEG-1 Layer III frame. */
const FRAME_SAMPLES = 1152;

// C major pentatonic over two octaves: any random walk on it sounds pleasant.
const SCALE_HZ = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25, 587.33, 659.25, 783.99, 880.0];

function noteSamples(frequency: number, seconds: number, volume: number): Float32Array {
  const length = Math.floor(seconds * SAMPLE_RATE);
  const samples = new Float32Array(length);
  for (let index = 0; index < length; index += 1) {
    const time = index / SAMPLE_RATE;
    // Fast attack and exponential decay: a soft mallet sound.
    const envelope = Math.min(1, time / 0.01) * Math.exp(-3.2 * time);
    const tone =
      Math.sin(2 * Math.PI * frequency * time) + 0.3 * Math.sin(4 * Math.PI * frequency * time);
    samples[index] = volume * envelope * tone;
  }
  return samples;
}

/** Renders `seconds` of a melody (plus a bass line) derived from `key`, as samples in -1…1. */
export function synthesizeJingle(key: string, seconds: number): Float32Array {
  const random = randomFor(key);
  const total = Math.floor(seconds * SAMPLE_RATE);
  const mix = new Float32Array(total);
  const beat = 0.3 + random() * 0.15;
  let step = Math.floor(random() * 5);
  for (let start = 0, beatIndex = 0; start < seconds - 1; start += beat, beatIndex += 1) {
    step = Math.max(0, Math.min(SCALE_HZ.length - 1, step + Math.floor(random() * 5) - 2));
    const melody = noteSamples(SCALE_HZ[step], beat * 2.5, 0.35);
    const offset = Math.floor(start * SAMPLE_RATE);
    for (let index = 0; index < melody.length && offset + index < total; index += 1)
      mix[offset + index] += melody[index];
    if (beatIndex % 4 === 0) {
      const bass = noteSamples(SCALE_HZ[beatIndex % 8 === 0 ? 0 : 3] / 2, beat * 4, 0.3);
      for (let index = 0; index < bass.length && offset + index < total; index += 1)
        mix[offset + index] += bass[index];
    }
  }
  // Fade out over the last second instead of cutting off.
  const fade = SAMPLE_RATE;
  for (let index = 0; index < fade; index += 1) mix[total - fade + index] *= 1 - index / fade;
  return mix;
}

function mp3Encoder(): typeof lamejs.Mp3Encoder {
  if (typeof lamejs.Mp3Encoder === 'function') return lamejs.Mp3Encoder;
  // Compiled to CommonJS (Strapi's build), require() gets the package's "require" file, a
  // script that exports nothing: take its ES module build beside it (Node 24 requires those).
  const entry = require.resolve('@breezystack/lamejs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file path, not a package
  return (require(path.join(path.dirname(entry), 'lamejs.js')) as typeof lamejs).Mp3Encoder;
}

export interface Mp3 {
  bytes: Buffer;
  /** What a player shows: the frames' length (the encoder pads the last one). */
  durationSeconds: number;
}

/**
 * Samples (mono, SAMPLE_RATE) as a constant bit rate MP3. lamejs runs on the main thread: with
 * `yieldEvery`, it gives way to other work after that many blocks, so that the seed's picture
 * uploads (native work in sharp's threads) go on meanwhile.
 */
export async function encodeMp3(
  samples: Float32Array,
  { yieldEvery = Infinity }: { yieldEvery?: number } = {},
): Promise<Mp3> {
  const Encoder = mp3Encoder();
  const encoder = new Encoder(1, SAMPLE_RATE, BIT_RATE_KBPS);
  const pcm = new Int16Array(samples.length);
  for (let index = 0; index < samples.length; index += 1) {
    const clipped = Math.max(-1, Math.min(1, samples[index]));
    pcm[index] = Math.round(clipped * 32767);
  }
  const chunks: Buffer[] = [];
  // lamejs takes a multiple of a frame's samples at a time.
  const block = FRAME_SAMPLES * 8;
  for (let start = 0, blocks = 1; start < pcm.length; start += block, blocks += 1) {
    const encoded = encoder.encodeBuffer(pcm.subarray(start, start + block));
    if (encoded.length > 0) chunks.push(Buffer.from(encoded));
    if (blocks % yieldEvery === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  const tail = encoder.flush();
  if (tail.length > 0) chunks.push(Buffer.from(tail));
  const bytes = Buffer.concat(chunks);
  return { bytes, durationSeconds: mp3Duration(bytes) };
}

/**
 * The jingles as MP3s, encoded one after the other in a worker thread (media/mp3-worker.ts, as
 * compiled beside this file), so the seed's main thread goes on with the pictures meanwhile;
 * where there is no compiled worker (tests run the sources), on this thread.
 */
export function jinglesAsMp3(
  jobs: { key: string; seconds: number }[],
): Map<string, Promise<Buffer>> {
  const script = path.join(__dirname, 'mp3-worker.js');
  const results = new Map<
    string,
    { promise: Promise<Buffer>; settle: (bytes: Buffer | Error) => void }
  >();
  for (const { key } of jobs) {
    let settle: (bytes: Buffer | Error) => void = () => {};
    const promise = new Promise<Buffer>((resolve, reject) => {
      settle = (value) => (value instanceof Error ? reject(value) : resolve(value));
    });
    // Awaited only when its upload comes; a failure is reported there.
    promise.catch(() => {});
    results.set(key, { promise, settle });
  }
  const failAll = (error: Error) => results.forEach(({ settle }) => settle(error));
  if (existsSync(script)) {
    const worker = new Worker(script, { workerData: jobs });
    worker.on('message', (message: { key?: string; bytes?: Uint8Array; error?: string }) => {
      if (message.error) failAll(new Error(message.error));
      else if (message.key && message.bytes)
        results.get(message.key)?.settle(Buffer.from(message.bytes));
    });
    worker.on('error', failAll);
    worker.on('exit', () => failAll(new Error('the MP3 worker ended early')));
  } else {
    void (async () => {
      for (const { key, seconds } of jobs) {
        results.get(key)?.settle((await encodeMp3(synthesizeJingle(key, seconds))).bytes);
      }
    })().catch(failAll);
  }
  return new Map([...results].map(([key, { promise }]) => [key, promise]));
}

const MPEG1_LAYER3_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG1_RATES = [44100, 48000, 32000];

/**
 * The playing time of an MPEG-1 Layer III stream, from its frame headers (sync, bit rate,
 * sample rate, padding); frames of other versions or layers end the count.
 */
export function mp3Duration(bytes: Buffer): number {
  let offset = 0;
  let frames = 0;
  let rate = 0;
  while (offset + 4 <= bytes.length) {
    const header = bytes.readUInt32BE(offset);
    const sync = header >>> 21 === 0x7ff;
    const mpeg1 = ((header >>> 19) & 3) === 3;
    const layer3 = ((header >>> 17) & 3) === 1;
    const kbps = MPEG1_LAYER3_KBPS[(header >>> 12) & 15];
    const sampleRate = MPEG1_RATES[(header >>> 10) & 3];
    if (!sync || !mpeg1 || !layer3 || !kbps || !sampleRate) break;
    const padding = (header >>> 9) & 1;
    offset += Math.floor((144 * kbps * 1000) / sampleRate) + padding;
    frames += 1;
    rate = sampleRate;
  }
  return rate ? (frames * FRAME_SAMPLES) / rate : 0;
}
