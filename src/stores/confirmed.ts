/**
 * Listings whose seller confirmed them on this page (listing id → the new
 * confirmation time): the listing's freshness note reads it, and
 * ./freshness sets it. Apart from that store so a buyer's page loads the
 * atom alone.
 */
import { atom } from 'nanostores';

export const $confirmed = atom<Readonly<Record<string, string>>>({});
