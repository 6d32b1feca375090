import { describe, expect, it } from 'vitest';
import { createSealer } from './sealed-value.server';

describe('sealed values (AES-256-GCM)', () => {
  const sealer = createSealer('secret', 'purpose');
  const plain = 'Adelheid Lovelace, +49 30 1234567, Neustadt';

  it('opens what it sealed, in the same context, in any sealer of the same secret', () => {
    const sealed = sealer.seal(plain, 'zm_x');
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealer.open(sealed, 'zm_x')).toBe(plain);
    expect(createSealer('secret', 'purpose').open(sealed, 'zm_x')).toBe(plain);
    // 12 bytes IV, the text, 16 bytes tag.
    expect(Buffer.from(sealed, 'base64url').length).toBe(12 + Buffer.byteLength(plain) + 16);
  });

  it('uses a fresh IV each time', () => {
    const ivs = new Set(
      Array.from({ length: 20 }, () =>
        Buffer.from(sealer.seal(plain, 'zm_x'), 'base64url').subarray(0, 12).toString('hex'),
      ),
    );
    expect(ivs.size).toBe(20);
  });

  it('opens nothing under another secret, purpose or context', () => {
    const sealed = sealer.seal(plain, 'zm_x');
    expect(createSealer('other', 'purpose').open(sealed, 'zm_x')).toBeNull();
    expect(createSealer('secret', 'other').open(sealed, 'zm_x')).toBeNull();
    expect(sealer.open(sealed, 'zm_y')).toBeNull();
  });

  it('opens nothing changed, cut, padded or garbled', () => {
    const sealed = sealer.seal(plain, 'zm_x');
    const bytes = Buffer.from(sealed, 'base64url');
    for (let index = 0; index < bytes.length; index += 1) {
      const changed = Buffer.from(bytes);
      changed[index]! ^= 0x80;
      expect(sealer.open(changed.toString('base64url'), 'zm_x')).toBeNull();
    }
    for (const length of [0, 10, 27, 28, 40, sealed.length - 1]) {
      expect(sealer.open(sealed.slice(0, length), 'zm_x')).toBeNull();
    }
    for (const other of [
      `${sealed}=`,
      `${sealed}\n`,
      `${sealed.slice(0, 10)}+${sealed.slice(11)}`,
    ]) {
      expect(sealer.open(other, 'zm_x')).toBeNull();
    }
  });

  it('seals the empty text and non-ASCII text alike', () => {
    for (const text of ['', 'Weinstraße 1, Zürich – 😀']) {
      expect(sealer.open(sealer.seal(text, 'c'), 'c')).toBe(text);
    }
  });
});
