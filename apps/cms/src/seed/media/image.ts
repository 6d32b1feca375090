import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { randomFor } from './random';
import { sceneSvg, SCENE_SIZE, type SceneKey } from './scenes';

export interface PictureSpec {
  key: string;
  /** What the picture shows (media/scenes.ts); no text is drawn into it. */
  scene: SceneKey;
  /** Toned like an old photograph. */
  sepia?: boolean;
}

// Strapi only derives a format from a strictly larger original, so xlarge (2560) needs > 2560 px.
export const PICTURE_WIDTH = 2880;
export const PICTURE_HEIGHT = 2160;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Film grain at the drawing's size: grey values around the middle, made once (libvips's own
 * Gaussian noise took a second a picture here) and laid over each picture with soft light.
 */
let grainPixels: Buffer | null = null;
function grain(): Buffer {
  if (grainPixels) return grainPixels;
  const random = randomFor('grain');
  const pixels = Buffer.alloc(SCENE_SIZE.width * SCENE_SIZE.height);
  // The sum of three uniform draws is close enough to a bell curve for grain.
  for (let index = 0; index < pixels.length; index += 1) {
    pixels[index] = 128 + Math.round((random() + random() + random() - 1.5) * 40);
  }
  grainPixels = pixels;
  return pixels;
}

/**
 * Renders the picture's scene as a large JPEG into the temp dir and returns its path: drawn at
 * half the size with grain (and sepia for old photos), then enlarged, which softens the edges
 * as a lens would. About half a second a picture.
 */
export async function renderPicture(spec: PictureSpec): Promise<string> {
  const filepath = path.join(os.tmpdir(), `zm-seed-${process.pid}-${spec.key}.jpg`);
  const { width, height } = SCENE_SIZE;
  // Raw pixels between the two steps: no encode and decode in between.
  const drawn = await sharp(Buffer.from(sceneSvg(spec.scene, spec.key, { sepia: spec.sepia })))
    .flatten({ background: '#000000' })
    .composite([
      {
        input: grain(),
        raw: { width, height, channels: 1 },
        blend: spec.sepia ? 'overlay' : 'soft-light',
      },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  let enlarged = sharp(drawn, { raw: { width, height, channels: 3 } });
  if (spec.sepia) {
    enlarged = enlarged.recomb([
      [0.393, 0.769, 0.189],
      [0.349, 0.686, 0.168],
      [0.272, 0.534, 0.131],
    ]);
  }
  await enlarged
    .resize(PICTURE_WIDTH, PICTURE_HEIGHT, { kernel: 'linear' })
    .jpeg({ quality: 82 })
    .toFile(filepath);
  return filepath;
}

/** A partner logo: a simple mark plus the name on white, as PNG. */
export async function renderLogo(key: string, name: string, color: string): Promise<string> {
  const random = randomFor(key);
  const mark =
    random() > 0.5
      ? `<circle cx="110" cy="150" r="70" fill="${color}"/>`
      : `<rect x="45" y="85" width="130" height="130" rx="${Math.round(random() * 40)}" fill="${color}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300" viewBox="0 0 800 300">
  <rect width="800" height="300" fill="#ffffff"/>${mark}
  <text x="210" y="172" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${name.length > 18 ? 40 : 52}" fill="#1d1d1b">${escapeXml(name)}</text>
</svg>`;
  const filepath = path.join(os.tmpdir(), `zm-seed-${process.pid}-logo-${key}.png`);
  await sharp(Buffer.from(svg)).png().toFile(filepath);
  return filepath;
}

export async function removeTempFile(filepath: string): Promise<void> {
  await fs.rm(filepath, { force: true });
}
