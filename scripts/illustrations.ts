/**
 * Writes the listing illustrations into public/images/vehicles/illustrations/:
 * every body type (src/lib/domain/constants.ts) from the three-quarter front,
 * the side and the rear in every listing colour, and a car interior. They
 * stand in for photos on listings that have none, so a listing is always
 * drawn as its own shape in its own colour. Drawings are built from a few
 * numbers per body type (outline, windows, wheels) and the same scene, so
 * they stay small (2–4 KB each) and consistent.
 *
 *   npm run illustrations            # write
 *   npm run illustrations -- --check # fail when a file is missing, stale or unknown
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BODY_TYPES, COLORS, VEHICLE_TYPES } from '../src/lib/domain/constants.ts';
import type { BodyType, VehicleColor, VehicleType } from '../src/lib/domain/constants.ts';
import {
  EXTERIOR_VIEWS,
  ILLUSTRATIONS_PATH,
  illustrationUrl,
  interiorUrl,
  type ExteriorView,
} from '../src/lib/domain/illustrations.ts';

const PUBLIC = fileURLToPath(new URL('../public', import.meta.url));
export const ILLUSTRATIONS_DIR = join(PUBLIC, ILLUSTRATIONS_PATH);

const WIDTH = 800;
const HEIGHT = 500;
const GROUND = 410;

type Pt = readonly [number, number];

// ---------------------------------------------------------------- colours

const PAINT: Readonly<Record<VehicleColor, string>> = {
  Black: '#23262d',
  White: '#f3f4f6',
  Silver: '#c4c9d1',
  Blue: '#1f57c8',
  Red: '#c42a25',
  Grey: '#6b7280',
  Green: '#2f7a4b',
  Other: '#b07d46',
};

function mix(hex: string, other: string, amount: number): string {
  const channel = (value: string, at: number) => parseInt(value.slice(at, at + 2), 16);
  const parts = [1, 3, 5].map((at) => Math.round(channel(hex, at) * (1 - amount) + channel(other, at) * amount));
  return `#${parts.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

interface Shades {
  base: string;
  light: string;
  dark: string;
  line: string;
}

function shades(color: VehicleColor): Shades {
  const base = PAINT[color];
  return {
    base,
    light: mix(base, '#ffffff', 0.28),
    dark: mix(base, '#000000', 0.3),
    line: color === 'Black' ? '#4b5260' : mix(base, '#000000', 0.45),
  };
}

const GLASS = '#1c2533';
const GLASS_LIGHT = '#3a4a61';
const TYRE = '#17191d';
const TRIM = '#2a2e35';
const RIM = '#c9ced6';
const LAMP = '#fff4d6';
const TAIL = '#c0262d';

// ---------------------------------------------------------------- svg helpers

const n = (value: number) => String(Math.round(value * 10) / 10);
const points = (pts: readonly Pt[]) => pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(' ');

/** A closed path through the points, corners rounded by up to `radius`. */
function rounded(pts: readonly Pt[], radius: number): string {
  const parts: string[] = [];
  for (let i = 0; i < pts.length; i += 1) {
    const prev = pts[(i - 1 + pts.length) % pts.length] ?? [0, 0];
    const curr = pts[i] ?? [0, 0];
    const next = pts[(i + 1) % pts.length] ?? [0, 0];
    const toward = (to: Pt): Pt => {
      const dx = to[0] - curr[0];
      const dy = to[1] - curr[1];
      const length = Math.hypot(dx, dy) || 1;
      const cut = Math.min(radius, length / 2);
      return [curr[0] + (dx / length) * cut, curr[1] + (dy / length) * cut];
    };
    const a = toward(prev);
    const b = toward(next);
    parts.push(`${i === 0 ? 'M' : 'L'}${n(a[0])} ${n(a[1])}Q${n(curr[0])} ${n(curr[1])} ${n(b[0])} ${n(b[1])}`);
  }
  return `${parts.join('')}Z`;
}

const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const polygon = (pts: readonly Pt[], fill: string, extra = '') =>
  `<polygon points="${points(pts)}" fill="${fill}"${extra}/>`;

function scene(type: VehicleType, body: string): string {
  const hill = type === 'car' ? '#c8d8e4' : '#d9e4d2';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dbe7f3"/><stop offset="1" stop-color="#f4f1ec"/></linearGradient><radialGradient id="h"><stop offset="0" stop-color="#1e293b" stop-opacity=".4"/><stop offset="1" stop-color="#1e293b" stop-opacity="0"/></radialGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/><path d="M0 ${GROUND - 60}Q200 ${GROUND - 120} 420 ${GROUND - 70}T800 ${GROUND - 80}V${GROUND}H0Z" fill="${hill}"/><rect y="${GROUND}" width="${WIDTH}" height="${HEIGHT - GROUND}" fill="#d5dae1"/><path d="M0 ${GROUND + 52}H800" stroke="#eef1f5" stroke-width="4" stroke-dasharray="60 40"/>${body}</svg>\n`;
}

const shadow = (cx: number, rx: number) =>
  `<ellipse cx="${n(cx)}" cy="${GROUND + 2}" rx="${n(rx)}" ry="16" fill="url(#h)"/>`;

function wheel(cx: number, cy: number, r: number, rim = RIM): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${TYRE}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.62)}" fill="${rim}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.5)}" fill="none" stroke="#8a929e" stroke-width="${n(r * 0.16)}" stroke-dasharray="${n(r * 0.28)} ${n(r * 0.22)}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.14)}" fill="#5b636f"/>`;
}

// ---------------------------------------------------------------- cars

