/**
 * The listing page's searches the search benchmarks time (bench/search-rpc.ts,
 * bench/scale.ts): each a filter object the page sends, with its sort.
 */
/** The listing page's defaults (€0–50,000, 2000 and newer) apply unless a scenario moves them. */
const DEFAULT_RANGES = { maxPrice: 50_000, minYear: 2000 };

export const SCENARIOS: Readonly<Record<string, { filters: Record<string, unknown>; sort?: string }>> = {
  'all vehicles, default ranges': { filters: { ...DEFAULT_RANGES } },
  'cars, default ranges': { filters: { type: 'car', ...DEFAULT_RANGES } },
  'cars, make': { filters: { type: 'car', make: 'Audi', ...DEFAULT_RANGES } },
  'cars, make + model + fuel': {
    filters: { type: 'car', make: 'Audi', model: 'A4', fuelType: 'Diesel', ...DEFAULT_RANGES },
  },
  'cars, fuel + transmission + colour, price asc': {
    filters: { type: 'car', fuelType: 'Petrol', transmission: 'Manual', color: 'Black', ...DEFAULT_RANGES },
    sort: 'price-asc',
  },
  'cars, mileage + price range': {
    filters: { type: 'car', mileageMax: 50_000, minPrice: 5_000, maxPrice: 20_000, minYear: 2000 },
  },
  'cars, feature': { filters: { type: 'car', features: ['Navigation'], ...DEFAULT_RANGES } },
  'scooters, licence A2': { filters: { type: 'scooter', licence: 'A2', ...DEFAULT_RANGES } },
  'cars, search word': { filters: { type: 'car', searchTerm: 'golf', ...DEFAULT_RANGES } },
  // A make's name: its text matches every listing of the make (a quarter of the cars here).
  'cars, search word of a make': { filters: { type: 'car', searchTerm: 'audi', ...DEFAULT_RANGES } },
  'cars, estate or SUV': { filters: { type: 'car', bodyType: ['estate', 'suv'], ...DEFAULT_RANGES } },
  'cars, accident-free + good price + replies within 24 h': {
    filters: { type: 'car', accidentFree: true, goodPrice: true, fastReply: true, ...DEFAULT_RANGES },
  },
  'all vehicles, good price or better': { filters: { goodPrice: true, ...DEFAULT_RANGES } },
  'cars, dealer + 7 seats or more': {
    filters: { type: 'car', sellerType: 'dealer', seatsMin: 7, ...DEFAULT_RANGES },
  },
  'cars, power 150-250 PS': { filters: { type: 'car', powerMin: 150, powerMax: 250, ...DEFAULT_RANGES } },
  'cars, Euro 6 or better': { filters: { type: 'car', emissionsClass: 'Euro 6', ...DEFAULT_RANGES } },
  'cars, registered 2020 or later + at most 1 owner + 4/5 doors': {
    filters: { type: 'car', firstRegistrationMin: 2020, previousOwnersMax: 1, doors: ['4/5'], ...DEFAULT_RANGES },
  },
  'all vehicles, private sellers with photos': {
    filters: { sellerType: 'private', withPhotos: true, ...DEFAULT_RANGES },
  },
};
