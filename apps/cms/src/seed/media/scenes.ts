// Procedural "photographs" of the demo museum's rooms and objects, drawn as SVG: a wall and a
// floor in perspective, a spotlight's pool of light, objects shaded with gradients and soft
// shadows, a vignette. No text in any picture: the alt text and caption say what it shows.
import { randomFor } from './random';

export type SceneKey =
  | 'facade'
  | 'machine'
  | 'gallery'
  | 'streamliner'
  | 'radio'
  | 'pigments'
  | 'glass'
  | 'tour'
  | 'workbench'
  | 'piano'
  | 'blocks'
  | 'microphone'
  | 'magnifier'
  | 'newspapers'
  | 'ramp';

export interface SceneOptions {
  /** Toned like an old photograph (sepia, stronger vignette). */
  sepia?: boolean;
}

/** An SVG document being drawn: gradients go to <defs>, shapes to the body, in order. */
export class Canvas {
  private defs: string[] = [];
  private body: string[] = [];
  private next = 0;
  readonly random: () => number;

  constructor(
    readonly width: number,
    readonly height: number,
    seed: string,
  ) {
    this.random = randomFor(seed);
  }

  linear(stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `g${(this.next += 1)}`;
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `g${(this.next += 1)}`;
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  add(...shapes: string[]): this {
    this.body.push(...shapes);
    return this;
  }

  svg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

const stopsOf = (stops: [number, string, number?][]) =>
  stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('');

const W = 1440;
const H = 1080;
const FLOOR = 760;

// ---- the room ----------------------------------------------------------------------------

interface Room {
  wall: [string, string];
  floor: [string, string];
  light: string;
  /** Where the spotlight points on the wall. */
  spotX: number;
  boards?: boolean;
}

function room(c: Canvas, { wall, floor, light, spotX, boards = true }: Room) {
  c.add(
    `<rect width="${W}" height="${FLOOR}" fill="${c.linear([
      [0, wall[0]],
      [1, wall[1]],
    ])}"/>`,
  );
  // The spotlight's cone on the wall: brightest where it hits, fading upwards and sideways.
  c.add(
    `<ellipse cx="${spotX}" cy="${FLOOR - 260}" rx="520" ry="560" fill="${c.radial([
      [0, light, 0.55],
      [0.55, light, 0.18],
      [1, light, 0],
    ])}"/>`,
  );
  c.add(
    `<rect y="${FLOOR}" width="${W}" height="${H - FLOOR}" fill="${c.linear([
      [0, floor[1]],
      [1, floor[0]],
    ])}"/>`,
  );
  if (boards) {
    const vanishing = W / 2;
    const lines = Array.from({ length: 23 }, (_, index) => {
      const offset = (index - 11) * 90;
      return `<line x1="${vanishing + offset}" y1="${FLOOR}" x2="${vanishing + offset * 5}" y2="${H}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`;
    });
    c.add(...lines);
  }
  // Skirting board and the light's pool on the floor.
  c.add(`<rect y="${FLOOR - 14}" width="${W}" height="14" fill="#000" fill-opacity="0.18"/>`);
  c.add(
    `<ellipse cx="${spotX}" cy="${FLOOR + 120}" rx="560" ry="120" fill="${c.radial([
      [0, light, 0.35],
      [1, light, 0],
    ])}"/>`,
  );
}

export function shadow(c: Canvas, cx: number, cy: number, rx: number, ry: number, strength = 0.55) {
  c.add(
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${c.radial([
      [0, '#000', strength],
      [0.6, '#000', strength * 0.45],
      [1, '#000', 0],
    ])}"/>`,
  );
}

/** A white plinth (front face and top) standing on the floor at `base`. */
function plinth(
  c: Canvas,
  cx: number,
  base: number,
  width: number,
  height: number,
  tone = '#e9e6df',
) {
  const top = base - height;
  shadow(c, cx + 30, base + 8, width * 0.75, 34, 0.6);
  c.add(
    `<rect x="${cx - width / 2}" y="${top}" width="${width}" height="${height}" fill="${c.linear(
      [
        [0, tone],
        [0.7, shade(tone, -0.12)],
        [1, shade(tone, -0.3)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
    `<polygon points="${cx - width / 2},${top} ${cx + width / 2},${top} ${cx + width / 2 - 24},${top - 26} ${cx - width / 2 + 24},${top - 26}" fill="${shade(tone, 0.08)}"/>`,
  );
  return top - 13;
}

/** A colour made lighter (amount > 0) or darker (< 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const base = (value >> shift) & 255;
    const mixed = amount >= 0 ? base + (255 - base) * amount : base * (1 + amount);
    return Math.round(Math.max(0, Math.min(255, mixed)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

// ---- objects ------------------------------------------------------------------------------

function gearPath(cx: number, cy: number, radius: number, teeth: number, depth: number): string {
  const points: string[] = [];
  for (let index = 0; index < teeth * 4; index += 1) {
    const angle = (index / (teeth * 4)) * Math.PI * 2;
    const r = index % 4 < 2 ? radius : radius - depth;
    points.push(
      `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `M${points.join(' L')} Z`;
}

export function gear(
  c: Canvas,
  cx: number,
  cy: number,
  radius: number,
  teeth: number,
  metal: string,
) {
  const face = c.radial(
    [
      [0, shade(metal, 0.45)],
      [0.7, metal],
      [1, shade(metal, -0.45)],
    ],
    0.35,
    0.3,
    0.8,
  );
  c.add(
    `<path d="${gearPath(cx + 14, cy + 18, radius, teeth, radius * 0.12)}" fill="#000" fill-opacity="0.45"/>`,
  );
  c.add(`<path d="${gearPath(cx, cy, radius, teeth, radius * 0.12)}" fill="${face}"/>`);
  c.add(
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.62}" fill="none" stroke="${shade(metal, -0.35)}" stroke-width="${radius * 0.05}"/>`,
  );
  for (let spoke = 0; spoke < 5; spoke += 1) {
    const angle = (spoke / 5) * Math.PI * 2 + 0.3;
    c.add(
      `<line x1="${cx}" y1="${cy}" x2="${cx + radius * 0.6 * Math.cos(angle)}" y2="${cy + radius * 0.6 * Math.sin(angle)}" stroke="${shade(metal, -0.2)}" stroke-width="${radius * 0.1}" stroke-linecap="round"/>`,
    );
  }
  c.add(
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.16}" fill="${c.radial(
      [
        [0, shade(metal, 0.6)],
        [1, shade(metal, -0.5)],
      ],
      0.3,
      0.3,
      0.9,
    )}"/>`,
  );
}

function frame(c: Canvas, x: number, y: number, w: number, h: number, palette: string[]) {
  shadow(c, x + w / 2 + 18, y + h / 2 + 24, w * 0.62, h * 0.62, 0.35);
  const gold = c.linear(
    [
      [0, '#f3d28b'],
      [0.5, '#b48a3c'],
      [1, '#6e4f1c'],
    ],
    0,
    0,
    1,
    1,
  );
  c.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${gold}"/>`);
  const border = Math.min(w, h) * 0.09;
  const inner = { x: x + border, y: y + border, w: w - border * 2, h: h - border * 2 };
  // A painted landscape: sky, far hills, near field, in the painting's palette.
  const horizon = inner.y + inner.h * (0.45 + c.random() * 0.2);
  c.add(
    `<rect x="${inner.x}" y="${inner.y}" width="${inner.w}" height="${inner.h}" fill="${c.linear([
      [0, palette[0]!],
      [1, palette[1]!],
    ])}"/>`,
  );
  const hills = [0, 1, 2].map((layer) => {
    const top = horizon + layer * inner.h * 0.1;
    const peaks = Array.from({ length: 5 }, (_, index) => {
      const px = inner.x + (index / 4) * inner.w;
      return `${px},${top - c.random() * inner.h * 0.16}`;
    });
    return `<polygon points="${inner.x},${inner.y + inner.h} ${peaks.join(' ')} ${inner.x + inner.w},${inner.y + inner.h}" fill="${shade(palette[2]!, -0.15 * layer)}" fill-opacity="0.92"/>`;
  });
  c.add(...hills);
  c.add(
    `<circle cx="${inner.x + inner.w * (0.2 + c.random() * 0.6)}" cy="${inner.y + inner.h * 0.25}" r="${inner.w * 0.06}" fill="${palette[3] ?? '#fff3c4'}" fill-opacity="0.85"/>`,
  );
  // Varnish: a soft reflection of the gallery light.
  c.add(
    `<rect x="${inner.x}" y="${inner.y}" width="${inner.w}" height="${inner.h}" fill="${c.linear(
      [
        [0, '#fff', 0.16],
        [0.5, '#fff', 0],
        [1, '#000', 0.12],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
}

function person(c: Canvas, x: number, base: number, scale: number, coat: string) {
  const height = 520 * scale;
  const shoulders = 120 * scale;
  shadow(c, x + 20 * scale, base, 90 * scale, 16 * scale, 0.5);
  c.add(
    `<path d="M${x - shoulders / 2},${base - height * 0.78} Q${x},${base - height * 0.86} ${x + shoulders / 2},${base - height * 0.78} L${x + shoulders * 0.42},${base - height * 0.32} L${x - shoulders * 0.42},${base - height * 0.32} Z" fill="${coat}"/>`,
    `<rect x="${x - shoulders * 0.36}" y="${base - height * 0.34}" width="${shoulders * 0.3}" height="${height * 0.34}" rx="${8 * scale}" fill="${shade(coat, -0.45)}"/>`,
    `<rect x="${x + shoulders * 0.06}" y="${base - height * 0.34}" width="${shoulders * 0.3}" height="${height * 0.34}" rx="${8 * scale}" fill="${shade(coat, -0.5)}"/>`,
    `<ellipse cx="${x}" cy="${base - height * 0.9}" rx="${42 * scale}" ry="${52 * scale}" fill="${shade(coat, -0.55)}"/>`,
  );
}

function jar(c: Canvas, x: number, base: number, w: number, h: number, pigment: string) {
  const glass = c.linear(
    [
      [0, '#ffffff', 0.35],
      [0.25, '#ffffff', 0.05],
      [0.8, '#ffffff', 0.12],
      [1, '#ffffff', 0.4],
    ],
    0,
    0,
    1,
    0,
  );
  const fill = c.linear(
    [
      [0, shade(pigment, 0.25)],
      [1, shade(pigment, -0.25)],
    ],
    0,
    0,
    1,
    0,
  );
  shadow(c, x + w / 2 + 10, base, w * 0.7, 12, 0.45);
  c.add(
    `<path d="M${x},${base - h * 0.55} Q${x + w / 2},${base - h * 0.68} ${x + w},${base - h * 0.55} L${x + w},${base} L${x},${base} Z" fill="${fill}"/>`,
    `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" rx="${w * 0.12}" fill="${glass}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`,
    `<rect x="${x - 6}" y="${base - h - 26}" width="${w + 12}" height="30" rx="6" fill="${c.linear([
      [0, '#6b5a45'],
      [1, '#2f261c'],
    ])}"/>`,
  );
}