/**
 * A car's side profile in its own units: x from the rear (0) to the nose
 * (`length`), heights above the ground. `outline` runs from the rear bumper
 * over the roof to the nose; `glass` are the side windows; `pillars` are
 * x ranges painted over the glass; `doors` are door cut lines.
 */
interface CarShape {
  length: number;
  width: number;
  wheel: number;
  axles: readonly [number, number];
  sill: number;
  belt: number;
  roof: number;
  outline: readonly Pt[];
  glass: readonly Pt[];
  pillars: readonly (readonly [number, number])[];
  doors: readonly number[];
  /** The windscreen's base and top, for the three-quarter view's glass. */
  windscreen: readonly [Pt, Pt];
  kind?: 'open' | 'bed' | 'van';
}

const CARS: Readonly<
  Record<
    Extract<BodyType, 'hatchback' | 'saloon' | 'estate' | 'suv' | 'coupe' | 'convertible' | 'mpv' | 'pickup' | 'van'>,
    CarShape
  >
> = {
  hatchback: {
    length: 470,
    width: 250,
    wheel: 35,
    axles: [92, 388],
    sill: 20,
    belt: 114,
    roof: 162,
    outline: [
      [4, 20],
      [0, 62],
      [2, 112],
      [12, 148],
      [62, 162],
      [248, 162],
      [330, 116],
      [440, 104],
      [468, 86],
      [470, 38],
      [456, 20],
    ],
    glass: [
      [22, 116],
      [30, 144],
      [66, 153],
      [246, 154],
      [318, 117],
    ],
    pillars: [
      [58, 84],
      [190, 198],
    ],
    doors: [96, 194, 318],
    windscreen: [
      [330, 116],
      [248, 162],
    ],
  },
  saloon: {
    length: 560,
    width: 260,
    wheel: 36,
    axles: [112, 442],
    sill: 20,
    belt: 112,
    roof: 156,
    outline: [
      [4, 22],
      [0, 70],
      [4, 112],
      [60, 118],
      [126, 150],
      [310, 156],
      [394, 114],
      [520, 104],
      [554, 86],
      [560, 40],
      [546, 20],
    ],
    glass: [
      [132, 116],
      [140, 146],
      [308, 148],
      [382, 115],
    ],
    pillars: [[246, 254]],
    doors: [148, 250, 384],
    windscreen: [
      [394, 114],
      [310, 156],
    ],
  },
  estate: {
    length: 560,
    width: 260,
    wheel: 36,
    axles: [110, 442],
    sill: 20,
    belt: 112,
    roof: 158,
    outline: [
      [4, 22],
      [0, 70],
      [2, 112],
      [8, 146],
      [40, 158],
      [310, 158],
      [394, 114],
      [520, 104],
      [554, 86],
      [560, 40],
      [546, 20],
    ],
    glass: [
      [18, 114],
      [26, 144],
      [46, 150],
      [308, 150],
      [382, 115],
    ],
    pillars: [
      [54, 72],
      [154, 162],
      [246, 254],
    ],
    doors: [150, 250, 384],
    windscreen: [
      [394, 114],
      [310, 158],
    ],
  },
  suv: {
    length: 530,
    width: 280,
    wheel: 42,
    axles: [104, 420],
    sill: 34,
    belt: 136,
    roof: 192,
    outline: [
      [4, 34],
      [0, 84],
      [2, 136],
      [8, 178],
      [36, 192],
      [310, 192],
      [382, 140],
      [496, 128],
      [526, 110],
      [530, 52],
      [514, 34],
    ],
    glass: [
      [18, 138],
      [24, 178],
      [44, 184],
      [308, 184],
      [372, 141],
    ],
    pillars: [
      [52, 72],
      [150, 158],
      [244, 252],
    ],
    doors: [146, 248, 374],
    windscreen: [
      [382, 140],
      [310, 192],
    ],
  },
  coupe: {
    length: 520,
    width: 255,
    wheel: 36,
    axles: [102, 404],
    sill: 18,
    belt: 108,
    roof: 144,
    outline: [
      [4, 20],
      [0, 64],
      [4, 106],
      [40, 114],
      [150, 142],
      [262, 144],
      [348, 108],
      [480, 98],
      [514, 82],
      [520, 38],
      [506, 18],
    ],
    glass: [
      [148, 111],
      [158, 134],
      [262, 137],
      [334, 110],
    ],
    pillars: [],
    doors: [180, 338],
    windscreen: [
      [348, 108],
      [262, 144],
    ],
  },
  convertible: {
    length: 500,
    width: 255,
    wheel: 35,
    axles: [98, 396],
    sill: 18,
    belt: 108,
    roof: 144,
    outline: [
      [4, 20],
      [0, 64],
      [4, 106],
      [60, 110],
      [250, 110],
      [276, 146],
      [286, 146],
      [340, 108],
      [470, 98],
      [496, 82],
      [500, 38],
      [486, 18],
    ],
    glass: [
      [268, 112],
      [280, 140],
      [326, 110],
    ],
    pillars: [],
    doors: [176, 330],
    windscreen: [
      [340, 108],
      [284, 146],
    ],
    kind: 'open',
  },
  mpv: {
    length: 520,
    width: 270,
    wheel: 37,
    axles: [96, 410],
    sill: 24,
    belt: 126,
    roof: 196,
    outline: [
      [4, 24],
      [0, 76],
      [2, 126],
      [6, 184],
      [30, 196],
      [280, 196],
      [394, 128],
      [494, 116],
      [516, 98],
      [520, 44],
      [506, 24],
    ],
    glass: [
      [16, 128],
      [22, 184],
      [38, 188],
      [278, 188],
      [382, 129],
    ],
    pillars: [
      [50, 64],
      [142, 150],
      [230, 240],
    ],
    doors: [138, 236, 384],
    windscreen: [
      [394, 128],
      [280, 196],
    ],
  },
  pickup: {
    length: 600,
    width: 290,
    wheel: 43,
    axles: [112, 470],
    sill: 36,
    belt: 136,
    roof: 196,
    outline: [
      [4, 36],
      [0, 136],
      [236, 136],
      [240, 188],
      [252, 196],
      [372, 196],
      [430, 140],
      [566, 130],
      [596, 112],
      [600, 54],
      [584, 36],
    ],
    glass: [
      [252, 138],
      [258, 186],
      [370, 187],
      [420, 140],
    ],
    pillars: [[310, 318]],
    doors: [246, 314, 424],
    windscreen: [
      [430, 140],
      [372, 196],
    ],
    kind: 'bed',
  },
  van: {
    length: 600,
    width: 290,
    wheel: 37,
    axles: [110, 470],
    sill: 26,
    belt: 132,
    roof: 236,
    outline: [
      [4, 26],
      [0, 90],
      [0, 226],
      [12, 236],
      [450, 236],
      [506, 150],
      [574, 128],
      [598, 106],
      [600, 46],
      [586, 26],
    ],
    glass: [
      [448, 134],
      [452, 226],
      [496, 148],
      [496, 134],
    ],
    pillars: [],
    doors: [236, 440, 500],
    windscreen: [
      [506, 150],
      [450, 236],
    ],
    kind: 'van',
  },
};

