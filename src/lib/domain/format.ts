/** Display formats: euros without cents, kilometres, engine sizes. */

/**
 * A formatter built when first used instead of when its module is imported.
 * The page's first Intl date formatter loads the browser's locale and
 * time-zone data: 17 ms on a fast desktop (four times that on a phone), paid
 * by every page importing a module that only might format a date
 * (docs/PERFORMANCE.md, "What the first screen waits for").
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const euro = onFirstUse(
  () => new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);
const integer = onFirstUse(() => new Intl.NumberFormat('en-IE', { maximumFractionDigits: 0 }));

export function formatPrice(value: number): string {
  return euro().format(value);
}

export function formatMileage(km: number): string {
  return `${integer().format(km)} km`;
}

export function formatNumber(value: number): string {
  return integer().format(value);
}

export function formatEngineSize(cc: number | null): string | null {
  return cc === null ? null : `${integer().format(cc)} cc`;
}

/** "1 listing", "5 listings". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${integer().format(count)} ${count === 1 ? singular : plural}`;
}
