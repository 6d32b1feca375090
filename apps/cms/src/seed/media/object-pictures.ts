// Pictures of the demo collection's objects (data/collection.ts), drawn as SVG without any text:
// things as a museum photographs them, on a grey paper sweep with a soft shadow; photographs,
// paintings and posters as flat reproductions (photographs toned sepia). Drawn small and
// enlarged, which softens the edges as a lens would and keeps a picture to a few tens of
// milliseconds; every file is kept in a cache folder keyed by what it shows, so later starts
// (and the test stack's second CMS) copy instead of drawing.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Motif, ObjectPicture, Shape } from '../data/collection';
import { randomFor } from './random';
import { Canvas, gear, shade, shadow } from './scenes';

/** Part of every cache key: raise it when the drawing changes, so old files are not reused. */
export const PICTURE_VERSION = 2;

/** Stage width of every drawing; the height follows the picture's ratio. */
const S = 1000;

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const f = (value: number) => value.toFixed(1);

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

// ---- things on a paper sweep ----------------------------------------------------------------

const LACQUERS = ['#2f4a3a', '#1f2428', '#5a2a22', '#31405a', '#6b6f73', '#7a5a2e'];
const CASES = ['#e6dccb', '#2b2b2b', '#8a2f2a', '#3f5d6e', '#c9b27c', '#5d4636', '#9aa3a8'];
const BRASS = '#b8913f';
const STEEL = '#9aa2aa';

function sweep(c: Canvas, height: number, random: Random) {
  const tone = pick(random, ['#d9d9d6', '#cfd2d4', '#dcd6cc', '#c9cbc6']);
  c.add(
    `<rect width="${S}" height="${f(height)}" fill="${c.linear([
      [0, shade(tone, 0.25)],
      [0.62, tone],
      [1, shade(tone, -0.22)],
    ])}"/>`,
    // The studio light from the upper left.
    `<ellipse cx="${S * 0.4}" cy="${f(height * 0.35)}" rx="${S * 0.7}" ry="${f(height * 0.6)}" fill="${c.radial(
      [
        [0, '#ffffff', 0.35],
        [1, '#ffffff', 0],
      ],
    )}"/>`,
  );
}

function metal(c: Canvas, tone: string) {
  return c.linear(
    [
      [0, shade(tone, 0.45)],
      [0.35, shade(tone, 0.1)],
      [0.7, shade(tone, -0.25)],
      [1, shade(tone, -0.5)],
    ],
    0,
    0,
    0,
    1,
  );
}

function engine(c: Canvas, b: Box, random: Random) {
  const paint = pick(random, LACQUERS);
  const floor = b.y + b.h;
  const wheel = b.h * between(random, 0.36, 0.46);
  shadow(c, b.x + b.w / 2, floor, b.w * 0.6, b.h * 0.06, 0.55);
  c.add(
    `<rect x="${f(b.x)}" y="${f(floor - b.h * 0.18)}" width="${f(b.w)}" height="${f(b.h * 0.18)}" rx="6" fill="${metal(c, paint)}"/>`,
    `<rect x="${f(b.x + b.w * 0.45)}" y="${f(floor - b.h * 0.48)}" width="${f(b.w * 0.5)}" height="${f(b.h * 0.3)}" rx="${f(b.h * 0.05)}" fill="${metal(c, paint)}"/>`,
    `<rect x="${f(b.x + b.w * 0.2)}" y="${f(floor - b.h * 0.38)}" width="${f(b.w * 0.3)}" height="${f(b.h * 0.05)}" fill="${metal(c, STEEL)}"/>`,
  );
  gear(
    c,
    b.x + b.w * 0.22,
    floor - b.h * 0.18 - wheel * 0.95,
    wheel,
    28 + Math.floor(random() * 12),
    shade(paint, 0.1),
  );
  gear(c, b.x + b.w * 0.72, floor - b.h * 0.62, b.h * 0.12, 12, BRASS);
  // Governor balls and a column of pipes, as on a steam engine.
  const gx = b.x + b.w * 0.86;
  c.add(
    `<rect x="${f(gx - 4)}" y="${f(floor - b.h * 0.9)}" width="8" height="${f(b.h * 0.42)}" fill="${metal(c, BRASS)}"/>`,
    `<circle cx="${f(gx - 24)}" cy="${f(floor - b.h * 0.78)}" r="${f(b.h * 0.04)}" fill="${c.radial(
      [
        [0, shade(BRASS, 0.6)],
        [1, shade(BRASS, -0.4)],
      ],
    )}"/>`,
    `<circle cx="${f(gx + 24)}" cy="${f(floor - b.h * 0.78)}" r="${f(b.h * 0.04)}" fill="${c.radial(
      [
        [0, shade(BRASS, 0.6)],
        [1, shade(BRASS, -0.4)],
      ],
    )}"/>`,
  );
}

function roundThing(c: Canvas, b: Box, random: Random) {
  const paint = pick(random, [...LACQUERS, ...CASES]);
  const floor = b.y + b.h;
  const r = Math.min(b.w, b.h) * between(random, 0.32, 0.4);
  const cx = b.x + b.w / 2;
  const cy = floor - b.h * 0.2 - r;
  shadow(c, cx, floor, b.w * 0.45, b.h * 0.05, 0.55);
  c.add(
    `<rect x="${f(cx - b.w * 0.3)}" y="${f(floor - b.h * 0.14)}" width="${f(b.w * 0.6)}" height="${f(b.h * 0.14)}" rx="10" fill="${metal(c, shade(paint, -0.2))}"/>`,
    `<rect x="${f(cx - r * 0.2)}" y="${f(cy + r * 0.6)}" width="${f(r * 0.4)}" height="${f(floor - b.h * 0.14 - cy - r * 0.6)}" fill="${metal(c, STEEL)}"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${c.radial(
      [
        [0, shade(paint, 0.5)],
        [0.7, paint],
        [1, shade(paint, -0.5)],
      ],
      0.35,
      0.3,
      0.8,
    )}"/>`,
  );
  const ribs = 6 + Math.floor(random() * 8);
  for (let index = 0; index < ribs; index += 1) {
    const angle = (index / ribs) * Math.PI * 2;
    c.add(
      `<line x1="${f(cx + r * 0.25 * Math.cos(angle))}" y1="${f(cy + r * 0.25 * Math.sin(angle))}" x2="${f(cx + r * 0.92 * Math.cos(angle))}" y2="${f(cy + r * 0.92 * Math.sin(angle))}" stroke="${shade(paint, -0.45)}" stroke-width="${f(r * 0.04)}" stroke-linecap="round"/>`,
    );
  }
  c.add(
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.22)}" fill="${c.radial([
      [0, '#f1f1ef'],
      [1, '#70777d'],
    ])}"/>`,
  );
}

