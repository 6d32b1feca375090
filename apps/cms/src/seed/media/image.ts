import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { randomFor } from './random';

export type Motif = 'circles' | 'stripes' | 'grid' | 'waves' | 'triangles' | 'rings';

export interface PictureSpec {
  key: string;
  title: string; // rendered into the picture
  subtitle: string;
  colors: [string, string, string]; // gradient from, gradient to, accent
  motif: Motif;
}

// Strapi only derives a format from a strictly larger original, so xlarge (2560) needs > 2560 px.
export const PICTURE_WIDTH = 2880;
export const PICTURE_HEIGHT = 2160;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function motifShapes(spec: PictureSpec, width: number, height: number): string {
  const random = randomFor(spec.key);
  const accent = spec.colors[2];
  const shapes: string[] = [];
  const count = 9 + Math.floor(random() * 6);
  for (let index = 0; index < count; index += 1) {
    const x = random() * width;
    const y = random() * height * 0.8;
    const size = 120 + random() * 520;
    const opacity = (0.15 + random() * 0.45).toFixed(2);
    const fill = index % 3 === 0 ? accent : '#ffffff';
    switch (spec.motif) {
      case 'circles':
        shapes.push(
          `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" fill-opacity="${opacity}"/>`,
        );
        break;
      case 'rings':
        shapes.push(
          `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="none" stroke="${fill}" stroke-width="${18 + random() * 40}" stroke-opacity="${opacity}"/>`,
        );
        break;
      case 'stripes':
        shapes.push(
          `<rect x="${x}" y="-200" width="${size / 4}" height="${height + 400}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${-20 + random() * 40} ${x} ${height / 2})"/>`,
        );
        break;
      case 'grid':
        shapes.push(
          `<rect x="${Math.round(x / 160) * 160}" y="${Math.round(y / 160) * 160}" width="${Math.round(size / 160 + 1) * 160}" height="${Math.round(size / 320 + 1) * 160}" fill="${fill}" fill-opacity="${opacity}"/>`,
        );
        break;
      case 'waves': {
        const amplitude = 60 + random() * 160;
        const baseline = (index / count) * height;
        shapes.push(
          `<path d="M0 ${baseline} C ${width * 0.25} ${baseline - amplitude}, ${width * 0.5} ${baseline + amplitude}, ${width} ${baseline - amplitude / 2}" stroke="${fill}" stroke-width="${10 + random() * 30}" stroke-opacity="${opacity}" fill="none"/>`,
        );
        break;
      }
      case 'triangles':
        shapes.push(
          `<polygon points="${x},${y} ${x + size},${y + size * 0.3} ${x + size * 0.2},${y + size}" fill="${fill}" fill-opacity="${opacity}"/>`,
        );
        break;
    }
  }
  return shapes.join('');
}

function pictureSvg(spec: PictureSpec, width: number, height: number): string {
  const [from, to] = spec.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${motifShapes(spec, width, height)}
  <rect x="0" y="${height - 420}" width="${width}" height="420" fill="#000000" fill-opacity="0.35"/>
  <text x="140" y="${height - 280}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="64" letter-spacing="12" fill="#ffffff">ZENTRALMUSEUM</text>
  <text x="140" y="${height - 160}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="120" fill="#ffffff">${escapeXml(spec.title)}</text>
  <text x="140" y="${height - 80}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="52" fill="#ffffff" fill-opacity="0.85">${escapeXml(spec.subtitle)}</text>
</svg>`;
}

/** Renders an abstract composition as a large JPEG into the temp dir and returns its path. */
export async function renderPicture(spec: PictureSpec): Promise<string> {
  const filepath = path.join(os.tmpdir(), `zm-seed-${process.pid}-${spec.key}.jpg`);
  await sharp(Buffer.from(pictureSvg(spec, PICTURE_WIDTH, PICTURE_HEIGHT)))
    .jpeg({ quality: 80 })
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
