import { describe, expect, it } from 'vitest';
import { BIT_RATE_KBPS, SAMPLE_RATE, encodeMp3, mp3Duration, synthesizeJingle } from './audio';

describe('the podcast demo audio', async () => {
  const mp3 = await encodeMp3(synthesizeJingle('audio-test', 6), { yieldEvery: 2 });

  it('starts with an MPEG-1 Layer III frame header at 64 kbit/s, 44.1 kHz, mono', () => {
    const header = mp3.bytes.readUInt32BE(0);
    expect(header >>> 21).toBe(0x7ff); // frame sync
    expect((header >>> 19) & 3).toBe(3); // MPEG-1
    expect((header >>> 17) & 3).toBe(1); // Layer III
    expect((header >>> 12) & 15).toBe(5); // 64 kbit/s
    expect((header >>> 10) & 3).toBe(0); // 44100 Hz
    expect((header >>> 6) & 3).toBe(3); // single channel
  });

  it('lasts as long as the jingle, give or take the encoder’s padding frames', () => {
    expect(mp3.durationSeconds).toBeGreaterThanOrEqual(6);
    expect(mp3.durationSeconds).toBeLessThan(6.2);
  });

  it('is compressed at its bit rate: a tenth of the same audio as 16-bit PCM', () => {
    const pcmBytes = 6 * SAMPLE_RATE * 2;
    expect(mp3.bytes.length).toBeLessThan(pcmBytes / 8);
    expect(mp3.bytes.length).toBeCloseTo((BIT_RATE_KBPS * 1000 * mp3.durationSeconds) / 8, -3);
  });

  it('counts frames until the stream stops being MP3', () => {
    const frameBytes = Math.floor((144 * 64_000) / 44_100);
    const oneFrame = mp3.bytes.subarray(0, frameBytes);
    // 1152 samples at 44.1 kHz, then garbage that is no frame header.
    expect(mp3Duration(Buffer.concat([oneFrame, Buffer.from('ID3 not a frame')]))).toBeCloseTo(
      1152 / 44_100,
      6,
    );
    expect(mp3Duration(Buffer.from('RIFF....WAVE'))).toBe(0);
  });
});
