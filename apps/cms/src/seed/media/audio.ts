// A short, really playable jingle as WAV (PCM 16-bit, mono, 22050 Hz) for the podcast demos.
import { randomFor } from './random';

export const SAMPLE_RATE = 22050;

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

/** Renders `seconds` of a melody (plus a bass line) derived from `key`. */
export function synthesizeJingle(key: string, seconds: number): Buffer {
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
  return encodeWav(mix);
}

function encodeWav(samples: Float32Array): Buffer {
  const dataBytes = samples.length * 2;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  buffer.writeUInt16LE(2, 32); // block align
  buffer.writeUInt16LE(16, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  for (let index = 0; index < samples.length; index += 1) {
    const clipped = Math.max(-1, Math.min(1, samples[index]));
    buffer.writeInt16LE(Math.round(clipped * 32767), 44 + index * 2);
  }
  return buffer;
}
