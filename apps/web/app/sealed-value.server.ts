import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption (AES-256-GCM) for a short value the server hands a browser to give
 * back, such as a thank-you cookie: nobody who sees it can read it, and nobody can change it
 * unnoticed. The key is derived (HKDF-SHA256) from a configured secret and the value's
 * purpose, so every process with the same secret opens what any of them sealed; a secret
 * used for something else too yields a different key here. The context (a cookie's name) is
 * bound to the sealed value: one sealed for one context never opens in another.
 *
 * A sealed value is base64url of a random 12-byte IV, the ciphertext and the 16-byte tag:
 * safe in a cookie without further encoding.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ALGORITHM = 'aes-256-gcm';

export interface Sealer {
  seal(plain: string, context: string): string;
  /** The plain text, or null for anything not sealed with this key in this context. */
  open(sealed: string, context: string): string | null;
}

export function createSealer(secret: string, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'zm-sealed-value', purpose, 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(sealed, context) {
      const bytes = Buffer.from(sealed, 'base64url');
      // Decoding skips characters outside the alphabet and a last character's unused bits:
      // only the one spelling seal() writes is accepted, so every changed character is refused.
      if (bytes.length < IV_BYTES + TAG_BYTES || bytes.toString('base64url') !== sealed) {
        return null;
      }
      const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      try {
        const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        // The tag does not match: changed, cut short, another key or another context.
        return null;
      }
    },
  };
}
