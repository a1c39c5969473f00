/**
 * Photographic-looking demo photos, rendered here rather than stored in the
 * repository: each is the listing's own body-type drawing
 * (public/images/vehicles/illustrations/, made by scripts/illustrations.ts)
 * rendered at 1600 × 1200, the size the sell form uploads, then given a
 * photograph's light and texture (a sky and ground with uneven tone, a
 * vignette, a soft lens, sensor grain) and encoded as JPEG. The result
 * weighs what an ordinary phone photo scaled to 1600 px weighs (about
 * 250–400 KB), so pages and benchmarks meet real-photo costs. Deterministic:
 * the same name always gives the same picture. They are the project's own
 * work under its licence; nothing is downloaded.
 *
 * A demo photo's storage path names its recipe:
 *   {seller id}/{listing id's first 8}-{type}-{body}-{view}-{colour}-{scene}-{crop}.jpg
 * (scripts/db/seed.ts writes the paths; scripts/db/seedPhotos.ts uploads
 * what they name.)
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const DEMO_PHOTO_WIDTH = 1600;
export const DEMO_PHOTO_HEIGHT = 1200;

export const SCENES = ['day', 'overcast', 'evening'] as const;
export type Scene = (typeof SCENES)[number];
export const CROPS = ['full', 'near', 'detail'] as const;
export type Crop = (typeof CROPS)[number];
export const VIEWS = ['front', 'side', 'rear', 'interior'] as const;
export type View = (typeof VIEWS)[number];

export interface DemoPhotoRecipe {
  type: string;
  body: string;
  view: View;
  color: string;
  scene: Scene;
  crop: Crop;
}

const ILLUSTRATIONS = fileURLToPath(new URL('../public/images/vehicles/illustrations/', import.meta.url));
const CACHE = fileURLToPath(new URL('../node_modules/.cache/demo-photos/', import.meta.url));

/** The file name (without the seller's folder) of a listing's demo photo. */
export function demoPhotoName(listingId: string, recipe: DemoPhotoRecipe): string {
  const { type, body, view, color, scene, crop } = recipe;
  return `${listingId.slice(0, 8)}-${type}-${body}-${view}-${color}-${scene}-${crop}.jpg`;
}

/** The recipe a demo photo's storage path names, or null for any other path. */
export function parseDemoPhotoPath(path: string): DemoPhotoRecipe | null {
  const match =
    /^[0-9a-f-]{36}\/[0-9a-f]{8}-(car|scooter)-([a-z]+)-(front|side|rear|interior)-([a-z]+)-(day|overcast|evening)-(full|near|detail)\.jpg$/.exec(
      path,
    );
  if (!match) return null;
  const [, type, body, view, color, scene, crop] = match;
  if (!type || !body || !view || !color || !scene || !crop) return null;
  return { type, body, view: view as View, color, scene: scene as Scene, crop: crop as Crop };
}

function seedOf(recipe: DemoPhotoRecipe): number {
  return createHash('sha256').update(JSON.stringify(recipe)).digest().readUInt32BE(0);
}