function vessel(c: Canvas, cx: number, base: number, w: number, h: number, tint: string) {
  const body = `M${cx - w * 0.18},${base - h} C${cx - w * 0.2},${base - h * 0.75} ${cx - w * 0.55},${base - h * 0.6} ${cx - w * 0.5},${base - h * 0.25} C${cx - w * 0.46},${base - h * 0.02} ${cx - w * 0.25},${base} ${cx},${base} C${cx + w * 0.25},${base} ${cx + w * 0.46},${base - h * 0.02} ${cx + w * 0.5},${base - h * 0.25} C${cx + w * 0.55},${base - h * 0.6} ${cx + w * 0.2},${base - h * 0.75} ${cx + w * 0.18},${base - h} Z`;
  c.add(
    `<ellipse cx="${cx}" cy="${base + 6}" rx="${w * 0.55}" ry="22" fill="${c.radial([
      [0, tint, 0.55],
      [1, tint, 0],
    ])}"/>`,
    `<path d="${body}" fill="${c.linear(
      [
        [0, shade(tint, -0.35), 0.85],
        [0.45, tint, 0.45],
        [1, shade(tint, -0.5), 0.9],
      ],
      0,
      0,
      1,
      0,
    )}" stroke="${shade(tint, 0.5)}" stroke-opacity="0.6" stroke-width="4"/>`,
    `<path d="M${cx - w * 0.3},${base - h * 0.5} Q${cx - w * 0.34},${base - h * 0.28} ${cx - w * 0.2},${base - h * 0.12}" stroke="#fff" stroke-opacity="0.75" stroke-width="${w * 0.05}" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="${cx}" cy="${base - h}" rx="${w * 0.18}" ry="${w * 0.05}" fill="none" stroke="${shade(tint, 0.6)}" stroke-opacity="0.8" stroke-width="4"/>`,
  );
}

