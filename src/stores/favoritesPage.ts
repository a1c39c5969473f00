/**
 * The favorites page's list as a store task: the signed-in user's saved
 * vehicles, marked as saved for every heart on the page. Apart from the
 * favorites store, which every card's button loads.
 */
import { loadFavoriteVehicles } from '../lib/data/favoriteVehicles';
import type { Vehicle } from '../lib/domain/vehicle';
import { markFavorites } from './favorites';
import { loadable } from './loadable';

async function loadSavedVehicles(userId: string): Promise<Vehicle[]> {
  try {
    const vehicles = await loadFavoriteVehicles(userId);
    markFavorites(vehicles.map((v) => v.id));
    return vehicles;
  } catch (error) {
    // Spec §8: lookup errors are raised with the server message and logged.
    console.error('Failed to load favorites', error);
    throw error;
  }
}

export const savedVehicles = loadable(loadSavedVehicles, 'Failed to load your favorites');