function boxThing(c: Canvas, b: Box, random: Random, radio: boolean) {
  const paint = pick(random, CASES);
  const floor = b.y + b.h;
  const w = b.w * between(random, 0.78, 0.95);
  const h = b.h * between(random, 0.5, 0.72);
  const depth = h * 0.22;
  const x = b.x + (b.w - w) / 2;
  const top = floor - h;
  const round = radio ? h * 0.25 : h * 0.06;
  shadow(c, x + w / 2 + 20, floor, w * 0.6, b.h * 0.05, 0.6);
  c.add(
    `<polygon points="${f(x + depth)},${f(top - depth)} ${f(x + w + depth)},${f(top - depth)} ${f(x + w)},${f(top)} ${f(x)},${f(top)}" fill="${shade(paint, 0.25)}"/>`,
    `<polygon points="${f(x + w)},${f(top)} ${f(x + w + depth)},${f(top - depth)} ${f(x + w + depth)},${f(floor - depth)} ${f(x + w)},${f(floor)}" fill="${shade(paint, -0.35)}"/>`,
    `<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" rx="${f(round)}" fill="${c.linear(
      [
        [0, shade(paint, 0.15)],
        [1, shade(paint, -0.2)],
      ],
    )}"/>`,
  );
  if (radio) {
    // Speaker cloth behind a grille, a dial window and two knobs.
    const gw = w * 0.5;
    c.add(
      `<rect x="${f(x + w * 0.08)}" y="${f(top + h * 0.15)}" width="${f(gw)}" height="${f(h * 0.62)}" rx="${f(h * 0.06)}" fill="${shade('#c8b48a', -0.1 * random())}"/>`,
    );
    for (let line = 1; line < 8; line += 1) {
      c.add(
        `<line x1="${f(x + w * 0.08)}" y1="${f(top + h * 0.15 + (line * h * 0.62) / 8)}" x2="${f(x + w * 0.08 + gw)}" y2="${f(top + h * 0.15 + (line * h * 0.62) / 8)}" stroke="${shade(paint, -0.4)}" stroke-width="${f(h * 0.02)}"/>`,
      );
    }
    c.add(
      `<circle cx="${f(x + w * 0.78)}" cy="${f(top + h * 0.36)}" r="${f(h * 0.17)}" fill="${c.radial(
        [
          [0, '#f6e7b8'],
          [1, '#b39450'],
        ],
      )}" stroke="${shade(paint, -0.5)}" stroke-width="4"/>`,
      `<line x1="${f(x + w * 0.78)}" y1="${f(top + h * 0.36)}" x2="${f(x + w * 0.84)}" y2="${f(top + h * 0.24)}" stroke="#7a1d12" stroke-width="3"/>`,
    );
    for (const dx of [0.7, 0.86]) {
      c.add(
        `<circle cx="${f(x + w * dx)}" cy="${f(top + h * 0.72)}" r="${f(h * 0.07)}" fill="${c.radial(
          [
            [0, shade(paint, 0.5)],
            [1, shade(paint, -0.6)],
          ],
        )}"/>`,
      );
    }
    return;
  }
  // Keys or buttons in rows, and a plate or window.
  const rows = 2 + Math.floor(random() * 3);
  const cols = 6 + Math.floor(random() * 6);
  const keyTone = pick(random, ['#efeae0', '#1d1d1d', '#b0b4b8']);
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const kx = x + w * 0.08 + ((w * 0.84) / cols) * col;
      const ky = top + h * 0.5 + ((h * 0.4) / rows) * row;
      c.add(
        `<rect x="${f(kx)}" y="${f(ky)}" width="${f((w * 0.84) / cols - 6)}" height="${f((h * 0.4) / rows - 6)}" rx="4" fill="${keyTone}" stroke="${shade(keyTone, -0.4)}" stroke-width="2"/>`,
      );
    }
  }
  c.add(
    `<rect x="${f(x + w * 0.12)}" y="${f(top + h * 0.12)}" width="${f(w * 0.5)}" height="${f(h * 0.24)}" rx="6" fill="${c.linear(
      [
        [0, '#3c4a52'],
        [1, '#12181c'],
      ],
    )}"/>`,
    `<circle cx="${f(x + w * 0.8)}" cy="${f(top + h * 0.24)}" r="${f(h * 0.1)}" fill="${metal(c, STEEL)}"/>`,
  );
}

function dialThing(c: Canvas, b: Box, random: Random) {
  const floor = b.y + b.h;
  const r = Math.min(b.w, b.h) * between(random, 0.3, 0.38);
  const cx = b.x + b.w / 2;
  const cy = floor - b.h * 0.12 - r;
  const bezel = pick(random, [BRASS, STEEL, '#5d4636', '#2b2b2b']);
  shadow(c, cx + 14, floor, r * 1.2, b.h * 0.04, 0.5);
  c.add(
    `<rect x="${f(cx - r * 1.05)}" y="${f(cy - r * 1.1)}" width="${f(r * 2.1)}" height="${f(floor - cy + r * 1.1)}" rx="${f(r * 0.15)}" fill="${metal(c, pick(random, ['#6b4a2e', '#4a3a2c', '#3a3f44']))}"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${metal(c, bezel)}"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.86)}" fill="${c.radial([
      [0, '#fbf8ef'],
      [1, '#d9d2bf'],
    ])}"/>`,
  );
  for (let tick = 0; tick <= 40; tick += 1) {
    const angle = Math.PI * (0.8 + (tick / 40) * 1.4);
    const inner = tick % 5 === 0 ? 0.66 : 0.72;
    c.add(
      `<line x1="${f(cx + r * inner * Math.cos(angle))}" y1="${f(cy + r * inner * Math.sin(angle))}" x2="${f(cx + r * 0.8 * Math.cos(angle))}" y2="${f(cy + r * 0.8 * Math.sin(angle))}" stroke="#2a2a2a" stroke-width="${tick % 5 === 0 ? 3 : 1.5}"/>`,
    );
  }
  const needle = Math.PI * (0.8 + random() * 1.4);
  c.add(
    `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(cx + r * 0.7 * Math.cos(needle))}" y2="${f(cy + r * 0.7 * Math.sin(needle))}" stroke="#8a1c10" stroke-width="${f(r * 0.03)}" stroke-linecap="round"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.06)}" fill="#222"/>`,
    // The glass's reflection.
    `<ellipse cx="${f(cx - r * 0.3)}" cy="${f(cy - r * 0.35)}" rx="${f(r * 0.4)}" ry="${f(r * 0.18)}" fill="#ffffff" fill-opacity="0.28" transform="rotate(-30 ${f(cx)} ${f(cy)})"/>`,
  );
}

function tubeThing(c: Canvas, b: Box, random: Random) {
  const floor = b.y + b.h;
  const tone = pick(random, [BRASS, '#1f1f1f', STEEL]);
  const cx = b.x + b.w * between(random, 0.42, 0.55);
  const tilt = between(random, -28, -8);
  shadow(c, cx + 20, floor, b.w * 0.35, b.h * 0.04, 0.55);
  // A horseshoe foot, a pillar and the tube at an angle.
  c.add(
    `<path d="M${f(cx - b.w * 0.22)},${f(floor)} L${f(cx - b.w * 0.16)},${f(floor - b.h * 0.1)} L${f(cx + b.w * 0.16)},${f(floor - b.h * 0.1)} L${f(cx + b.w * 0.22)},${f(floor)} Z" fill="${metal(c, '#222')}"/>`,
    `<rect x="${f(cx - b.w * 0.03)}" y="${f(floor - b.h * 0.55)}" width="${f(b.w * 0.06)}" height="${f(b.h * 0.46)}" fill="${metal(c, tone)}"/>`,
    `<g transform="rotate(${f(tilt)} ${f(cx)} ${f(floor - b.h * 0.55)})">`,
    `<rect x="${f(cx - b.w * 0.06)}" y="${f(floor - b.h * 0.98)}" width="${f(b.w * 0.12)}" height="${f(b.h * 0.5)}" rx="6" fill="${c.linear(
      [
        [0, shade(tone, -0.4)],
        [0.35, shade(tone, 0.5)],
        [1, shade(tone, -0.5)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
    `<rect x="${f(cx - b.w * 0.08)}" y="${f(floor - b.h * 0.6)}" width="${f(b.w * 0.16)}" height="${f(b.h * 0.06)}" rx="4" fill="${metal(c, BRASS)}"/>`,
    `</g>`,
    `<circle cx="${f(cx + b.w * 0.1)}" cy="${f(floor - b.h * 0.42)}" r="${f(b.w * 0.05)}" fill="${metal(c, tone)}"/>`,
  );
}

function flatThing(c: Canvas, b: Box, random: Random) {
  const tone = pick(random, ['#efe7d2', '#c9a46a', '#d9d9d2', BRASS]);
  const cy = b.y + b.h * 0.55;
  const h = b.h * between(random, 0.14, 0.22);
  shadow(c, b.x + b.w / 2, cy + h * 0.8, b.w * 0.55, h * 0.5, 0.45);
  c.add(
    `<rect x="${f(b.x)}" y="${f(cy - h / 2)}" width="${f(b.w)}" height="${f(h)}" rx="6" fill="${c.linear(
      [
        [0, shade(tone, 0.3)],
        [1, shade(tone, -0.25)],
      ],
    )}"/>`,
    `<rect x="${f(b.x + b.w * 0.3)}" y="${f(cy - h * 0.6)}" width="${f(b.w * 0.08)}" height="${f(h * 1.2)}" fill="#ffffff" fill-opacity="0.35" stroke="#555" stroke-width="2"/>`,
  );
  for (let tick = 0; tick < 60; tick += 1) {
    const x = b.x + b.w * 0.03 + (tick / 60) * b.w * 0.94;
    c.add(
      `<line x1="${f(x)}" y1="${f(cy - h / 2)}" x2="${f(x)}" y2="${f(cy - h / 2 + (tick % 5 === 0 ? h * 0.3 : h * 0.16))}" stroke="#333" stroke-width="1.5"/>`,
    );
  }
}