/** Local car units → screen: the car centred on the image, standing on the ground. */
function placeCar(shape: CarShape, scale: number, offsetX = 0) {
  const left = (WIDTH - shape.length * scale) / 2 + offsetX;
  return (pt: Pt): Pt => [left + pt[0] * scale, GROUND - pt[1] * scale];
}

/** The side of a car (its near side), with windows, doors, lights and wheels, in screen units. */
function carSide(shape: CarShape, paint: Shades, at: (pt: Pt) => Pt, scale: number): string {
  const body = path(rounded(shape.outline.map(at), 12 * scale), paint.base);
  const lower = polygon(
    [at([0, shape.sill + 26]), at([shape.length, shape.sill + 26]), at([shape.length, 0]), at([0, 0])],
    paint.dark,
    ' opacity=".55"',
  );
  const clip = `<clipPath id="b"><path d="${rounded(shape.outline.map(at), 12 * scale)}"/></clipPath>`;
  const glass = path(rounded(shape.glass.map(at), 6 * scale), GLASS);
  const shine = polygon(
    [
      at([shape.glass[1]?.[0] ?? 0, shape.belt + 8]),
      at([(shape.glass[1]?.[0] ?? 0) + 40, shape.roof - 10]),
      at([(shape.glass[1]?.[0] ?? 0) + 64, shape.roof - 10]),
      at([(shape.glass[1]?.[0] ?? 0) + 24, shape.belt + 8]),
    ],
    '#ffffff',
    ' opacity=".12"',
  );
  const pillars = shape.pillars
    .map(([from, to]) =>
      polygon([at([from, shape.belt]), at([to, shape.belt]), at([to, shape.roof]), at([from, shape.roof])], paint.base),
    )
    .join('');
  const doorLines = shape.doors
    .map((x) => {
      const [x1, y1] = at([x, shape.sill + 6]);
      const [, y2] = at([x, shape.belt + (shape.kind === 'van' && x < 440 ? 96 : 0)]);
      return `<path d="M${n(x1)} ${n(y1)}V${n(y2)}" stroke="${paint.line}" stroke-width="${n(2 * scale)}"/>`;
    })
    .join('');
  const [bx1, by] = at([8, shape.belt - 6]);
  const [bx2] = at([shape.windscreen[0][0] + 60, shape.belt - 6]);
  const crease = `<path d="M${n(bx1)} ${n(by)}H${n(bx2)}" stroke="${paint.light}" stroke-width="${n(3 * scale)}" opacity=".7"/>`;
  const bed =
    shape.kind === 'bed'
      ? `<path d="M${points([at([8, shape.belt - 4]), at([230, shape.belt - 4])])}" stroke="${paint.line}" stroke-width="${n(3 * scale)}"/>`
      : '';
  const handles = shape.doors
    .slice(0, -1)
    .map((x) => {
      const [hx, hy] = at([x + 14, shape.belt - 18]);
      return `<rect x="${n(hx)}" y="${n(hy)}" width="${n(22 * scale)}" height="${n(5 * scale)}" rx="${n(2.5 * scale)}" fill="${paint.line}"/>`;
    })
    .join('');
  const nose = shape.outline[shape.outline.length - 2] ?? [0, 0];
  const head = polygon(
    [
      at([nose[0] - 30, nose[1] + 42]),
      at([nose[0] - 2, nose[1] + 36]),
      at([nose[0] - 2, nose[1] + 22]),
      at([nose[0] - 34, nose[1] + 30]),
    ],
    LAMP,
  );
  const tail = polygon(
    [at([2, shape.belt - 4]), at([16, shape.belt - 4]), at([16, shape.belt - 26]), at([1, shape.belt - 26])],
    TAIL,
  );
  const arches = shape.axles
    .map((x) => {
      const [cx, cy] = at([x, shape.wheel]);
      return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n((shape.wheel + 7) * scale)}" fill="#0e1014"/>`;
    })
    .join('');
  const wheels = shape.axles
    .map((x) => {
      const [cx, cy] = at([x, shape.wheel]);
      return wheel(cx, cy, shape.wheel * scale);
    })
    .join('');
  const bumpers = polygon(
    [
      at([0, shape.sill + 22]),
      at([shape.length, shape.sill + 22]),
      at([shape.length, shape.sill]),
      at([0, shape.sill]),
    ],
    TRIM,
    ' opacity=".35"',
  );
  const open =
    shape.kind === 'open'
      ? `<circle cx="${n(at([200, 0])[0])}" cy="${n(at([0, shape.belt + 24])[1])}" r="${n(14 * scale)}" fill="${TRIM}"/>`
      : '';
  return `<defs>${clip}</defs>${open}${body}<g clip-path="url(#b)">${lower}${bumpers}</g>${glass}${shine}${pillars}${crease}${bed}${doorLines}${handles}${head}${tail}${arches}${wheels}`;
}

