/**
 * Which demo listings have photos, and which: the 24 newest active cars
 * (the first page of /vehicles/cars) get a cover, every third also a side
 * and a rear view, and the BMW sample (the detail page the benchmarks open)
 * 14 photos. Each path lies in the seller's own folder as the sell form
 * stores uploads and names the photo's recipe (scripts/demoPhotos.ts).
 */
import { illustrationUrl } from '../../src/lib/domain/illustrations.ts';
import { demoPhotoName, type DemoPhotoRecipe } from '../demoPhotos.ts';
import type { SeedVehicle } from './demoListings.ts';

export const PHOTOGRAPHED_CARS = 24;
/** The sample listing whose gallery has 14 photos (bench/lighthouse.ts opens it). */
export const GALLERY_LISTING_ID = '5a1e0006-0000-4000-8000-000000000006';

/** A generated demo listing's drawing: its body type from the front, in its colour. */
export function demoDrawing(v: SeedVehicle): string {
  return illustrationUrl(v.type, v.bodyType, v.color as Parameters<typeof illustrationUrl>[2], 'front');
}

const FOURTEEN: readonly Omit<DemoPhotoRecipe, 'type' | 'body' | 'color'>[] = [
  { view: 'front', scene: 'day', crop: 'full' },
  { view: 'side', scene: 'day', crop: 'full' },
  { view: 'rear', scene: 'day', crop: 'full' },
  { view: 'front', scene: 'day', crop: 'near' },
  { view: 'side', scene: 'day', crop: 'detail' },
  { view: 'front', scene: 'overcast', crop: 'full' },
  { view: 'side', scene: 'overcast', crop: 'near' },
  { view: 'rear', scene: 'overcast', crop: 'near' },
  { view: 'interior', scene: 'day', crop: 'full' },
  { view: 'interior', scene: 'day', crop: 'near' },
  { view: 'interior', scene: 'overcast', crop: 'detail' },
  { view: 'front', scene: 'evening', crop: 'full' },
  { view: 'side', scene: 'evening', crop: 'full' },
  { view: 'rear', scene: 'evening', crop: 'detail' },
];

/** Photo paths by listing id. */
export function demoPhotoPaths(vehicles: readonly SeedVehicle[]): Map<string, string[]> {
  const cars = vehicles
    .filter((v) => v.type === 'car' && v.status === 'active')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .slice(0, PHOTOGRAPHED_CARS);
  const gallery = vehicles.find((v) => v.id === GALLERY_LISTING_ID);
  const chosen = gallery && !cars.includes(gallery) ? [...cars, gallery] : cars;
  const scenes = ['day', 'overcast', 'evening'] as const;
  return new Map(
    chosen.map((v, index) => {
      const color = v.color.toLowerCase();
      const base = { type: v.type, body: v.bodyType, color };
      const scene = scenes[index % scenes.length] ?? 'day';
      const recipes: DemoPhotoRecipe[] =
        v.id === GALLERY_LISTING_ID
          ? FOURTEEN.map((shot) => ({ ...base, ...shot }))
          : [
              { ...base, view: 'front', scene, crop: 'full' },
              ...(index % 3 === 0
                ? ([
                    { ...base, view: 'side', scene, crop: 'full' },
                    { ...base, view: 'rear', scene, crop: 'near' },
                  ] as const)
                : []),
            ];
      return [v.id, recipes.map((recipe) => `${v.sellerId}/${demoPhotoName(v.id, recipe)}`)];
    }),
  );
}
