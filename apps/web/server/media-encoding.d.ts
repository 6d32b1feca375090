import type { Sharp } from 'sharp';

export type EncodedFormat = 'avif' | 'webp' | 'jpeg' | 'png';
export function encoder(format: EncodedFormat, image: Sharp): Sharp;
export function writeAtomically(
  target: string,
  write: (temporary: string) => Promise<unknown>,
): Promise<void>;
export function encodeVariant(job: {
  source: string;
  target: string;
  width: number;
  format: EncodedFormat;
}): Promise<string>;
export function makeTiles(job: {
  source: string | Buffer;
  target: string;
  tileSize?: number;
}): Promise<'made' | 'present'>;
