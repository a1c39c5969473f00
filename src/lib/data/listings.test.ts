import { describe, expect, it } from 'vitest';
import { SAMPLE_VEHICLES } from '../domain/sampleVehicles.ts';
import type { Vehicle } from '../domain/vehicle.ts';
import { pageFingerprint, samePage, toCardPage } from './listings.ts';

describe('samePage', () => {
  it('tells a page that changed (a listing, its details or the total) from the same one', () => {
    const page = { vehicles: [{ id: 'a', price: 1 }], total: 10 };
    expect(samePage(page, { vehicles: [{ id: 'a', price: 1 }], total: 10 })).toBe(true);
    expect(samePage(page, { vehicles: [{ id: 'a', price: 1 }], total: 11 })).toBe(false);
    expect(samePage(page, { vehicles: [{ id: 'a', price: 2 }], total: 10 })).toBe(false);
    expect(samePage(page, { vehicles: [{ id: 'b', price: 1 }], total: 10 })).toBe(false);
  });
});

describe('pageFingerprint', () => {
  it('is the same for the same page and differs when a listing, its details or the total change', () => {
    const page = { vehicles: [{ id: 'a', price: 1 }], total: 10 };
    const print = pageFingerprint(page);
    expect(pageFingerprint({ vehicles: [{ id: 'a', price: 1 }], total: 10 })).toBe(print);
    expect(pageFingerprint({ vehicles: [{ id: 'a', price: 1 }], total: 11 })).not.toBe(print);
    expect(pageFingerprint({ vehicles: [{ id: 'a', price: 2 }], total: 10 })).not.toBe(print);
    expect(pageFingerprint({ vehicles: [{ id: 'b', price: 1 }], total: 10 })).not.toBe(print);
    expect(pageFingerprint({ vehicles: [], total: 10 })).not.toBe(print);
  });
});

describe('toCardPage', () => {
  const vehicle = SAMPLE_VEHICLES[0];
  if (!vehicle) throw new Error('No sample vehicle');

  it('keeps what a card shows and drops the rest of the listing', () => {
    const card = toCardPage({ vehicles: [vehicle], total: 5 });
    expect(card.total).toBe(5);
    expect(card.vehicles[0]).toMatchObject({ id: vehicle.id, title: vehicle.title, price: vehicle.price });
    expect(card.vehicles[0]?.seller).toEqual({ isDealer: vehicle.seller.isDealer });
    expect(card.vehicles[0]).not.toHaveProperty('description');
  });

  it("keeps of the place only the coordinates a search's distance is measured from", () => {
    const place = { id: 2886242, postcode: '50667', latitude: 50.93333, longitude: 6.95 };
    const card = toCardPage({ vehicles: [{ ...vehicle, place }], total: 1 }).vehicles[0];
    expect(card?.place).toEqual({ latitude: 50.93333, longitude: 6.95 });
    expect(toCardPage({ vehicles: [{ ...vehicle, place: null }], total: 1 }).vehicles[0]?.place).toBeNull();
  });

  it('gives the same cards the same text, however the listing was read, and a changed card other text', () => {
    const print = JSON.stringify(toCardPage({ vehicles: [vehicle], total: 5 }));
    const reordered = Object.fromEntries(Object.entries(vehicle).reverse()) as typeof vehicle;
    expect(JSON.stringify(toCardPage({ vehicles: [reordered], total: 5 }))).toBe(print);
    const redescribed: Vehicle = { ...vehicle, description: 'Other' };
    expect(JSON.stringify(toCardPage({ vehicles: [redescribed], total: 5 }))).toBe(print);
    expect(JSON.stringify(toCardPage({ vehicles: [{ ...vehicle, price: vehicle.price + 1 }], total: 5 }))).not.toBe(
      print,
    );
  });
});
