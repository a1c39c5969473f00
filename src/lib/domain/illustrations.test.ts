import { describe, expect, it } from 'vitest';
import { illustrationUrl, listingGallery } from './illustrations';

describe('listing gallery', () => {
  const base = { type: 'car', bodyType: 'estate', color: 'Blue', photos: [], imageUrl: null } as const;

  it('shows the seller’s photos first of all', () => {
    expect(listingGallery({ ...base, photos: ['a.jpg', 'b.jpg'], imageUrl: '/own.svg' })).toEqual(['a.jpg', 'b.jpg']);
  });

  it('keeps a listing’s own drawing (the sample vehicles)', () => {
    expect(listingGallery({ ...base, imageUrl: '/images/vehicles/bmw-320d-touring.svg' })).toEqual([
      '/images/vehicles/bmw-320d-touring.svg',
    ]);
  });

  it('draws a demo listing’s body type in its colour from three sides, and a car’s interior', () => {
    const demo = { ...base, imageUrl: '/images/vehicles/illustrations/car/estate-front-blue.svg' };
    expect(listingGallery(demo)).toEqual([
      '/images/vehicles/illustrations/car/estate-front-blue.svg',
      '/images/vehicles/illustrations/car/estate-side-blue.svg',
      '/images/vehicles/illustrations/car/estate-rear-blue.svg',
      '/images/vehicles/illustrations/car/interior.svg',
    ]);
    expect(
      listingGallery({
        ...base,
        type: 'scooter',
        bodyType: 'maxi',
        color: 'Other',
        imageUrl: '/images/vehicles/illustrations/scooter/maxi-front-other.svg',
      }),
    ).toEqual([
      '/images/vehicles/illustrations/scooter/maxi-front-other.svg',
      '/images/vehicles/illustrations/scooter/maxi-side-other.svg',
      '/images/vehicles/illustrations/scooter/maxi-rear-other.svg',
    ]);
  });

  it('has nothing to show for a seller’s listing without photos: no drawing pretends to be it', () => {
    expect(listingGallery(base)).toEqual([]);
    expect(listingGallery({ ...base, bodyType: null })).toEqual([]);
  });

  it('names one file per body type, view and colour', () => {
    expect(illustrationUrl('scooter', 'step-through', 'Grey', 'side')).toBe(
      '/images/vehicles/illustrations/scooter/step-through-side-grey.svg',
    );
  });
});