function carSideView(body: keyof typeof CARS, paint: Shades): string {
  const shape = CARS[body];
  const scale = 620 / Math.max(shape.length, 560);
  const at = placeCar(shape, scale);
  return shadow(WIDTH / 2, (shape.length * scale) / 2 + 20) + carSide(shape, paint, at, scale);
}

/**
 * Three-quarter front: the near side squeezed and tilted, plus the faces
 * the viewer sees of the car's width (roof, bonnet, windscreen, nose),
 * extruded from the outline towards the viewer.
 */
function carFrontView(body: keyof typeof CARS, paint: Shades): string {
  const shape = CARS[body];
  const scale = 500 / Math.max(shape.length, 560);
  const squeeze = 0.82;
  const left = 150;
  const tilt = 0.12;
  const near = (pt: Pt): Pt => [
    left + pt[0] * scale * squeeze,
    GROUND - 4 - pt[1] * scale + pt[0] * scale * tilt * 0.3,
  ];
  const depth: Pt = [shape.width * 0.62 * scale, -shape.width * 0.3 * scale];
  const far = (pt: Pt): Pt => {
    const [x, y] = near(pt);
    return [x + depth[0], y + depth[1]];
  };
  const outline = shape.outline;
  const faces: string[] = [];
  for (let i = 0; i < outline.length; i += 1) {
    const a = outline[i] ?? [0, 0];
    const b = outline[(i + 1) % outline.length] ?? [0, 0];
    const [ax, ay] = near(a);
    const [bx, by] = near(b);
    // Faces whose outward normal points up or forward are the ones the viewer sees.
    const normal: Pt = [by - ay, -(bx - ax)];
    const facing = normal[0] * depth[0] + normal[1] * depth[1];
    if (facing <= 0) continue;
    const isNose = a[0] >= shape.length - 4 || b[0] >= shape.length - 4;
    const same = (p: Pt, q: Pt) => p[0] === q[0] && p[1] === q[1];
    const isScreen = same(a, shape.windscreen[1]) && same(b, shape.windscreen[0]);
    const isRoofOrDeck = Math.abs(a[1] - b[1]) < 24;
    const fill = isScreen ? GLASS_LIGHT : isNose ? paint.dark : isRoofOrDeck ? paint.light : paint.base;
    faces.push(polygon([near(a), near(b), far(b), far(a)], fill));
  }
  if (shape.kind === 'open') {
    faces.push(
      polygon([near([120, shape.belt]), near([250, shape.belt]), far([250, shape.belt]), far([120, shape.belt])], TRIM),
    );
  }
  const nose = outline[outline.length - 2] ?? [0, 0];
  const noseTop = outline[outline.length - 3] ?? [0, 0];
  const grilleBottom = nose[1] + 6;
  const grilleTop = Math.min(noseTop[1] - 6, nose[1] + 30);
  const along = (h: number, u: number): Pt => {
    const [x, y] = near([shape.length, h]);
    return [x + depth[0] * u, y + depth[1] * u];
  };
  const grille = polygon(
    [along(grilleBottom, 0.3), along(grilleBottom, 0.7), along(grilleTop, 0.7), along(grilleTop, 0.3)],
    TRIM,
  );
  const lampTop = grilleTop + 6;
  const lamps = [0.06, 0.76]
    .map((u) =>
      polygon(
        [along(grilleTop - 2, u), along(grilleTop - 2, u + 0.18), along(lampTop + 8, u + 0.18), along(lampTop + 8, u)],
        LAMP,
      ),
    )
    .join('');
  const farWheels = shape.axles
    .map((x) => {
      const [cx, cy] = far([x, shape.wheel]);
      return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(shape.wheel * scale * 0.62)}" ry="${n(shape.wheel * scale)}" fill="${TYRE}"/>`;
    })
    .join('');
  const side = carSide(shape, paint, near, scale)
    .replace(
      /<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/g,
      (_, cx: string, cy: string, r: string) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${n(Number(r) * squeeze)}" ry="${r}"`,
    )
    .replace(/<\/circle>/g, '</ellipse>');
  return shadow(WIDTH / 2 + 40, 300) + farWheels + faces.join('') + grille + lamps + side;
}