function block(c: Canvas, x: number, y: number, size: number, color: string) {
  const depth = size * 0.28;
  c.add(
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${c.linear([
      [0, shade(color, 0.12)],
      [1, shade(color, -0.12)],
    ])}"/>`,
    `<polygon points="${x},${y} ${x + depth},${y - depth} ${x + size + depth},${y - depth} ${x + size},${y}" fill="${shade(color, 0.3)}"/>`,
    `<polygon points="${x + size},${y} ${x + size + depth},${y - depth} ${x + size + depth},${y + size - depth} ${x + size},${y + size}" fill="${shade(color, -0.32)}"/>`,
  );
}

// ---- scenes ---------------------------------------------------------------------------------

const scenes: Record<SceneKey, (c: Canvas) => void> = {
  facade(c) {
    c.add(
      `<rect width="${W}" height="${H}" fill="${c.linear([
        [0, '#6f9fd1'],
        [0.6, '#c9dced'],
        [1, '#e9eef2'],
      ])}"/>`,
    );
    const left = 180;
    const right = W - 180;
    const roof = 300;
    const base = 860;
    const stone = '#d8ccb6';
    // Pediment, entablature, the hall behind the columns, steps.
    c.add(
      `<polygon points="${left - 20},${roof} ${W / 2},${roof - 170} ${right + 20},${roof}" fill="${c.linear(
        [
          [0, shade(stone, 0.1)],
          [1, shade(stone, -0.15)],
        ],
      )}"/>`,
      `<polygon points="${left + 120},${roof - 18} ${W / 2},${roof - 130} ${right - 120},${roof - 18}" fill="${shade(stone, -0.22)}"/>`,
      `<rect x="${left - 20}" y="${roof}" width="${right - left + 40}" height="70" fill="${shade(stone, 0.05)}"/>`,
      `<rect x="${left}" y="${roof + 70}" width="${right - left}" height="${base - roof - 70}" fill="${shade(stone, -0.45)}"/>`,
    );
    // Lit windows and the open door behind the colonnade.
    for (let index = 0; index < 5; index += 1) {
      const x = left + 80 + index * ((right - left - 160) / 4) - 45;
      const door = index === 2;
      c.add(
        `<rect x="${x}" y="${door ? 560 : 470}" width="90" height="${door ? 300 : 190}" rx="45" fill="${c.linear(
          [
            [0, '#ffd98a'],
            [1, '#b36b1d'],
          ],
        )}" fill-opacity="0.9"/>`,
      );
    }
    const columns = 8;
    for (let index = 0; index < columns; index += 1) {
      const x = left + 20 + index * ((right - left - 110) / (columns - 1));
      c.add(
        `<rect x="${x}" y="${roof + 70}" width="70" height="${base - roof - 110}" fill="${c.linear(
          [
            [0, shade(stone, -0.25)],
            [0.35, shade(stone, 0.25)],
            [1, shade(stone, -0.35)],
          ],
          0,
          0,
          1,
          0,
        )}"/>`,
        `<rect x="${x - 10}" y="${roof + 70}" width="90" height="22" fill="${shade(stone, 0.12)}"/>`,
        `<rect x="${x - 10}" y="${base - 62}" width="90" height="22" fill="${shade(stone, -0.05)}"/>`,
      );
    }
    for (let step = 0; step < 5; step += 1) {
      c.add(
        `<rect x="${left - 60 - step * 30}" y="${base - 40 + step * 28}" width="${right - left + 120 + step * 60}" height="28" fill="${shade(stone, 0.1 - step * 0.07)}"/>`,
      );
    }
    c.add(
      `<rect y="${base + 100}" width="${W}" height="${H - base - 100}" fill="${c.linear([
        [0, '#9c968a'],
        [1, '#5f5a52'],
      ])}"/>`,
    );
    // Evening sun from the left: the right side falls into shade.
    c.add(
      `<rect width="${W}" height="${H}" fill="${c.linear(
        [
          [0, '#ffcf7a', 0.18],
          [0.6, '#000', 0],
          [1, '#1a2433', 0.35],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    );
    // Trees framing the building.
    for (const [x, size] of [
      [60, 260],
      [W - 40, 300],
    ] as const) {
      c.add(
        `<ellipse cx="${x}" cy="${base - 120}" rx="${size * 0.7}" ry="${size}" fill="${c.radial([
          [0, '#3f6b3a'],
          [1, '#1f3a22'],
        ])}"/>`,
      );
    }
  },

  machine(c) {
    room(c, {
      wall: ['#1c2026', '#2d333b'],
      floor: ['#3a3632', '#24211e'],
      light: '#ffd9a0',
      spotX: 720,
    });
    const base = plinth(c, 720, 930, 980, 150, '#4a4f57');
    gear(c, 560, base - 300, 290, 24, '#b0b6bd');
    gear(c, 930, base - 200, 190, 16, '#c98c4f');
    gear(c, 1085, base - 420, 120, 12, '#8d949c');
    // The engine's cylinder and piston rod.
    c.add(
      `<rect x="850" y="${base - 90}" width="330" height="90" rx="14" fill="${c.linear([
        [0, '#6b7480'],
        [0.4, '#c6ccd3'],
        [1, '#3e454e'],
      ])}"/>`,
      `<rect x="560" y="${base - 62}" width="300" height="26" fill="${c.linear([
        [0, '#e6e9ec'],
        [1, '#7d858e'],
      ])}"/>`,
    );
  },

  gallery(c) {
    room(c, {
      wall: ['#ece5d8', '#cfc6b6'],
      floor: ['#8a6a4c', '#5e4531'],
      light: '#fff4dc',
      spotX: 720,
    });
    frame(c, 170, 210, 330, 420, ['#a9c4d8', '#f1e3c8', '#6d7f4e', '#fff2c0']);
    frame(c, 560, 150, 520, 400, ['#e7b48a', '#f6dfc4', '#8b4a3c', '#fff8e0']);
    frame(c, 1140, 240, 260, 330, ['#5c6f8c', '#c9b9a6', '#384b3a', '#f3e9c6']);
    // A visitors' bench in the foreground.
    shadow(c, 760, 1010, 420, 26, 0.5);
    c.add(
      `<rect x="380" y="900" width="760" height="56" rx="10" fill="${c.linear([
        [0, '#5a3f2b'],
        [1, '#2e1f14'],
      ])}"/>`,
      `<rect x="420" y="956" width="36" height="60" fill="#2a1c12"/>`,
      `<rect x="1064" y="956" width="36" height="60" fill="#2a1c12"/>`,
    );
  },

  streamliner(c) {
    room(c, {
      wall: ['#0e2a3a', '#123a4d'],
      floor: ['#20323c', '#0f1c23'],
      light: '#bfe9ff',
      spotX: 720,
      boards: false,
    });
    const top = plinth(c, 720, 960, 1060, 120, '#dfe5e8');
    const body = `M300,${top - 40} C330,${top - 230} 620,${top - 330} 900,${top - 300} C1070,${top - 280} 1160,${top - 180} 1180,${top - 70} L1170,${top - 40} Z`;
    shadow(c, 740, top + 4, 470, 26, 0.6);
    c.add(
      `<path d="${body}" fill="${c.linear([
        [0, '#f4fbff'],
        [0.35, '#7fc8e8'],
        [0.7, '#1f6f95'],
        [1, '#0b3952'],
      ])}"/>`,
      `<path d="M380,${top - 150} C520,${top - 270} 780,${top - 300} 1010,${top - 240}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="14" fill="none" stroke-linecap="round"/>`,
      `<path d="M600,${top - 230} C700,${top - 280} 850,${top - 282} 940,${top - 250} L930,${top - 200} L610,${top - 190} Z" fill="${c.linear(
        [
          [0, '#223642'],
          [1, '#5d7c8d'],
        ],
      )}"/>`,
    );
    for (const x of [430, 1030]) {
      c.add(
        `<circle cx="${x}" cy="${top - 40}" r="58" fill="${c.radial([
          [0, '#555b60'],
          [0.7, '#1b1e21'],
          [1, '#0a0b0c'],
        ])}"/>`,
        `<circle cx="${x}" cy="${top - 40}" r="22" fill="#c9d2d8"/>`,
      );
    }
  },

  radio(c) {
    room(c, {
      wall: ['#3b2a36', '#2a1e27'],
      floor: ['#4a3a2c', '#2a2018'],
      light: '#ffcf8f',
      spotX: 720,
    });
    const top = plinth(c, 720, 950, 760, 170, '#e4ddd2');
    const x = 440;
    const w = 560;
    const h = 430;
    shadow(c, 740, top + 6, 320, 24, 0.6);
    c.add(
      `<path d="M${x},${top} L${x},${top - h + 140} Q${x},${top - h} ${x + 140},${top - h} L${x + w - 140},${top - h} Q${x + w},${top - h} ${x + w},${top - h + 140} L${x + w},${top} Z" fill="${c.linear(
        [
          [0, '#a4683a'],
          [0.5, '#7a4524'],
          [1, '#4a2712'],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
      `<rect x="${x + 60}" y="${top - h + 90}" width="${w - 120}" height="190" rx="40" fill="#d6c39a"/>`,
    );
    for (let line = 0; line < 9; line += 1) {
      c.add(
        `<line x1="${x + 80}" y1="${top - h + 110 + line * 19}" x2="${x + w - 80}" y2="${top - h + 110 + line * 19}" stroke="#8a7350" stroke-width="6"/>`,
      );
    }
    c.add(
      `<rect x="${x + 90}" y="${top - 120}" width="${w - 180}" height="48" rx="10" fill="${c.linear(
        [
          [0, '#fff1c2'],
          [1, '#e2b25a'],
        ],
      )}"/>`,
      `<line x1="${x + 240}" y1="${top - 118}" x2="${x + 240}" y2="${top - 74}" stroke="#8b1e1e" stroke-width="5"/>`,
    );
    for (const kx of [x + 110, x + w - 110]) {
      c.add(
        `<circle cx="${kx}" cy="${top - 40}" r="26" fill="${c.radial(
          [
            [0, '#f3e6cf'],
            [1, '#5a3b22'],
          ],
          0.35,
          0.35,
          0.8,
        )}"/>`,
      );
    }
  },

  pigments(c) {
    room(c, {
      wall: ['#f3efe7', '#ddd6c8'],
      floor: ['#b7aa95', '#8c7f6b'],
      light: '#ffffff',
      spotX: 720,
      boards: false,
    });
    const colors = [
      '#e63946',
      '#f4a261',
      '#e9c46a',
      '#2a9d8f',
      '#264653',
      '#8338ec',
      '#ff006e',
      '#3a86ff',
      '#6a994e',
      '#bc6c25',
      '#ffbe0b',
      '#1d3557',
    ];
    for (let shelf = 0; shelf < 3; shelf += 1) {
      const y = 330 + shelf * 230;
      c.add(
        `<rect x="220" y="${y}" width="1000" height="22" fill="${c.linear([
          [0, '#fbfaf7'],
          [1, '#bdb5a6'],
        ])}"/>`,
        `<rect x="220" y="${y + 22}" width="1000" height="26" fill="#000" fill-opacity="0.12"/>`,
      );
      for (let index = 0; index < 6; index += 1) {
        jar(c, 250 + index * 160, y, 110, 150, colors[(shelf * 4 + index) % colors.length]!);
      }
    }
  },

  glass(c) {
    room(c, {
      wall: ['#0f2a2a', '#133535'],
      floor: ['#1b2b2a', '#0c1515'],
      light: '#d8fff4',
      spotX: 720,
      boards: false,
    });
    // A backlit glass shelf.
    c.add(
      `<rect x="180" y="760" width="1080" height="18" fill="${c.linear([
        [0, '#e9fffb', 0.9],
        [1, '#7bc8b8', 0.6],
      ])}"/>`,
    );
    vessel(c, 380, 760, 230, 360, '#7fd6c2');
    vessel(c, 640, 760, 300, 520, '#a8e6cf');
    vessel(c, 910, 760, 200, 300, '#f2d492');
    vessel(c, 1120, 760, 170, 420, '#9cc5e8');
  },

  tour(c) {
    room(c, {
      wall: ['#e6ddcf', '#c8bca8'],
      floor: ['#7a6148', '#4f3d2c'],
      light: '#fff1d6',
      spotX: 820,
    });
    frame(c, 560, 150, 620, 460, ['#f2c48d', '#fbe6cc', '#7c5b3a', '#fff7de']);
    const coats = ['#2f4858', '#8d3b3b', '#556b2f', '#3b3b58', '#9a6b2f', '#4a4a4a'];
    const spots = [220, 420, 600, 1240, 1040, 820];
    spots.forEach((x, index) =>
      person(c, x, 1000 - (index % 2) * 30, 1.05 - (index % 3) * 0.08, coats[index]!),
    );
  },

  workbench(c) {
    room(c, {
      wall: ['#5a6b73', '#41505a'],
      floor: ['#54473a', '#33291f'],
      light: '#ffe2b0',
      spotX: 720,
    });
    // The bench in perspective, seen from above the front edge.
    c.add(
      `<polygon points="160,700 1280,700 1400,1000 40,1000" fill="${c.linear([
        [0, '#b98b5a'],
        [1, '#7c5430'],
      ])}"/>`,
      `<rect x="40" y="1000" width="1360" height="50" fill="#4a3019"/>`,
    );
    // Cut paper shapes, a pair of scissors, brushes in a pot.
    const papers = ['#e76f51', '#2a9d8f', '#e9c46a', '#f4f1de', '#457b9d'];
    papers.forEach((color, index) => {
      const x = 300 + index * 170;
      const y = 760 + (index % 2) * 90;
      c.add(
        `<polygon points="${x},${y} ${x + 150},${y + 20} ${x + 110},${y + 140} ${x - 20},${y + 110}" fill="${color}" transform="rotate(${index * 17 - 20} ${x + 60} ${y + 60})"/>`,
      );
    });
    c.add(
      `<circle cx="1080" cy="880" r="34" fill="none" stroke="#2b2d42" stroke-width="12"/>`,
      `<circle cx="1150" cy="870" r="34" fill="none" stroke="#2b2d42" stroke-width="12"/>`,
      `<line x1="1100" y1="850" x2="1260" y2="760" stroke="#c0c6cc" stroke-width="14" stroke-linecap="round"/>`,
      `<line x1="1130" y1="850" x2="1250" y2="740" stroke="#e5e9ec" stroke-width="14" stroke-linecap="round"/>`,
      `<rect x="210" y="560" width="130" height="170" rx="16" fill="${c.linear(
        [
          [0, '#6d8ea0'],
          [1, '#3c5566'],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    );
    for (let brush = 0; brush < 4; brush += 1) {
      c.add(
        `<line x1="${240 + brush * 24}" y1="580" x2="${215 + brush * 36}" y2="${380 + brush * 20}" stroke="${['#c1121f', '#e9c46a', '#2a9d8f', '#f4f1de'][brush]}" stroke-width="12" stroke-linecap="round"/>`,
      );
    }
  },

  piano(c) {
    room(c, {
      wall: ['#14101f', '#1f1830'],
      floor: ['#3b2a22', '#1b130f'],
      light: '#ffe6b8',
      spotX: 720,
    });
    const y = 820;
    shadow(c, 740, y + 130, 470, 40, 0.7);
    // The grand piano from the side: curved case, raised lid, legs, keyboard.
    c.add(
      `<path d="M360,${y - 120} L1000,${y - 120} C1160,${y - 120} 1180,${y - 10} 1080,${y} L360,${y} Z" fill="${c.linear(
        [
          [0, '#3a3a44'],
          [0.4, '#0b0b10'],
          [1, '#000'],
        ],
      )}"/>`,
      `<polygon points="430,${y - 130} 1090,${y - 130} 1010,${y - 400} 560,${y - 500}" fill="${c.linear(
        [
          [0, '#34343f'],
          [1, '#050508'],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
      `<line x1="900" y1="${y - 130}" x2="960" y2="${y - 405}" stroke="#0a0a0a" stroke-width="10"/>`,
      `<rect x="300" y="${y - 150}" width="90" height="40" fill="#f6f1e6"/>`,
    );
    for (const x of [400, 640, 1010]) {
      c.add(
        `<rect x="${x}" y="${y}" width="34" height="140" fill="${c.linear(
          [
            [0, '#2b2b33'],
            [1, '#07070a'],
          ],
          0,
          0,
          1,
          0,
        )}"/>`,
      );
    }
    c.add(
      `<path d="M460,${y - 118} Q720,${y - 150} 1000,${y - 118}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="8" fill="none"/>`,
    );
    // Chairs of the audience, in silhouette.
    for (let index = 0; index < 9; index += 1) {
      const x = 80 + index * 160;
      c.add(
        `<rect x="${x}" y="990" width="110" height="90" rx="14" fill="#07050c" fill-opacity="0.9"/>`,
      );
    }
  },

  blocks(c) {
    room(c, {
      wall: ['#fde8c9', '#f2cf9f'],
      floor: ['#d9b98c', '#b08b5c'],
      light: '#ffffff',
      spotX: 720,
    });
    c.add(
      `<polygon points="200,760 1240,760 1340,960 100,960" fill="${c.linear([
        [0, '#f3e3c9'],
        [1, '#d8bf98'],
      ])}"/>`,
      `<rect x="100" y="960" width="1240" height="40" fill="#a88454"/>`,
    );
    const colors = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#f78c6b', '#8ac926'];
    const size = 130;
    const stacks: [number, number][] = [
      [380, 3],
      [540, 2],
      [700, 4],
      [860, 1],
      [1000, 2],
    ];
    stacks.forEach(([x, count], stack) => {
      shadow(c, x + size / 2 + 20, 880, size * 0.8, 18, 0.45);
      for (let level = 0; level < count; level += 1) {
        block(
          c,
          x + (level % 2) * 10,
          880 - size * (level + 1),
          size,
          colors[(stack + level) % colors.length]!,
        );
      }
    });
  },

  microphone(c) {
    room(c, {
      wall: ['#1b1f2a', '#262c3b'],
      floor: ['#2b2b2b', '#161616'],
      light: '#ffd0a8',
      spotX: 720,
      boards: false,
    });
    // Acoustic panels on the wall.
    for (let row = 0; row < 2; row += 1) {
      for (let column = 0; column < 6; column += 1) {
        c.add(
          `<rect x="${90 + column * 220}" y="${110 + row * 260}" width="190" height="230" rx="8" fill="#000" fill-opacity="${0.18 + ((row + column) % 2) * 0.1}"/>`,
        );
      }
    }
    // Table, stand, capsule with its grille, pop filter.
    c.add(
      `<rect x="120" y="860" width="1200" height="40" fill="${c.linear([
        [0, '#5b4636'],
        [1, '#2c2119'],
      ])}"/>`,
      `<rect x="700" y="520" width="22" height="340" fill="${c.linear(
        [
          [0, '#888'],
          [1, '#222'],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
      `<ellipse cx="711" cy="860" rx="120" ry="18" fill="#111"/>`,
      `<rect x="630" y="220" width="170" height="320" rx="85" fill="${c.linear(
        [
          [0, '#4a4e55'],
          [0.35, '#d9dde2'],
          [1, '#2d3036'],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    );
    for (let line = 0; line < 12; line += 1) {
      c.add(
        `<line x1="640" y1="${250 + line * 22}" x2="790" y2="${250 + line * 22}" stroke="#1d2024" stroke-opacity="0.5" stroke-width="5"/>`,
      );
    }
    c.add(
      `<circle cx="470" cy="360" r="130" fill="#0b0b0b" fill-opacity="0.45" stroke="#333" stroke-width="10"/>`,
      `<line x1="560" y1="450" x2="680" y2="560" stroke="#333" stroke-width="8"/>`,
    );
    // Headphones on the table.
    c.add(
      `<path d="M930,850 C930,690 1170,690 1170,850" stroke="#222" stroke-width="26" fill="none"/>`,
      `<ellipse cx="935" cy="840" rx="48" ry="30" fill="#3b3f46"/>`,
      `<ellipse cx="1165" cy="840" rx="48" ry="30" fill="#3b3f46"/>`,
    );
  },

  magnifier(c) {
    c.add(
      `<rect width="${W}" height="${H}" fill="${c.linear([
        [0, '#3a2a1e'],
        [1, '#1e150e'],
      ])}"/>`,
    );
    // A leather desk pad lit from the top left.
    c.add(
      `<ellipse cx="620" cy="470" rx="900" ry="640" fill="${c.radial([
        [0, '#ffe4b5', 0.4],
        [1, '#ffe4b5', 0],
      ])}"/>`,
    );
    // A pocket watch with its hands and hour marks.
    shadow(c, 640, 620, 300, 270, 0.6);
    c.add(
      `<circle cx="600" cy="560" r="270" fill="${c.radial(
        [
          [0, '#f7e7a8'],
          [0.8, '#c9a13b'],
          [1, '#7a5a12'],
        ],
        0.35,
        0.3,
        0.8,
      )}"/>`,
      `<circle cx="600" cy="560" r="225" fill="${c.radial(
        [
          [0, '#fffdf4'],
          [1, '#e8e0c8'],
        ],
        0.4,
        0.35,
        0.8,
      )}"/>`,
      `<rect x="575" y="250" width="50" height="50" rx="10" fill="#b8902e"/>`,
    );
    for (let hour = 0; hour < 12; hour += 1) {
      const angle = (hour / 12) * Math.PI * 2;
      c.add(
        `<line x1="${600 + 190 * Math.sin(angle)}" y1="${560 - 190 * Math.cos(angle)}" x2="${600 + 212 * Math.sin(angle)}" y2="${560 - 212 * Math.cos(angle)}" stroke="#2b2b2b" stroke-width="${hour % 3 === 0 ? 10 : 5}"/>`,
      );
    }
    c.add(
      `<line x1="600" y1="560" x2="680" y2="440" stroke="#1b1b1b" stroke-width="10" stroke-linecap="round"/>`,
      `<line x1="600" y1="560" x2="470" y2="600" stroke="#1b1b1b" stroke-width="7" stroke-linecap="round"/>`,
    );
    // The magnifying glass over part of the dial.
    c.add(
      `<line x1="1080" y1="760" x2="1330" y2="1010" stroke="${c.linear([
        [0, '#4b2e1a'],
        [1, '#1c110a'],
      ])}" stroke-width="60" stroke-linecap="round"/>`,
      `<circle cx="900" cy="580" r="220" fill="${c.radial([
        [0, '#ffffff', 0.05],
        [0.85, '#cfe8ff', 0.14],
        [1, '#ffffff', 0.4],
      ])}" stroke="${c.linear([
        [0, '#e6e6e6'],
        [1, '#6b6b6b'],
      ])}" stroke-width="30"/>`,
      `<path d="M760,470 Q820,400 900,390" stroke="#ffffff" stroke-opacity="0.7" stroke-width="16" fill="none" stroke-linecap="round"/>`,
    );
  },

  newspapers(c) {
    c.add(
      `<rect width="${W}" height="${H}" fill="${c.linear([
        [0, '#5d5f63'],
        [1, '#303236'],
      ])}"/>`,
    );
    c.add(
      `<ellipse cx="700" cy="500" rx="900" ry="600" fill="${c.radial([
        [0, '#ffffff', 0.25],
        [1, '#ffffff', 0],
      ])}"/>`,
    );
    // Folded papers fanned out: columns of grey lines, no letters.
    const sheets: [number, number, number][] = [
      [250, 200, -8],
      [520, 260, 4],
      [760, 170, 10],
    ];
    for (const [x, y, angle] of sheets) {
      const w = 520;
      const h = 700;
      c.add(`<g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})">`);
      shadow(c, x + w / 2 + 30, y + h / 2 + 30, w * 0.6, h * 0.58, 0.5);
      c.add(
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.linear(
          [
            [0, '#f4f1ea'],
            [1, '#d9d4c8'],
          ],
          0,
          0,
          1,
          1,
        )}"/>`,
      );
      c.add(
        `<rect x="${x + 40}" y="${y + 40}" width="${w - 80}" height="60" fill="#2b2b2b" fill-opacity="0.8"/>`,
      );
      c.add(
        `<rect x="${x + 40}" y="${y + 130}" width="${w * 0.5}" height="200" fill="${c.linear([
          [0, '#9aa5ad'],
          [1, '#5d666c'],
        ])}"/>`,
      );
      for (let column = 0; column < 3; column += 1) {
        for (let line = 0; line < 22; line += 1) {
          const lx = x + 40 + column * ((w - 80) / 3);
          const ly =
            y + (column === 0 && line < 9 ? 350 : 130) + line * 20 + (column === 0 ? 0 : 0);
          if (ly > y + h - 40) continue;
          if (column === 0 && line >= 9 && ly < y + 350) continue;
          c.add(
            `<rect x="${lx}" y="${ly}" width="${(w - 80) / 3 - 20 - ((line * 37) % 50)}" height="8" fill="#3c3c3c" fill-opacity="0.45"/>`,
          );
        }
      }
      c.add('</g>');
    }
  },

  ramp(c) {
    room(c, {
      wall: ['#dfe7ea', '#c2ced3'],
      floor: ['#9fa6a8', '#7b8285'],
      light: '#ffffff',
      spotX: 900,
      boards: false,
    });
    // Glass doors of the entrance.
    c.add(
      `<rect x="860" y="200" width="420" height="560" fill="${c.linear([
        [0, '#7fa7b8'],
        [1, '#3e6475'],
      ])}"/>`,
    );
    c.add(`<line x1="1070" y1="200" x2="1070" y2="760" stroke="#d8e3e8" stroke-width="10"/>`);
    c.add(
      `<rect x="860" y="200" width="420" height="560" fill="${c.linear(
        [
          [0, '#ffffff', 0.35],
          [0.5, '#ffffff', 0],
          [1, '#ffffff', 0.15],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    );
    // The ramp rising to the door, with handrails on both sides.
    c.add(
      `<polygon points="0,1080 420,1080 900,760 780,760" fill="${c.linear([
        [0, '#c9c4bb'],
        [1, '#a39d92'],
      ])}"/>`,
    );
    c.add(`<polygon points="420,1080 470,1080 940,760 900,760" fill="#8c867c"/>`);
    c.add(`<polygon points="180,1080 240,1080 850,760 830,760" fill="#f2c14e"/>`);
    for (const [x1, x2] of [
      [0, 780],
      [430, 930],
    ] as const) {
      c.add(
        `<line x1="${x1}" y1="${x1 === 0 ? 900 : 930}" x2="${x2}" y2="620" stroke="${c.linear([
          [0, '#eef1f3'],
          [1, '#9aa3a8'],
        ])}" stroke-width="16" stroke-linecap="round"/>`,
      );
      for (let post = 0; post < 4; post += 1) {
        const t = post / 3;
        const px = x1 + (x2 - x1) * t;
        const top = (x1 === 0 ? 900 : 930) + (620 - (x1 === 0 ? 900 : 930)) * t;
        c.add(
          `<line x1="${px}" y1="${top}" x2="${px}" y2="${top + 180 - t * 40}" stroke="#8d969b" stroke-width="10"/>`,
        );
      }
    }
    // Tactile guidance strip along the floor to the door.
    for (let stud = 0; stud < 14; stud += 1) {
      c.add(
        `<rect x="${1120 - stud * 40}" y="${790 + stud * 20}" width="${30 + stud * 2}" height="${8 + stud}" fill="#f2c14e"/>`,
      );
    }
  },
};

/** The scene as an SVG document of 1440 × 1080 px (rendered larger by sharp). */
export function sceneSvg(scene: SceneKey, seed: string, options: SceneOptions = {}): string {
  const c = new Canvas(W, H, seed);
  scenes[scene](c);
  // The lens's fall-off at the corners; stronger on an old photograph.
  c.add(
    `<rect width="${W}" height="${H}" fill="${c.radial(
      [
        [0, '#000', 0],
        [0.62, '#000', 0],
        [1, '#000', options.sepia ? 0.7 : 0.42],
      ],
      0.5,
      0.5,
      0.75,
    )}"/>`,
  );
  return c.svg();
}

export const SCENE_SIZE = { width: W, height: H };
