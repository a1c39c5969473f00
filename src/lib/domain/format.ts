/** Display formats: euros without cents, kilometres, engine sizes. */

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat('en-IE', { maximumFractionDigits: 0 });

export function formatPrice(value: number): string {
  return euro.format(value);
}

export function formatMileage(km: number): string {
  return `${integer.format(km)} km`;
}

export function formatNumber(value: number): string {
  return integer.format(value);
}

export function formatEngineSize(cc: number | null): string | null {
  return cc === null ? null : `${integer.format(cc)} cc`;
}

/** "1 listing", "5 listings". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${integer.format(count)} ${count === 1 ? singular : plural}`;
}