/** Straight from behind: body, rear window, lights, plate, tyres. */
function carRearView(body: keyof typeof CARS, paint: Shades): string {
  const shape = CARS[body];
  const scale = 1.45;
  const half = (shape.width * scale) / 2;
  const cx = WIDTH / 2;
  const y = (h: number) => GROUND - h * scale;
  const roofHalf = half * (shape.kind === 'van' ? 0.96 : 0.74);
  const tyreW = shape.width * 0.17 * scale;
  const tyres = [-1, 1]
    .map(
      (side) =>
        `<rect x="${n(side < 0 ? cx - half + 10 : cx + half - 10 - tyreW)}" y="${n(y(shape.sill + 16))}" width="${n(tyreW)}" height="${n((shape.sill + 16) * scale)}" rx="8" fill="${TYRE}"/>`,
    )
    .join('');
  const lower = path(
    rounded(
      [
        [cx - half, y(shape.sill)],
        [cx - half, y(shape.belt)],
        [cx + half, y(shape.belt)],
        [cx + half, y(shape.sill)],
      ],
      14,
    ),
    paint.base,
  );
  const cabin =
    shape.kind === 'open'
      ? [-1, 1]
          .map((side) =>
            path(
              rounded(
                [
                  [cx + side * 40 - 22, y(shape.belt)],
                  [cx + side * 40 - 20, y(shape.belt + 34)],
                  [cx + side * 40 + 20, y(shape.belt + 34)],
                  [cx + side * 40 + 22, y(shape.belt)],
                ],
                10,
              ),
              TRIM,
            ),
          )
          .join('')
      : path(
          rounded(
            [
              [cx - half * 0.96, y(shape.belt)],
              [cx - roofHalf, y(shape.roof)],
              [cx + roofHalf, y(shape.roof)],
              [cx + half * 0.96, y(shape.belt)],
            ],
            16,
          ),
          shape.kind === 'bed' ? paint.dark : paint.base,
        );
  const windowInset = 0.86;
  const rearGlass =
    shape.kind === 'open'
      ? ''
      : polygon(
          [
            [cx - half * 0.8, y(shape.belt + 8)],
            [cx - roofHalf * windowInset, y(shape.roof - 10)],
            [cx + roofHalf * windowInset, y(shape.roof - 10)],
            [cx + half * 0.8, y(shape.belt + 8)],
          ],
          GLASS,
        );
  const deck = polygon(
    [
      [cx - half * 0.96, y(shape.belt)],
      [cx + half * 0.96, y(shape.belt)],
      [cx + half * 0.9, y(shape.belt + 4)],
      [cx - half * 0.9, y(shape.belt + 4)],
    ],
    paint.light,
  );
  const lights = [-1, 1]
    .map((side) => {
      const outer = cx + side * (half - 6);
      const inner = cx + side * (half - 56 * scale * 0.6);
      const lamp: Pt[] = [
        [outer, y(shape.belt - 8)],
        [inner, y(shape.belt - 8)],
        [inner, y(shape.belt - 26)],
        [outer, y(shape.belt - 30)],
      ];
      return polygon(lamp, TAIL, ` stroke="${TRIM}" stroke-width="4" stroke-linejoin="round"`);
    })
    .join('');
  const plateY = y((shape.sill + shape.belt) / 2 - 4);
  const plate = `<rect x="${n(cx - 42)}" y="${n(plateY)}" width="84" height="20" rx="3" fill="#f8fafc" stroke="#94a3b8"/>`;
  const bumper = `<rect x="${n(cx - half)}" y="${n(y(shape.sill + 22))}" width="${n(half * 2)}" height="${n(22 * scale)}" rx="10" fill="${TRIM}" opacity=".55"/>`;
  const split =
    shape.kind === 'van'
      ? `<path d="M${n(cx)} ${n(y(shape.sill + 24))}V${n(y(shape.roof - 6))}" stroke="${paint.line}" stroke-width="3"/>`
      : '';
  return shadow(cx, half + 30) + tyres + cabin + rearGlass + lower + deck + lights + bumper + plate + split;
}

function interiorSvg(): string {
  const dash = '#30343b';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe0ee"/><stop offset="1" stop-color="#eef2f0"/></linearGradient></defs><rect width="800" height="500" fill="#1d2026"/><path d="M70 40H730L790 250H10Z" fill="url(#w)"/><path d="M0 300Q20 300 30 290L10 250H0ZM800 300Q780 300 770 290L790 250H800Z" fill="${dash}"/><path d="M0 230Q400 190 800 230V330H0Z" fill="${dash}"/><path d="M0 318Q400 288 800 318V500H0Z" fill="#262a31"/><rect x="330" y="238" width="170" height="70" rx="10" fill="#0f1115"/><rect x="340" y="248" width="150" height="50" rx="6" fill="#203040"/><path d="M350 284L380 262 410 276 440 256 480 270" stroke="#6fb3e8" stroke-width="3" fill="none"/><rect x="560" y="250" width="120" height="20" rx="6" fill="#161a20"/><circle cx="210" cy="330" r="120" fill="none" stroke="#14161a" stroke-width="22"/><path d="M100 350Q210 300 320 350L300 380Q210 350 120 380Z" fill="#14161a"/><circle cx="210" cy="345" r="30" fill="#22262d"/><rect x="380" y="360" width="70" height="140" rx="14" fill="#1a1d22"/><circle cx="415" cy="400" r="16" fill="#3b414b"/><path d="M520 500Q540 360 640 350Q740 360 760 500Z" fill="#3a3f48"/><path d="M40 500Q60 380 140 372" stroke="#3a3f48" stroke-width="28" fill="none"/></svg>\n`;
}

// ---------------------------------------------------------------- scooters

/** A scooter's side in its own units (x from the rear, heights above the ground). */
interface ScooterShape {
  wheels: readonly [number, number];
  /** Rear and front wheel radius. */
  radius: readonly [number, number];
  body: readonly Pt[];
  apron: readonly Pt[];
  floor: number;
  seat: readonly Pt[];
  bars: Pt;
  screen?: readonly Pt[];
  exhaust: boolean;
  twinFront?: boolean;
}

const SCOOTERS: Readonly<
  Record<
    Extract<BodyType, 'step-through' | 'high-wheel' | 'sport' | 'maxi' | 'three-wheel' | 'electric-moped'>,
    ScooterShape
  >