function vehicle(c: Canvas, b: Box, random: Random, shape: Shape) {
  const floor = b.y + b.h;
  const paint = pick(random, ['#8a2f2a', '#2f4a3a', '#c9c2b0', '#31405a', '#d7dde0', '#2b2b2b']);
  // The display stand: a plank on two posts.
  c.add(
    `<rect x="${f(b.x + b.w * 0.05)}" y="${f(floor - b.h * 0.08)}" width="${f(b.w * 0.9)}" height="${f(b.h * 0.08)}" fill="${metal(c, '#6b4a2e')}"/>`,
  );
  shadow(c, b.x + b.w / 2, floor, b.w * 0.5, b.h * 0.04, 0.5);
  const body = floor - b.h * 0.08;
  const fill = c.linear([
    [0, shade(paint, 0.45)],
    [0.5, paint],
    [1, shade(paint, -0.45)],
  ]);
  if (shape === 'ship') {
    const deck = body - b.h * 0.45;
    c.add(
      `<path d="M${f(b.x)},${f(deck)} L${f(b.x + b.w)},${f(deck - b.h * 0.05)} C${f(b.x + b.w * 0.95)},${f(body - b.h * 0.15)} ${f(b.x + b.w * 0.8)},${f(body - b.h * 0.08)} ${f(b.x + b.w * 0.7)},${f(body - b.h * 0.08)} L${f(b.x + b.w * 0.12)},${f(body - b.h * 0.08)} Z" fill="${fill}"/>`,
      `<rect x="${f(b.x + b.w * 0.02)}" y="${f(body - b.h * 0.2)}" width="${f(b.w * 0.9)}" height="${f(b.h * 0.05)}" fill="#7a1d12" fill-opacity="0.8"/>`,
      `<rect x="${f(b.x + b.w * 0.4)}" y="${f(deck - b.h * 0.15)}" width="${f(b.w * 0.25)}" height="${f(b.h * 0.15)}" fill="#efe9da"/>`,
      `<rect x="${f(b.x + b.w * 0.5)}" y="${f(deck - b.h * 0.34)}" width="${f(b.w * 0.06)}" height="${f(b.h * 0.2)}" fill="${shade(pick(random, ['#c9a23a', '#222', '#9b2b1f']), 0)}"/>`,
      `<line x1="${f(b.x + b.w * 0.2)}" y1="${f(deck)}" x2="${f(b.x + b.w * 0.2)}" y2="${f(b.y)}" stroke="#4a3a2c" stroke-width="6"/>`,
      `<line x1="${f(b.x + b.w * 0.85)}" y1="${f(deck)}" x2="${f(b.x + b.w * 0.85)}" y2="${f(b.y + b.h * 0.1)}" stroke="#4a3a2c" stroke-width="5"/>`,
    );
    for (let post = 0; post < 2; post += 1) {
      c.add(
        `<rect x="${f(b.x + b.w * (0.25 + post * 0.45))}" y="${f(body - b.h * 0.08)}" width="${f(b.w * 0.04)}" height="${f(b.h * 0.08)}" fill="#3a2a1c"/>`,
      );
    }
    return;
  }
  if (shape === 'airship') {
    const cy = b.y + b.h * 0.42;
    c.add(
      `<line x1="${f(b.x + b.w * 0.5)}" y1="${f(cy)}" x2="${f(b.x + b.w * 0.5)}" y2="${f(body)}" stroke="#333" stroke-width="8"/>`,
      `<ellipse cx="${f(b.x + b.w / 2)}" cy="${f(cy)}" rx="${f(b.w * 0.48)}" ry="${f(b.h * 0.2)}" fill="${c.linear(
        [
          [0, '#f0f0ec'],
          [0.5, '#b8bcc0'],
          [1, '#5c6166'],
        ],
      )}"/>`,
      `<polygon points="${f(b.x + b.w * 0.06)},${f(cy)} ${f(b.x - b.w * 0.02)},${f(cy - b.h * 0.16)} ${f(b.x + b.w * 0.16)},${f(cy - b.h * 0.08)}" fill="#8f9599"/>`,
      `<polygon points="${f(b.x + b.w * 0.06)},${f(cy)} ${f(b.x - b.w * 0.02)},${f(cy + b.h * 0.16)} ${f(b.x + b.w * 0.16)},${f(cy + b.h * 0.08)}" fill="#70767a"/>`,
      `<rect x="${f(b.x + b.w * 0.55)}" y="${f(cy + b.h * 0.17)}" width="${f(b.w * 0.12)}" height="${f(b.h * 0.06)}" rx="6" fill="#3a3f44"/>`,
    );
    return;
  }
  if (shape === 'plane') {
    // A glider seen from the side and a little above: long wings, slim fuselage, tail.
    const cy = b.y + b.h * 0.45;
    c.add(
      `<line x1="${f(b.x + b.w * 0.5)}" y1="${f(cy)}" x2="${f(b.x + b.w * 0.5)}" y2="${f(body)}" stroke="#333" stroke-width="8"/>`,
      `<polygon points="${f(b.x)},${f(cy - b.h * 0.02)} ${f(b.x + b.w)},${f(cy - b.h * 0.1)} ${f(b.x + b.w)},${f(cy - b.h * 0.05)} ${f(b.x)},${f(cy + b.h * 0.04)}" fill="${c.linear(
        [
          [0, '#f4f1e8'],
          [1, '#b9b2a0'],
        ],
      )}"/>`,
      `<path d="M${f(b.x + b.w * 0.2)},${f(cy + b.h * 0.02)} C${f(b.x + b.w * 0.3)},${f(cy - b.h * 0.08)} ${f(b.x + b.w * 0.6)},${f(cy - b.h * 0.06)} ${f(b.x + b.w * 0.92)},${f(cy - b.h * 0.02)} L${f(b.x + b.w * 0.92)},${f(cy + b.h * 0.02)} C${f(b.x + b.w * 0.6)},${f(cy + b.h * 0.06)} ${f(b.x + b.w * 0.3)},${f(cy + b.h * 0.1)} ${f(b.x + b.w * 0.2)},${f(cy + b.h * 0.02)} Z" fill="${fill}"/>`,
      `<polygon points="${f(b.x + b.w * 0.86)},${f(cy - b.h * 0.02)} ${f(b.x + b.w * 0.93)},${f(cy - b.h * 0.2)} ${f(b.x + b.w * 0.96)},${f(cy - b.h * 0.2)} ${f(b.x + b.w * 0.94)},${f(cy)}" fill="${shade(paint, -0.2)}"/>`,
      `<ellipse cx="${f(b.x + b.w * 0.32)}" cy="${f(cy - b.h * 0.03)}" rx="${f(b.w * 0.06)}" ry="${f(b.h * 0.035)}" fill="#24343c" fill-opacity="0.8"/>`,
    );
    return;
  }
  if (shape === 'car') {
    const roof = body - b.h * between(random, 0.45, 0.62);
    c.add(
      `<path d="M${f(b.x + b.w * 0.04)},${f(body - b.h * 0.12)} C${f(b.x + b.w * 0.05)},${f(body - b.h * 0.3)} ${f(b.x + b.w * 0.2)},${f(roof)} ${f(b.x + b.w * 0.45)},${f(roof)} C${f(b.x + b.w * 0.75)},${f(roof)} ${f(b.x + b.w)},${f(body - b.h * 0.22)} ${f(b.x + b.w * 0.98)},${f(body - b.h * 0.12)} Z" fill="${fill}"/>`,
      `<path d="M${f(b.x + b.w * 0.28)},${f(roof + b.h * 0.14)} C${f(b.x + b.w * 0.35)},${f(roof + b.h * 0.04)} ${f(b.x + b.w * 0.55)},${f(roof + b.h * 0.04)} ${f(b.x + b.w * 0.62)},${f(roof + b.h * 0.14)} Z" fill="#24343c"/>`,
    );
    for (const x of [0.22, 0.78]) {
      c.add(
        `<circle cx="${f(b.x + b.w * x)}" cy="${f(body - b.h * 0.1)}" r="${f(b.h * 0.11)}" fill="#151515"/>`,
        `<circle cx="${f(b.x + b.w * x)}" cy="${f(body - b.h * 0.1)}" r="${f(b.h * 0.05)}" fill="#b9c0c5"/>`,
      );
    }
    return;
  }
  // Rail vehicles: a long body with windows on wheels, a boiler for steam locomotives.
  const steam = random() < 0.45;
  const top = body - b.h * 0.5;
  c.add(
    `<rect x="${f(b.x + b.w * 0.04)}" y="${f(top)}" width="${f(b.w * 0.92)}" height="${f(b.h * 0.36)}" rx="${f(steam ? 8 : b.h * 0.14)}" fill="${fill}"/>`,
  );
  if (steam) {
    c.add(
      `<rect x="${f(b.x + b.w * 0.1)}" y="${f(top - b.h * 0.16)}" width="${f(b.w * 0.06)}" height="${f(b.h * 0.16)}" fill="#1e1e1e"/>`,
    );
  }
  const windows = steam ? 2 : 7;
  for (let index = 0; index < windows; index += 1) {
    c.add(
      `<rect x="${f(b.x + b.w * (steam ? 0.7 : 0.1) + index * b.w * 0.11)}" y="${f(top + b.h * 0.06)}" width="${f(b.w * 0.07)}" height="${f(b.h * 0.1)}" rx="4" fill="#1f2b33"/>`,
    );
  }
  for (let index = 0; index < (steam ? 4 : 4); index += 1) {
    c.add(
      `<circle cx="${f(b.x + b.w * (0.15 + index * 0.23))}" cy="${f(body - b.h * 0.08)}" r="${f(b.h * (steam ? 0.1 : 0.06))}" fill="${metal(c, '#2a2a2a')}" stroke="#b0b5b9" stroke-width="3"/>`,
    );
  }
}