/** A grey noise field, smooth (`cells` across) or fine, as raw RGB. */
async function noise(width: number, height: number, sigma: number, cells: number | null, seed: number) {
  const small = cells === null ? { width, height } : { width: cells, height: Math.ceil((cells * height) / width) };
  // sharp's noise is random per call; shuffle it with the seed so renders stay deterministic.
  const pixels = Buffer.alloc(small.width * small.height * 3);
  let state = seed || 1;
  for (let i = 0; i < pixels.length; i += 3) {
    // Box–Muller from a xorshift generator.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const u = ((state >>> 0) % 100_000) / 100_000 + 1e-6;
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const v = ((state >>> 0) % 100_000) / 100_000;
    const value = 128 + sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    const byte = Math.max(0, Math.min(255, Math.round(value)));
    pixels[i] = byte;
    pixels[i + 1] = byte;
    pixels[i + 2] = Math.max(0, Math.min(255, byte + ((state >>> 3) % 7) - 3));
  }
  return sharp(pixels, { raw: { ...small, channels: 3 } })
    .resize(width, height, { kernel: cells === null ? 'nearest' : 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Sensor grain: full resolution, the same for every photo (made once per process, the costly field). */
let grain: Promise<Buffer> | null = null;

const LIGHT: Record<Scene, { brightness: number; saturation: number; hue: number; tint: string }> = {
  day: { brightness: 1.02, saturation: 1.08, hue: 0, tint: '#fff6e0' },
  overcast: { brightness: 0.94, saturation: 0.82, hue: 0, tint: '#dfe6ee' },
  evening: { brightness: 0.9, saturation: 1.05, hue: -8, tint: '#ffb070' },
};

/** Render one demo photo (cached under node_modules/.cache/demo-photos). */
export async function renderDemoPhoto(recipe: DemoPhotoRecipe): Promise<Buffer> {
  const key = createHash('sha256')
    .update(`v1:${JSON.stringify(recipe)}`)
    .digest('hex')
    .slice(0, 20);
  const cached = `${CACHE}${key}.jpg`;
  try {
    return await readFile(cached);
  } catch {
    // Not rendered yet.
  }
  const seed = seedOf(recipe);
  const W = DEMO_PHOTO_WIDTH;
  const H = DEMO_PHOTO_HEIGHT;
  const svgFile =
    recipe.view === 'interior'
      ? `${ILLUSTRATIONS}${recipe.type}/interior.svg`
      : `${ILLUSTRATIONS}${recipe.type}/${recipe.body}-${recipe.view}-${recipe.color}.svg`;
  const svg = await readFile(svgFile);
  // The drawing is 16:10; a photo is 4:3, so render it taller and crop the sides, closer for near and detail.
  const zoom = recipe.crop === 'full' ? 1 : recipe.crop === 'near' ? 1.35 : 2.1;
  const renderHeight = Math.round(H * zoom);
  const renderWidth = Math.round((renderHeight * 16) / 10);
  const left = Math.round((renderWidth - W) * (recipe.crop === 'detail' ? (seed % 2 === 0 ? 0.22 : 0.7) : 0.5));
  const top = Math.round((renderHeight - H) * (recipe.crop === 'detail' ? 0.75 : 0.6));
  const base = await sharp(svg, { density: Math.round((72 * renderWidth) / 800) })
    .resize(renderWidth, renderHeight)
    .extract({ left, top, width: W, height: H })
    .blur(recipe.crop === 'detail' ? 1.4 : 0.7)
    .toBuffer();
  const light = LIGHT[recipe.scene];
  const sunX = 20 + (seed % 60);
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(W)}" height="${String(H)}">
      <defs>
        <radialGradient id="sun" cx="${String(sunX)}%" cy="10%" r="80%">
          <stop offset="0" stop-color="${light.tint}" stop-opacity=".55"/>
          <stop offset="1" stop-color="${light.tint}" stop-opacity="0"/>
        </radialGradient>
        <radialGradient id="vignette" cx="50%" cy="50%" r="75%">
          <stop offset=".55" stop-color="#000" stop-opacity="0"/>
          <stop offset="1" stop-color="#000" stop-opacity=".45"/>
        </radialGradient>
      </defs>
      <rect width="100%" height="100%" fill="url(#sun)"/>
      <rect width="100%" height="100%" fill="url(#vignette)"/>
    </svg>`,
  );
  const photo = await sharp(base)
    .composite([
      { input: await noise(W, H, 14, 48, seed), blend: 'soft-light' },
      { input: await noise(W, H, 10, 260, seed + 1), blend: 'soft-light' },
      { input: overlay, blend: 'over' },
      { input: await (grain ??= noise(W, H, 18, null, 2026)), blend: 'soft-light' },
    ])
    .modulate({ brightness: light.brightness, saturation: light.saturation, hue: light.hue })
    .jpeg({ quality: 84, mozjpeg: false, chromaSubsampling: '4:2:0' })
    .toBuffer();
  await mkdir(CACHE, { recursive: true });
  await writeFile(cached, photo);
  return photo;
}