> = {
  'step-through': {
    wheels: [70, 330],
    radius: [40, 40],
    floor: 44,
    exhaust: true,
    body: [
      [20, 70],
      [10, 110],
      [40, 150],
      [150, 158],
      [190, 120],
      [190, 60],
      [120, 46],
      [60, 50],
    ],
    apron: [
      [200, 48],
      [214, 60],
      [250, 196],
      [262, 212],
      [288, 210],
      [300, 150],
      [314, 96],
      [300, 72],
      [262, 62],
      [236, 48],
    ],
    seat: [
      [36, 154],
      [50, 176],
      [170, 180],
      [180, 158],
    ],
    bars: [290, 232],
  },
  'high-wheel': {
    wheels: [60, 350],
    radius: [50, 50],
    floor: 58,
    exhaust: true,
    body: [
      [14, 96],
      [16, 130],
      [60, 156],
      [170, 160],
      [200, 130],
      [196, 76],
      [120, 60],
      [50, 70],
    ],
    apron: [
      [206, 60],
      [222, 72],
      [262, 204],
      [274, 220],
      [298, 218],
      [306, 170],
      [318, 120],
      [300, 100],
      [262, 76],
      [240, 60],
    ],
    seat: [
      [40, 156],
      [54, 178],
      [176, 182],
      [188, 160],
    ],
    bars: [302, 240],
  },
  sport: {
    wheels: [72, 330],
    radius: [38, 38],
    floor: 46,
    exhaust: true,
    body: [
      [0, 150],
      [20, 122],
      [40, 92],
      [110, 60],
      [196, 52],
      [196, 104],
      [150, 150],
      [60, 168],
    ],
    apron: [
      [198, 50],
      [214, 62],
      [252, 188],
      [266, 204],
      [294, 200],
      [306, 150],
      [322, 98],
      [302, 74],
      [262, 60],
      [236, 50],
    ],
    seat: [
      [30, 164],
      [46, 180],
      [140, 172],
      [156, 150],
    ],
    bars: [292, 226],
  },
  maxi: {
    wheels: [74, 390],
    radius: [42, 44],
    floor: 60,
    exhaust: true,
    body: [
      [0, 110],
      [10, 150],
      [60, 176],
      [200, 170],
      [250, 120],
      [250, 64],
      [140, 52],
      [40, 70],
    ],
    apron: [
      [250, 60],
      [270, 76],
      [314, 204],
      [330, 222],
      [356, 220],
      [368, 166],
      [380, 110],
      [360, 84],
      [314, 70],
      [286, 60],
    ],
    seat: [
      [28, 174],
      [46, 200],
      [120, 198],
      [140, 178],
      [196, 184],
      [220, 168],
    ],
    bars: [346, 246],
    screen: [
      [350, 214],
      [372, 216],
      [364, 290],
      [340, 286],
    ],
  },
  'three-wheel': {
    wheels: [76, 364],
    radius: [40, 36],
    floor: 56,
    exhaust: true,
    twinFront: true,
    body: [
      [6, 110],
      [16, 146],
      [60, 168],
      [190, 164],
      [228, 122],
      [226, 62],
      [130, 52],
      [40, 68],
    ],
    apron: [
      [230, 58],
      [248, 72],
      [290, 200],
      [304, 216],
      [330, 214],
      [340, 160],
      [352, 104],
      [334, 80],
      [294, 70],
      [266, 58],
    ],
    seat: [
      [32, 166],
      [48, 188],
      [180, 186],
      [196, 164],
    ],
    bars: [322, 240],
    screen: [
      [324, 208],
      [344, 210],
      [338, 260],
      [318, 256],
    ],
  },
  'electric-moped': {
    wheels: [74, 320],
    radius: [34, 34],
    floor: 40,
    exhaust: false,
    body: [
      [10, 100],
      [20, 136],
      [60, 152],
      [160, 152],
      [182, 120],
      [176, 56],
      [110, 42],
      [50, 56],
    ],
    apron: [
      [194, 44],
      [208, 56],
      [242, 190],
      [254, 206],
      [278, 204],
      [290, 146],
      [304, 92],
      [288, 66],
      [250, 56],
      [226, 44],
    ],
    seat: [
      [40, 150],
      [56, 170],
      [156, 172],
      [168, 152],
    ],
    bars: [280, 226],
  },
};

