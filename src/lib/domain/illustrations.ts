/**
 * Drawings for the demo listings (never for a seller's listing without
 * photos, which says "No photos yet"): each body type from three sides
 * (three-quarter front, side, rear) in the listing's own colour, plus a
 * car interior, never another model's drawing. The files are generated into
 * public/images/vehicles/illustrations/ by scripts/illustrations.ts, which
 * takes its list of files from here.
 */
import type { BodyType, VehicleColor, VehicleType } from './constants.ts';

export const ILLUSTRATIONS_PATH = '/images/vehicles/illustrations';

/** The exterior views drawn for every body type, in gallery order. */
export const EXTERIOR_VIEWS = ['front', 'side', 'rear'] as const;
export type ExteriorView = (typeof EXTERIOR_VIEWS)[number];

/** What each view shows, for alternative texts. */
export const VIEW_LABELS: Readonly<Record<ExteriorView | 'interior', string>> = {
  front: 'three-quarter front view',
  side: 'side view',
  rear: 'rear view',
  interior: 'interior',
};

/** The drawing of one body type from one side in one colour. */
export function illustrationUrl(
  type: VehicleType,
  bodyType: BodyType,
  color: VehicleColor,
  view: ExteriorView,
): string {
  return `${ILLUSTRATIONS_PATH}/${type}/${bodyType}-${view}-${color.toLowerCase()}.svg`;
}

/** A generic interior, one per vehicle type that has one (a scooter has none). */
export function interiorUrl(type: VehicleType): string | null {
  return type === 'car' ? `${ILLUSTRATIONS_PATH}/car/interior.svg` : null;
}

export interface GallerySource {
  type: VehicleType;
  bodyType: BodyType | null;
  color: VehicleColor;
  /** Public URLs of the seller's own photos, in order. */
  photos: readonly string[];
  /**
   * A drawing the platform set (sellers cannot): a sample vehicle's own, or
   * for the generated demo listings their body type's front view, which
   * stands for all the views. Null for every listing a seller made.
   */
  imageUrl: string | null;
}

/** True for a drawing of a body type (a demo listing's picture), not a listing's own drawing. */
export function isBodyTypeDrawing(url: string): boolean {
  return url.startsWith(`${ILLUSTRATIONS_PATH}/`);
}

/**
 * What a listing's gallery shows: the seller's photos; else the demo data's
 * drawings (a sample vehicle's own drawing, or a demo listing's body type
 * drawn from every side in its colour, and an interior); else nothing, and
 * the card says "No photos yet".
 */
export function listingGallery(source: GallerySource): string[] {
  if (source.photos.length > 0) return [...source.photos];
  if (!source.imageUrl) return [];
  const { bodyType } = source;
  if (!isBodyTypeDrawing(source.imageUrl) || bodyType === null) return [source.imageUrl];
  const views = EXTERIOR_VIEWS.map((view) => illustrationUrl(source.type, bodyType, source.color, view));
  const interior = interiorUrl(source.type);
  return interior === null ? views : [...views, interior];
}