function building(c: Canvas, b: Box, random: Random, tower: boolean) {
  const floor = b.y + b.h;
  c.add(
    `<polygon points="${f(b.x)},${f(floor)} ${f(b.x + b.w)},${f(floor)} ${f(b.x + b.w * 0.9)},${f(floor - b.h * 0.12)} ${f(b.x + b.w * 0.1)},${f(floor - b.h * 0.12)}" fill="${metal(c, '#8a7a5c')}"/>`,
  );
  shadow(c, b.x + b.w / 2, floor, b.w * 0.55, b.h * 0.05, 0.5);
  if (tower) {
    // A lattice: two legs and cross braces.
    const left = b.x + b.w * 0.35;
    const right = b.x + b.w * 0.65;
    const top = b.y + b.h * 0.02;
    const base = floor - b.h * 0.08;
    c.add(
      `<line x1="${f(left)}" y1="${f(base)}" x2="${f(b.x + b.w * 0.46)}" y2="${f(top)}" stroke="#3a3f44" stroke-width="8"/>`,
      `<line x1="${f(right)}" y1="${f(base)}" x2="${f(b.x + b.w * 0.54)}" y2="${f(top)}" stroke="#3a3f44" stroke-width="8"/>`,
    );
    for (let index = 0; index < 9; index += 1) {
      const y1 = base - ((base - top) * index) / 9;
      const y2 = base - ((base - top) * (index + 1)) / 9;
      const inset = (yy: number) => ((base - yy) / (base - top)) * b.w * 0.11;
      c.add(
        `<line x1="${f(left + inset(y1))}" y1="${f(y1)}" x2="${f(right - inset(y2))}" y2="${f(y2)}" stroke="#5a6066" stroke-width="4"/>`,
        `<line x1="${f(right - inset(y1))}" y1="${f(y1)}" x2="${f(left + inset(y2))}" y2="${f(y2)}" stroke="#5a6066" stroke-width="4"/>`,
      );
    }
    c.add(
      `<rect x="${f(b.x + b.w * 0.2)}" y="${f(top + b.h * 0.04)}" width="${f(b.w * 0.6)}" height="${f(b.h * 0.05)}" fill="#9b2b1f"/>`,
    );
    return;
  }
  const blocks = 2 + Math.floor(random() * 3);
  for (let index = 0; index < blocks; index += 1) {
    const w = b.w * between(random, 0.18, 0.32);
    const h = b.h * between(random, 0.25, 0.6);
    const x = b.x + b.w * 0.12 + (index / blocks) * b.w * 0.7;
    const y = floor - b.h * 0.12 - h;
    const tone = pick(random, ['#efe9da', '#e2d6bd', '#d6d9da', '#f4f1ea']);
    c.add(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${c.linear(
        [
          [0, tone],
          [1, shade(tone, -0.25)],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
      `<polygon points="${f(x)},${f(y)} ${f(x + w * 0.2)},${f(y - h * 0.12)} ${f(x + w * 1.2)},${f(y - h * 0.12)} ${f(x + w)},${f(y)}" fill="${shade(tone, 0.1)}"/>`,
    );
    for (let row = 0; row < 4; row += 1) {
      c.add(
        `<rect x="${f(x + w * 0.15)}" y="${f(y + h * (0.12 + row * 0.2))}" width="${f(w * 0.7)}" height="${f(h * 0.08)}" fill="#6b7378" fill-opacity="0.6"/>`,
      );
    }
  }
}

function thing(c: Canvas, shape: Shape, b: Box, random: Random) {
  switch (shape) {
    case 'engine':
      return engine(c, b, random);
    case 'round':
      return roundThing(c, b, random);
    case 'box':
      return boxThing(c, b, random, false);
    case 'radio':
      return boxThing(c, b, random, true);
    case 'dial':
      return dialThing(c, b, random);
    case 'tube':
      return tubeThing(c, b, random);
    case 'flat':
      return flatThing(c, b, random);
    case 'building':
      return building(c, b, random, false);
    case 'tower':
      return building(c, b, random, true);
    default:
      return vehicle(c, b, random, shape);
  }
}

// ---- flat works ----------------------------------------------------------------------------

const PAINTING_PALETTES = [
  ['#9fb7c9', '#efe1c4', '#5d6e45', '#f7e7b0', '#3a2f25'],
  ['#e3b07c', '#f6dcc0', '#8b4a3c', '#fff4d2', '#2c2019'],
  ['#5c6f8c', '#c9b9a6', '#384b3a', '#f3e9c6', '#1c2230'],
  ['#a3bfa8', '#e9e3cf', '#4f6b4d', '#fbeecb', '#26301f'],
];
const POSTER_PALETTES = [
  ['#f2e8d5', '#d2452b', '#1f3a5f', '#f2b134', '#1c1c1c'],
  ['#efe6d2', '#1d6f6a', '#e86a33', '#f5d04c', '#23262b'],
  ['#f4efe4', '#2a4d8f', '#e2b93b', '#c4362c', '#111111'],
  ['#ece3cf', '#6b2d5c', '#f08a4b', '#3aa6a0', '#202020'],
];

function paintingMotif(c: Canvas, motif: Motif, w: number, h: number, p: string[], random: Random) {
  const [sky, light, ground, accent, dark] = p as [string, string, string, string, string];
  switch (motif) {
    case 'landscape':
    case 'city': {
      c.add(
        `<rect width="${f(w)}" height="${f(h)}" fill="${c.linear([
          [0, sky],
          [1, light],
        ])}"/>`,
      );
      c.add(
        `<circle cx="${f(w * between(random, 0.2, 0.8))}" cy="${f(h * 0.25)}" r="${f(w * 0.05)}" fill="${accent}" fill-opacity="0.85"/>`,
      );
      const horizon = h * between(random, 0.5, 0.65);
      if (motif === 'city') {
        for (let index = 0; index < 14; index += 1) {
          const bw = w * between(random, 0.04, 0.09);
          const bh = h * between(random, 0.08, 0.3);
          const x = (index / 14) * w;
          c.add(
            `<rect x="${f(x)}" y="${f(horizon - bh)}" width="${f(bw)}" height="${f(bh + 2)}" fill="${shade(dark, 0.2 + random() * 0.3)}"/>`,
          );
          if (random() < 0.25)
            c.add(
              `<rect x="${f(x + bw * 0.4)}" y="${f(horizon - bh - h * 0.12)}" width="${f(bw * 0.2)}" height="${f(h * 0.12)}" fill="${shade(dark, 0.25)}"/>`,
            );
        }
        c.add(
          `<rect y="${f(horizon)}" width="${f(w)}" height="${f(h - horizon)}" fill="${c.linear([
            [0, shade(sky, -0.2)],
            [1, shade(sky, -0.5)],
          ])}"/>`,
        );
        return;
      }
      for (let layer = 0; layer < 4; layer += 1) {
        const top = horizon + layer * h * 0.09;
        const points = Array.from(
          { length: 7 },
          (_, index) => `${f((index / 6) * w)},${f(top - random() * h * 0.14)}`,
        );
        c.add(
          `<polygon points="0,${f(h)} ${points.join(' ')} ${f(w)},${f(h)}" fill="${shade(ground, 0.35 - layer * 0.18)}" fill-opacity="${f(0.6 + layer * 0.12)}"/>`,
        );
      }
      return;
    }
    case 'portrait': {
      c.add(
        `<rect width="${f(w)}" height="${f(h)}" fill="${c.radial([
          [0, shade(dark, 0.3)],
          [1, dark],
        ])}"/>`,
      );
      const cx = w * 0.5;
      c.add(
        `<path d="M${f(cx - w * 0.36)},${f(h)} C${f(cx - w * 0.34)},${f(h * 0.68)} ${f(cx - w * 0.2)},${f(h * 0.6)} ${f(cx)},${f(h * 0.6)} C${f(cx + w * 0.2)},${f(h * 0.6)} ${f(cx + w * 0.34)},${f(h * 0.68)} ${f(cx + w * 0.36)},${f(h)} Z" fill="${shade(ground, -0.3)}"/>`,
        `<ellipse cx="${f(cx)}" cy="${f(h * 0.42)}" rx="${f(w * 0.13)}" ry="${f(h * 0.13)}" fill="${c.radial(
          [
            [0, '#f1d3b3'],
            [1, '#a8785a'],
          ],
          0.4,
          0.4,
          0.7,
        )}"/>`,
        `<path d="M${f(cx - w * 0.14)},${f(h * 0.4)} C${f(cx - w * 0.15)},${f(h * 0.24)} ${f(cx + w * 0.15)},${f(h * 0.24)} ${f(cx + w * 0.14)},${f(h * 0.4)} C${f(cx + w * 0.08)},${f(h * 0.32)} ${f(cx - w * 0.08)},${f(h * 0.32)} Z" fill="${shade(dark, 0.15)}"/>`,
        `<rect x="${f(cx - w * 0.05)}" y="${f(h * 0.62)}" width="${f(w * 0.1)}" height="${f(h * 0.08)}" fill="${light}" fill-opacity="0.8"/>`,
      );
      return;
    }
    case 'stilllife': {
      c.add(
        `<rect width="${f(w)}" height="${f(h)}" fill="${c.radial(
          [
            [0, '#4a3a28'],
            [1, '#120d08'],
          ],
          0.35,
          0.35,
          0.8,
        )}"/>`,
      );
      const table = h * 0.62;
      c.add(
        `<rect y="${f(table)}" width="${f(w)}" height="${f(h - table)}" fill="${c.linear([
          [0, '#5b3d22'],
          [1, '#1e140b'],
        ])}"/>`,
      );
      c.add(
        `<path d="M${f(w * 0.55)},${f(table)} L${f(w * 0.57)},${f(table - h * 0.32)} C${f(w * 0.6)},${f(table - h * 0.4)} ${f(w * 0.72)},${f(table - h * 0.4)} ${f(w * 0.74)},${f(table - h * 0.32)} L${f(w * 0.76)},${f(table)} Z" fill="${c.linear(
          [
            [0, '#c9ccc8'],
            [0.4, '#8a8f8c'],
            [1, '#3c3f3d'],
          ],
          0,
          0,
          1,
          0,
        )}"/>`,
        `<ellipse cx="${f(w * 0.35)}" cy="${f(table - h * 0.06)}" rx="${f(w * 0.08)}" ry="${f(h * 0.06)}" fill="${c.radial(
          [
            [0, '#fff0a0'],
            [0.7, '#e0b72e'],
            [1, '#8a6a12'],
          ],
          0.35,
          0.35,
          0.7,
        )}"/>`,
        `<ellipse cx="${f(w * 0.2)}" cy="${f(table - h * 0.02)}" rx="${f(w * 0.12)}" ry="${f(h * 0.04)}" fill="${c.radial(
          [
            [0, '#d9c9a0'],
            [1, '#6b5a3a'],
          ],
        )}"/>`,
        `<circle cx="${f(w * 0.45)}" cy="${f(table - h * 0.03)}" r="${f(w * 0.035)}" fill="${c.radial(
          [
            [0, '#f3e3b0'],
            [1, '#9a7a2a'],
          ],
        )}" stroke="#c9a23a" stroke-width="3"/>`,
      );
      return;
    }
    case 'interior': {
      c.add(
        `<rect width="${f(w)}" height="${f(h)}" fill="${c.linear([
          [0, shade(light, -0.2)],
          [1, shade(ground, -0.4)],
        ])}"/>`,
      );
      for (let index = 0; index < 5; index += 1) {
        const x = w * (0.08 + index * 0.18);
        c.add(
          `<rect x="${f(x)}" y="${f(h * 0.08)}" width="${f(w * 0.1)}" height="${f(h * 0.32)}" fill="${light}" fill-opacity="0.85"/>`,
        );
      }
      for (let index = 0; index < 6; index += 1) {
        const x = w * (0.05 + index * 0.16);
        const y = h * between(random, 0.55, 0.65);
        c.add(
          `<rect x="${f(x)}" y="${f(y)}" width="${f(w * 0.12)}" height="${f(h * 0.16)}" fill="${shade(dark, 0.2)}"/>`,
          `<ellipse cx="${f(x + w * 0.06)}" cy="${f(y - h * 0.08)}" rx="${f(w * 0.02)}" ry="${f(h * 0.03)}" fill="${shade(dark, 0.1)}"/>`,
          `<rect x="${f(x + w * 0.04)}" y="${f(y - h * 0.05)}" width="${f(w * 0.04)}" height="${f(h * 0.1)}" fill="${shade(ground, -0.2)}"/>`,
        );
      }
      return;
    }
    case 'harbour': {
      const water = h * between(random, 0.55, 0.68);
      c.add(
        `<rect width="${f(w)}" height="${f(water)}" fill="${c.linear([
          [0, shade(sky, 0.2)],
          [1, light],
        ])}"/>`,
        `<rect y="${f(water)}" width="${f(w)}" height="${f(h - water)}" fill="${c.linear([
          [0, shade(sky, -0.15)],
          [1, shade(dark, 0.3)],
        ])}"/>`,
      );
      for (let index = 0; index < 4; index += 1) {
        const x = w * (0.1 + index * 0.22 + random() * 0.05);
        const top = water - h * between(random, 0.25, 0.42);
        c.add(
          `<line x1="${f(x)}" y1="${f(water)}" x2="${f(x)}" y2="${f(top)}" stroke="${dark}" stroke-width="${f(w * 0.008)}"/>`,
          `<line x1="${f(x - w * 0.04)}" y1="${f(top)}" x2="${f(x + w * 0.12)}" y2="${f(top + h * 0.05)}" stroke="${dark}" stroke-width="${f(w * 0.006)}"/>`,
        );
      }
      c.add(
        `<path d="M${f(w * 0.3)},${f(water - h * 0.02)} L${f(w * 0.85)},${f(water - h * 0.02)} L${f(w * 0.8)},${f(water + h * 0.05)} L${f(w * 0.34)},${f(water + h * 0.05)} Z" fill="${shade(dark, 0.15)}"/>`,
        `<rect x="${f(w * 0.55)}" y="${f(water - h * 0.1)}" width="${f(w * 0.04)}" height="${f(h * 0.08)}" fill="${shade(dark, 0.1)}"/>`,
      );
      for (let line = 0; line < 12; line += 1) {
        const y = water + (h - water) * (line / 12) + 4;
        c.add(
          `<line x1="${f(w * random())}" y1="${f(y)}" x2="${f(w * random())}" y2="${f(y)}" stroke="${light}" stroke-opacity="0.25" stroke-width="3"/>`,
        );
      }
      return;
    }
    case 'street': {
      const horizon = h * 0.45;
      c.add(
        `<rect width="${f(w)}" height="${f(h)}" fill="${c.linear([
          [0, shade(sky, 0.1)],
          [1, light],
        ])}"/>`,
        `<polygon points="${f(w * 0.45)},${f(horizon)} ${f(w * 0.55)},${f(horizon)} ${f(w)},${f(h)} 0,${f(h)}" fill="${shade(ground, -0.1)}"/>`,
        `<polygon points="0,${f(h * 0.1)} ${f(w * 0.42)},${f(horizon - h * 0.12)} ${f(w * 0.42)},${f(horizon + h * 0.02)} 0,${f(h * 0.85)}" fill="${shade(dark, 0.35)}"/>`,
        `<polygon points="${f(w)},${f(h * 0.05)} ${f(w * 0.58)},${f(horizon - h * 0.15)} ${f(w * 0.58)},${f(horizon + h * 0.02)} ${f(w)},${f(h * 0.85)}" fill="${shade(dark, 0.25)}"/>`,
      );
      for (let index = 0; index < 5; index += 1) {
        const t = index / 5;
        const x = w * (0.05 + t * 0.3);
        c.add(
          `<rect x="${f(x)}" y="${f(h * (0.25 + t * 0.12))}" width="${f(w * (0.05 - t * 0.007))}" height="${f(h * (0.12 - t * 0.018))}" fill="${light}" fill-opacity="0.55"/>`,
        );
      }
      c.add(
        `<line x1="${f(w * 0.2)}" y1="${f(h)}" x2="${f(w * 0.48)}" y2="${f(horizon)}" stroke="${light}" stroke-opacity="0.5" stroke-width="5"/>`,
        `<line x1="${f(w * 0.35)}" y1="${f(h)}" x2="${f(w * 0.5)}" y2="${f(horizon)}" stroke="${light}" stroke-opacity="0.5" stroke-width="5"/>`,
      );
      for (let index = 0; index < 4; index += 1) {
        const x = w * between(random, 0.3, 0.7);
        const scale = between(random, 0.5, 1);
        const base = horizon + (h - horizon) * scale * 0.8;
        c.add(
          `<rect x="${f(x - w * 0.012 * scale)}" y="${f(base - h * 0.14 * scale)}" width="${f(w * 0.024 * scale)}" height="${f(h * 0.14 * scale)}" fill="${dark}"/>`,
          `<circle cx="${f(x)}" cy="${f(base - h * 0.16 * scale)}" r="${f(w * 0.011 * scale)}" fill="${dark}"/>`,
        );
      }
      return;
    }
    case 'group': {
      c.add(
        `<rect width="${f(w)}" height="${f(h)}" fill="${c.linear([
          [0, shade(light, -0.1)],
          [1, shade(ground, -0.1)],
        ])}"/>`,
      );
      const people = 5 + Math.floor(random() * 6);
      for (let row = 0; row < 2; row += 1) {
        for (let index = 0; index < people; index += 1) {
          const x = w * (0.1 + (index + row * 0.5) * (0.8 / people));
          const base = h * (row ? 0.98 : 0.82);
          const size = h * (row ? 0.32 : 0.28);
          const coat = shade(dark, between(random, 0.05, 0.35));
          c.add(
            `<path d="M${f(x - size * 0.2)},${f(base)} L${f(x - size * 0.16)},${f(base - size * 0.62)} Q${f(x)},${f(base - size * 0.7)} ${f(x + size * 0.16)},${f(base - size * 0.62)} L${f(x + size * 0.2)},${f(base)} Z" fill="${coat}"/>`,
            `<ellipse cx="${f(x)}" cy="${f(base - size * 0.76)}" rx="${f(size * 0.08)}" ry="${f(size * 0.1)}" fill="${shade(light, -0.3)}"/>`,
          );
        }
      }
      return;
    }
    case 'circles': {
      c.add(`<rect width="${f(w)}" height="${f(h)}" fill="${light}"/>`);
      for (let index = 0; index < 7; index += 1) {
        c.add(
          `<circle cx="${f(w * random())}" cy="${f(h * random())}" r="${f(Math.min(w, h) * between(random, 0.08, 0.3))}" fill="${pick(random, p)}" fill-opacity="0.75"/>`,
        );
      }
      c.add(
        `<path d="M0,${f(h * 0.7)} Q${f(w * 0.5)},${f(h * 0.2)} ${f(w)},${f(h * 0.6)}" stroke="${dark}" stroke-width="${f(w * 0.01)}" fill="none"/>`,
      );
      return;
    }
    case 'bands': {
      const bands = 6 + Math.floor(random() * 7);
      for (let index = 0; index < bands; index += 1) {
        c.add(
          `<rect x="${f((index / bands) * w)}" width="${f(w / bands + 1)}" height="${f(h)}" fill="${shade(pick(random, [...p, ...POSTER_PALETTES[1]!]), between(random, -0.2, 0.2))}"/>`,
        );
      }
      return;
    }
    case 'field':
    default: {
      const base = pick(random, ['#27407a', '#b8762c', '#2f6b52', '#8a2f2a']);
      c.add(`<rect width="${f(w)}" height="${f(h)}" fill="${base}"/>`);
      for (let layer = 0; layer < 5; layer += 1) {
        const inset = (layer + 1) * Math.min(w, h) * 0.05;
        c.add(
          `<rect x="${f(inset)}" y="${f(inset)}" width="${f(w - inset * 2)}" height="${f(h - inset * 2)}" fill="${shade(base, layer % 2 ? 0.08 : -0.06)}" fill-opacity="0.6"/>`,
        );
      }
    }
  }
}

function posterMotif(c: Canvas, motif: Motif, w: number, h: number, p: string[], random: Random) {
  const [paper, one, two, three, ink] = p as [string, string, string, string, string];
  c.add(`<rect width="${f(w)}" height="${f(h)}" fill="${paper}"/>`);
  const m = Math.min(w, h) * 0.06;
  const inner = { x: m, y: m, w: w - m * 2, h: h - m * 2 };
  c.add(
    `<rect x="${f(inner.x)}" y="${f(inner.y)}" width="${f(inner.w)}" height="${f(inner.h)}" fill="${one}"/>`,
  );
  const cx = inner.x + inner.w / 2;
  switch (motif) {
    case 'sun': {
      const cy = inner.y + inner.h * 0.45;
      for (let ray = 0; ray < 16; ray += 1) {
        const angle = Math.PI + (ray / 15) * Math.PI;
        c.add(
          `<polygon points="${f(cx)},${f(cy)} ${f(cx + inner.w * Math.cos(angle - 0.05))},${f(cy + inner.w * Math.sin(angle - 0.05))} ${f(cx + inner.w * Math.cos(angle + 0.05))},${f(cy + inner.w * Math.sin(angle + 0.05))}" fill="${three}" fill-opacity="0.55"/>`,
        );
      }
      gear(c, cx, cy, inner.w * 0.22, 18, three);
      c.add(
        `<rect x="${f(inner.x)}" y="${f(cy)}" width="${f(inner.w)}" height="${f(inner.y + inner.h - cy)}" fill="${two}"/>`,
      );
      break;
    }
    case 'waves': {
      for (let index = 0; index < 7; index += 1) {
        const y = inner.y + inner.h * (0.3 + index * 0.09);
        c.add(
          `<path d="M${f(inner.x)},${f(y)} q${f(inner.w / 8)},${f(-inner.h * 0.05)} ${f(inner.w / 4)},0 t${f(inner.w / 4)},0 t${f(inner.w / 4)},0 t${f(inner.w / 4)},0" stroke="${index % 2 ? two : three}" stroke-width="${f(inner.h * 0.03)}" fill="none"/>`,
        );
      }
      c.add(
        `<circle cx="${f(cx)}" cy="${f(inner.y + inner.h * 0.16)}" r="${f(inner.w * 0.08)}" fill="${ink}"/>`,
      );
      break;
    }
    case 'streamline': {
      for (let index = 0; index < 3; index += 1) {
        const y = inner.y + inner.h * (0.42 + index * 0.1);
        c.add(
          `<path d="M${f(inner.x - 10)},${f(y + inner.h * 0.2)} C${f(inner.x + inner.w * 0.3)},${f(y + inner.h * 0.18)} ${f(inner.x + inner.w * 0.5)},${f(y - inner.h * 0.12)} ${f(inner.x + inner.w + 10)},${f(y - inner.h * 0.1)}" stroke="${[two, three, ink][index]}" stroke-width="${f(inner.h * 0.035)}" fill="none" stroke-linecap="round"/>`,
        );
      }
      c.add(
        `<ellipse cx="${f(inner.x + inner.w * 0.62)}" cy="${f(inner.y + inner.h * 0.24)}" rx="${f(inner.w * 0.24)}" ry="${f(inner.h * 0.06)}" fill="${paper}" transform="rotate(-12 ${f(inner.x + inner.w * 0.62)} ${f(inner.y + inner.h * 0.24)})"/>`,
      );
      break;
    }
    case 'circles': {
      for (let index = 0; index < 5; index += 1) {
        c.add(
          `<circle cx="${f(cx)}" cy="${f(inner.y + inner.h * 0.45)}" r="${f(inner.w * (0.42 - index * 0.08))}" fill="${[two, three, paper, ink, one][index]}"/>`,
        );
      }
      break;
    }
    case 'geometry':
    default: {
      for (let index = 0; index < 6; index += 1) {
        const size = inner.w * between(random, 0.18, 0.4);
        const x = inner.x + random() * (inner.w - size);
        const y = inner.y + random() * (inner.h - size);
        const color = pick(random, [two, three, ink, paper]);
        const kind = index % 3;
        if (kind === 0)
          c.add(
            `<rect x="${f(x)}" y="${f(y)}" width="${f(size)}" height="${f(size)}" fill="${color}"/>`,
          );
        else if (kind === 1)
          c.add(
            `<circle cx="${f(x + size / 2)}" cy="${f(y + size / 2)}" r="${f(size / 2)}" fill="${color}"/>`,
          );
        else
          c.add(
            `<polygon points="${f(x)},${f(y + size)} ${f(x + size / 2)},${f(y)} ${f(x + size)},${f(y + size)}" fill="${color}"/>`,
          );
      }
    }
  }
  // A band at the foot where the poster's lettering would be, kept empty of text.
  c.add(
    `<rect x="${f(inner.x)}" y="${f(inner.y + inner.h * 0.86)}" width="${f(inner.w)}" height="${f(inner.h * 0.14)}" fill="${ink}"/>`,
  );
}

function backOfWork(c: Canvas, picture: ObjectPicture, w: number, h: number, random: Random) {
  if (picture.family === 'painting') {
    c.add(
      `<rect width="${f(w)}" height="${f(h)}" fill="${c.linear([
        [0, '#cdbb98'],
        [1, '#a8946e'],
      ])}"/>`,
    );
    const bar = Math.min(w, h) * 0.07;
    c.add(
      `<rect x="0" y="0" width="${f(w)}" height="${f(bar)}" fill="#8a6a42"/>`,
      `<rect x="0" y="${f(h - bar)}" width="${f(w)}" height="${f(bar)}" fill="#8a6a42"/>`,
      `<rect x="0" y="0" width="${f(bar)}" height="${f(h)}" fill="#7d5f3a"/>`,
      `<rect x="${f(w - bar)}" y="0" width="${f(bar)}" height="${f(h)}" fill="#7d5f3a"/>`,
      `<rect x="${f(w / 2 - bar / 2)}" y="0" width="${f(bar)}" height="${f(h)}" fill="#8a6a42"/>`,
    );
  } else {
    c.add(
      `<rect width="${f(w)}" height="${f(h)}" fill="${picture.family === 'photo' ? '#e9e1cf' : '#ece6d8'}"/>`,
    );
  }
  // Labels, a round stamp and pencil strokes (no legible writing).
  for (let index = 0; index < 2; index += 1) {
    const lw = w * between(random, 0.18, 0.3);
    const x = w * between(random, 0.1, 0.6);
    const y = h * between(random, 0.15, 0.7);
    c.add(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(lw)}" height="${f(lw * 0.5)}" fill="#f7f3e8" stroke="#b9ad92" stroke-width="2"/>`,
    );
    for (let line = 0; line < 3; line += 1) {
      c.add(
        `<path d="M${f(x + lw * 0.1)},${f(y + lw * (0.14 + line * 0.12))} q${f(lw * 0.1)},-6 ${f(lw * 0.2)},0 t${f(lw * 0.2)},0 t${f(lw * 0.2)},0" stroke="#5a5a5a" stroke-width="2" fill="none"/>`,
      );
    }
  }
  c.add(
    `<circle cx="${f(w * between(random, 0.25, 0.75))}" cy="${f(h * between(random, 0.25, 0.75))}" r="${f(Math.min(w, h) * 0.09)}" fill="none" stroke="#5b4a8a" stroke-opacity="0.6" stroke-width="5"/>`,
  );
}

// ---- the picture ---------------------------------------------------------------------------

/** The picture as an SVG of `drawWidth` × `drawHeight` px (drawn on a stage 1000 wide). */
export function objectPictureSvg(
  picture: ObjectPicture,
  drawWidth: number,
  drawHeight: number,
): string {
  const random = randomFor(picture.seed);
  const H = (S * picture.height) / picture.width;
  const c = new Canvas(drawWidth, drawHeight, picture.seed);
  c.add(`<g transform="scale(${(drawWidth / S).toFixed(5)})">`);
  const flat =
    picture.family === 'photo' || picture.family === 'painting' || picture.family === 'poster';
  // The view: the whole thing, from the side or behind (mirrored), or a detail (enlarged crop).
  const zoom = picture.view === 'detail' ? between(random, 2, 2.8) : 1;
  const mirrored = picture.view === 'side' || (picture.view === 'back' && !flat);
  // A detail centres near the middle of the thing (lower part of the frame) or of the work.
  const focusX = S * between(random, 0.35, 0.65);
  const focusY = H * (flat ? between(random, 0.3, 0.7) : between(random, 0.5, 0.68));
  const ox = picture.view === 'detail' ? S / 2 - focusX * zoom : 0;
  const oy = picture.view === 'detail' ? H / 2 - focusY * zoom : 0;
  c.add(
    `<g transform="translate(${f(ox + (mirrored ? S * zoom : 0))} ${f(oy)}) scale(${f(mirrored ? -zoom : zoom)} ${f(zoom)})">`,
  );
  // The work's own random numbers are the same for every view of it.
  const work = randomFor(picture.seed.replace(/\/\d+$/, ''));
  if (flat && picture.view === 'back') backOfWork(c, picture, S, H, random);
  else if (picture.family === 'painting')
    paintingMotif(c, picture.motif, S, H, pick(work, PAINTING_PALETTES), work);
  else if (picture.family === 'poster')
    posterMotif(c, picture.motif, S, H, pick(work, POSTER_PALETTES), work);
  else if (picture.family === 'photo') {
    const border = Math.min(S, H) * 0.04;
    c.add(`<rect width="${S}" height="${f(H)}" fill="#efe8d8"/>`);
    c.add(
      `<g transform="translate(${f(border)} ${f(border)}) scale(${f((S - border * 2) / S)} ${f((H - border * 2) / H)})">`,
    );
    paintingMotif(
      c,
      picture.motif,
      S,
      H,
      ['#b8c4cc', '#e8e4da', '#6a6a5e', '#f4f0e0', '#2a2622'],
      work,
    );
    c.add(`</g>`);
  } else {
    sweep(c, H, work);
    const w = S * 0.72;
    const h = Math.min(H * 0.66, w * 0.9);
    thing(c, picture.shape, { x: (S - w) / 2, y: H * 0.8 - h, w, h }, work);
    if (picture.view === 'back')
      c.add(`<rect width="${S}" height="${f(H)}" fill="#000" fill-opacity="0.12"/>`);
  }
  c.add('</g></g>');
  return c.svg();
}

/** How large the drawing is before it is enlarged to the picture's size. */
export function drawSize(picture: ObjectPicture): { width: number; height: number } {
  const long = Math.max(picture.width, picture.height);
  const target = long >= 4000 ? 1400 : 800;
  const scale = Math.min(1, target / long);
  return {
    width: Math.max(1, Math.round(picture.width * scale)),
    height: Math.max(1, Math.round(picture.height * scale)),
  };
}

/** Grain at a drawing's size, seeded by its size so every picture of that size shares it. */
const grains = new Map<string, Buffer>();
function grain(width: number, height: number): Buffer {
  const key = `${width}x${height}`;
  let pixels = grains.get(key);
  if (!pixels) {
    const random = randomFor(`grain-${key}`);
    pixels = Buffer.alloc(width * height);
    for (let index = 0; index < pixels.length; index += 1) {
      pixels[index] = 128 + Math.round((random() + random() + random() - 1.5) * 36);
    }
    if (grains.size > 32) grains.clear();
    grains.set(key, pixels);
  }
  return pixels;
}

/** Renders the picture as a JPEG of exactly its declared size. */
export async function renderObjectPicture(picture: ObjectPicture): Promise<Buffer> {
  const { width, height } = drawSize(picture);
  const drawn = await sharp(Buffer.from(objectPictureSvg(picture, width, height)))
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .composite([
      { input: grain(width, height), raw: { width, height, channels: 1 }, blend: 'soft-light' },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  let image = sharp(drawn, { raw: { width, height, channels: 3 } });
  if (picture.sepia) {
    // Luminance times a warm brown tint: white stays paper-light, not yellow.
    const tint = [1, 0.88, 0.7];
    image = image.recomb(tint.map((t) => [0.2126 * t, 0.7152 * t, 0.0722 * t]) as never);
  }
  return image
    .resize(picture.width, picture.height, { fit: 'fill', kernel: 'linear' })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** The cache key of a picture: what it shows and how it is drawn. */
export function pictureKey(picture: ObjectPicture): string {
  return createHash('sha256')
    .update(JSON.stringify({ version: PICTURE_VERSION, picture }))
    .digest('hex')
    .slice(0, 16);
}

/**
 * The picture's file under `cacheDir`, rendered unless an earlier start left it there:
 * `<key>/<name>.jpg`, relative to `cacheDir` (the import's baseDir). Written under a
 * temporary name and renamed, so two CMSs starting at once never read half a file.
 */
export async function cachedObjectPicture(
  cacheDir: string,
  picture: ObjectPicture,
): Promise<{ file: string; rendered: boolean }> {
  const file = path.join(pictureKey(picture), `${picture.name}.jpg`);
  const target = path.join(cacheDir, file);
  try {
    await fs.access(target);
    return { file, rendered: false };
  } catch {
    // not there yet
  }
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, await renderObjectPicture(picture));
  await fs.rename(temporary, target);
  return { file, rendered: true };
}

/** Removes cached pictures no longer wanted (an older drawing or data); keeps `keep`'s keys. */
export async function pruneObjectPictures(cacheDir: string, keep: Set<string>): Promise<number> {
  let removed = 0;
  for (const entry of await fs.readdir(cacheDir).catch(() => [] as string[])) {
    if (keep.has(entry)) continue;
    await fs.rm(path.join(cacheDir, entry), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