function scooterSide(shape: ScooterShape, paint: Shades, at: (pt: Pt) => Pt, scale: number): string {
  const [rear, front] = shape.wheels;
  const [rr, fr] = shape.radius;
  const [fx, fy] = at([front, fr]);
  const [hx, hy] = at(shape.bars);
  const fork = `<path d="M${n(fx)} ${n(fy)}L${n(hx - 6 * scale)} ${n(hy + 20 * scale)}" stroke="#3b414b" stroke-width="${n(9 * scale)}" stroke-linecap="round"/>`;
  const floor = polygon(
    [at([150, shape.floor + 14]), at([230, shape.floor + 14]), at([238, shape.floor - 4]), at([120, shape.floor - 4])],
    TRIM,
  );
  const bodyPath = path(rounded(shape.body.map(at), 22 * scale), paint.base);
  const apron = path(rounded(shape.apron.map(at), 8 * scale), paint.base);
  const apronEdge = path(
    rounded(shape.apron.map(at), 8 * scale),
    'none',
    ` stroke="${paint.line}" stroke-width="${n(2 * scale)}"`,
  );
  const seat = path(rounded(shape.seat.map(at), 10 * scale), '#2b2420');
  const bars = `<path d="M${n(hx - 36 * scale)} ${n(hy + 4 * scale)}L${n(hx + 14 * scale)} ${n(hy - 6 * scale)}" stroke="#2b2f36" stroke-width="${n(7 * scale)}" stroke-linecap="round"/><path d="M${n(hx - 20 * scale)} ${n(hy - 4 * scale)}L${n(hx - 8 * scale)} ${n(hy - 40 * scale)}" stroke="#2b2f36" stroke-width="${n(3 * scale)}"/><ellipse cx="${n(hx - 6 * scale)}" cy="${n(hy - 42 * scale)}" rx="${n(10 * scale)}" ry="${n(6 * scale)}" fill="#2b2f36"/>`;
  const cowl = path(
    rounded(
      [
        at([shape.bars[0] - 30, shape.bars[1] - 24]),
        at([shape.bars[0] + 18, shape.bars[1] - 14]),
        at([shape.bars[0] + 16, shape.bars[1] + 8]),
        at([shape.bars[0] - 24, shape.bars[1] + 6]),
      ],
      8 * scale,
    ),
    paint.base,
  );
  const [lx, ly] = at([shape.bars[0] + 14, shape.bars[1] - 6]);
  const lamp = `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(6 * scale)}" ry="${n(9 * scale)}" fill="${LAMP}" stroke="#9aa3af"/>`;
  const tailPt = shape.body[1] ?? [0, 0];
  const [tx, ty] = at([tailPt[0] - 2, tailPt[1] - 4]);
  const tail = `<rect x="${n(tx - 4 * scale)}" y="${n(ty - 4 * scale)}" width="${n(12 * scale)}" height="${n(9 * scale)}" rx="3" fill="${TAIL}"/>`;
  const exhaust = shape.exhaust
    ? polygon(
        [at([rear - 10, rr - 4]), at([rear + 70, rr + 6]), at([rear + 70, rr - 10]), at([rear - 14, rr - 22])],
        '#8b939e',
      )
    : '';
  const battery = shape.exhaust
    ? ''
    : `<rect x="${n(at([120, 0])[0])}" y="${n(at([0, shape.floor + 12])[1])}" width="${n(80 * scale)}" height="${n(14 * scale)}" rx="4" fill="#4b5563"/>`;
  const screen = shape.screen ? path(rounded(shape.screen.map(at), 6 * scale), '#9fb8cf', ' opacity=".75"') : '';
  const [rx, ry] = at([rear, rr]);
  const swing = `<path d="M${n(rx)} ${n(ry)}L${n(at([160, 0])[0])} ${n(at([0, shape.floor + 10])[1])}" stroke="#3b414b" stroke-width="${n(16 * scale)}" stroke-linecap="round"/>`;
  const wheels =
    wheel(rx, ry, rr * scale) +
    (shape.twinFront ? wheel(fx + 10 * scale, fy - 2 * scale, fr * scale, '#aeb5bf') : '') +
    wheel(fx, fy, fr * scale);
  return `${screen}${swing}${exhaust}${floor}${battery}${bodyPath}${seat}${tail}${fork}${wheels}${apron}${apronEdge}${cowl}${lamp}${bars}`;
}

function scooterSideView(body: keyof typeof SCOOTERS, paint: Shades): string {
  const shape = SCOOTERS[body];
  const length = shape.wheels[1] + shape.radius[1] + 10;
  const scale = 1.45;
  const left = (WIDTH - length * scale) / 2 + 20;
  const at = (pt: Pt): Pt => [left + pt[0] * scale, GROUND - pt[1] * scale];
  return shadow(WIDTH / 2, (length * scale) / 2) + scooterSide(shape, paint, at, scale);
}

/** Three-quarter front: the side squeezed and tilted, with the front shield and lamp facing the viewer. */
function scooterFrontView(body: keyof typeof SCOOTERS, paint: Shades): string {
  const shape = SCOOTERS[body];
  const scale = 1.3;
  const squeeze = 0.74;
  const left = 190;
  const at = (pt: Pt): Pt => [left + pt[0] * scale * squeeze, GROUND - pt[1] * scale + pt[0] * scale * 0.06];
  const edge = shape.apron.slice(3, 8).map(at);
  const depth: Pt = [30 * scale, 6 * scale];
  const shield = polygon([...edge, ...edge.map(([x, y]): Pt => [x + depth[0], y + depth[1]]).reverse()], paint.light);
  const [lx, ly] = at([shape.bars[0] + 8, shape.bars[1] - 10]);
  const lamp = `<ellipse cx="${n(lx + 20 * scale)}" cy="${n(ly)}" rx="${n(14 * scale)}" ry="${n(11 * scale)}" fill="${LAMP}" stroke="#9aa3af" stroke-width="2"/>`;
  const [hx, hy] = at(shape.bars);
  const bar = `<path d="M${n(hx - 30 * scale)} ${n(hy + 6 * scale)}L${n(hx + 70 * scale)} ${n(hy - 2 * scale)}" stroke="#2b2f36" stroke-width="${n(7 * scale)}" stroke-linecap="round"/>`;
  const [fx, fy] = at([shape.wheels[1], shape.radius[1]]);
  const twin = shape.twinFront
    ? `<ellipse cx="${n(fx + 52 * scale)}" cy="${n(fy + 6 * scale)}" rx="${n(shape.radius[1] * scale * 0.5)}" ry="${n(shape.radius[1] * scale)}" fill="${TYRE}"/>`
    : '';
  return (
    shadow(WIDTH / 2 + 20, 230) +
    twin +
    scooterSide(shape, paint, at, scale).replace(
      /<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/g,
      (_, cx: string, cy: string, r: string) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${n(Number(r) * squeeze)}" ry="${r}"`,
    ) +
    shield +
    lamp +
    bar
  );
}

/** Straight from behind: tyre, tail, seat, mirrors. */
function scooterRearView(body: keyof typeof SCOOTERS, paint: Shades): string {
  const shape = SCOOTERS[body];
  const cx = WIDTH / 2;
  const s = 1.25;
  const y = (h: number) => GROUND - h * s;
  const [rr] = shape.radius;
  const seatTop = Math.max(...shape.seat.map((pt) => pt[1]));
  const bodyTop = Math.max(...shape.body.map((pt) => pt[1]));
  const half = shape.screen ? 62 : 50;
  const tyre = `<rect x="${n(cx - 16 * s)}" y="${n(y(rr * 2))}" width="${n(32 * s)}" height="${n(rr * 2 * s)}" rx="${n(14 * s)}" fill="${TYRE}"/>`;
  const front = shape.twinFront
    ? [-1, 1]
        .map(
          (side) =>
            `<rect x="${n(cx + side * 58 * s - 11 * s)}" y="${n(y(shape.radius[1] * 2))}" width="${n(22 * s)}" height="${n(shape.radius[1] * 2 * s)}" rx="10" fill="${TYRE}"/>`,
        )
        .join('')
    : '';
  const bodyShape = path(
    rounded(
      [
        [cx - half * 0.5 * s, y(rr + 6)],
        [cx - half * s, y(bodyTop - 26)],
        [cx - half * 0.8 * s, y(bodyTop)],
        [cx + half * 0.8 * s, y(bodyTop)],
        [cx + half * s, y(bodyTop - 26)],
        [cx + half * 0.5 * s, y(rr + 6)],
      ],
      18,
    ),
    paint.base,
  );
  const seat = path(
    rounded(
      [
        [cx - half * 0.7 * s, y(bodyTop)],
        [cx - half * 0.62 * s, y(seatTop)],
        [cx + half * 0.62 * s, y(seatTop)],
        [cx + half * 0.7 * s, y(bodyTop)],
      ],
      12,
    ),
    '#2b2420',
  );
  const tail = `<rect x="${n(cx - 24 * s)}" y="${n(y(bodyTop - 14))}" width="${n(48 * s)}" height="${n(10 * s)}" rx="5" fill="${TAIL}"/>`;
  const plate = `<rect x="${n(cx - 20 * s)}" y="${n(y(rr + 26))}" width="${n(40 * s)}" height="${n(20 * s)}" rx="3" fill="#f8fafc" stroke="#94a3b8"/>`;
  const barY = y(shape.bars[1]);
  const bars = `<path d="M${n(cx - 90 * s)} ${n(barY)}H${n(cx + 90 * s)}" stroke="#2b2f36" stroke-width="${n(6 * s)}" stroke-linecap="round"/>${[-1, 1].map((side) => `<path d="M${n(cx + side * 62 * s)} ${n(barY)}L${n(cx + side * 76 * s)} ${n(barY - 40 * s)}" stroke="#2b2f36" stroke-width="3"/><ellipse cx="${n(cx + side * 78 * s)}" cy="${n(barY - 44 * s)}" rx="${n(12 * s)}" ry="${n(7 * s)}" fill="#2b2f36"/>`).join('')}`;
  const cowl = path(
    rounded(
      [
        [cx - 40 * s, barY + 30 * s],
        [cx - 46 * s, barY - 10 * s],
        [cx + 46 * s, barY - 10 * s],
        [cx + 40 * s, barY + 30 * s],
      ],
      14,
    ),
    paint.dark,
  );
  const screen = shape.screen
    ? path(
        rounded(
          [
            [cx - 40 * s, barY - 8 * s],
            [cx - 34 * s, barY - 70 * s],
            [cx + 34 * s, barY - 70 * s],
            [cx + 40 * s, barY - 8 * s],
          ],
          12,
        ),
        '#9fb8cf',
        ' opacity=".7"',
      )
    : '';
  return shadow(cx, 120) + front + screen + cowl + bars + tyre + bodyShape + seat + tail + plate;
}

// ---------------------------------------------------------------- files

function drawing(type: VehicleType, body: BodyType, color: VehicleColor, view: ExteriorView): string {
  const paint = shades(color);
  if (type === 'car') {
    const car = body as keyof typeof CARS;
    return scene(
      type,
      view === 'side' ? carSideView(car, paint) : view === 'front' ? carFrontView(car, paint) : carRearView(car, paint),
    );
  }
  const scooter = body as keyof typeof SCOOTERS;
  return scene(
    type,
    view === 'side'
      ? scooterSideView(scooter, paint)
      : view === 'front'
        ? scooterFrontView(scooter, paint)
        : scooterRearView(scooter, paint),
  );
}

/** Every illustration: its path under public/ and its SVG text. */
export function illustrationFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const type of VEHICLE_TYPES) {
    for (const body of BODY_TYPES[type]) {
      for (const color of COLORS) {
        for (const view of EXTERIOR_VIEWS)
          files.set(illustrationUrl(type, body, color, view), drawing(type, body, color, view));
      }
    }
    const interior = interiorUrl(type);
    if (interior) files.set(interior, interiorSvg());
  }
  return files;
}

async function existing(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(PUBLIC, join(entry.parentPath, entry.name)).split('\\').join('/')}`);
}

async function main(): Promise<void> {
  const files = illustrationFiles();
  const present = await existing(ILLUSTRATIONS_DIR);
  if (process.argv.includes('--check')) {
    const stale: string[] = present.filter((file) => !files.has(file));
    for (const [file, text] of files) {
      if ((await readFile(join(PUBLIC, file), 'utf8').catch(() => '')) !== text) stale.push(file);
    }
    if (stale.length > 0) {
      console.error(
        `${String(stale.length)} illustrations are stale or unknown (e.g. ${stale[0] ?? ''}): run \`npm run illustrations\`.`,
      );
      process.exit(1);
    }
    return;
  }
  await rm(ILLUSTRATIONS_DIR, { recursive: true, force: true });
  for (const [file, text] of files) {
    const target = join(PUBLIC, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text);
  }
  console.log(`Wrote ${String(files.size)} illustrations to ${ILLUSTRATIONS_DIR}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
