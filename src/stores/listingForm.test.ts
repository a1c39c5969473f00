import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingFields } from '../lib/domain/listingSchema';

const data = vi.hoisted(() => ({
  createListing: vi.fn<(...args: unknown[]) => Promise<string>>(),
  updateListing: vi.fn<(...args: unknown[]) => Promise<void>>(),
  toastAfterNavigation: vi.fn<(input: unknown) => void>(),
}));
vi.mock('../lib/data/sellerListings', () => ({ createListing: data.createListing, updateListing: data.updateListing }));
vi.mock('./toasts', async (original) => ({
  ...(await original<typeof import('./toasts')>()),
  toastAfterNavigation: data.toastAfterNavigation,
}));

const { saveListing } = await import('./listingForm.ts');
const { $toasts } = await import('./toasts.ts');

const fields = { make: 'Vespa' } as unknown as ListingFields;
const photos = () => ({
  ensureUploaded: vi.fn(() => Promise.resolve(true)),
  paths: vi.fn(() => ['u1/a.jpg', 'u1/b.jpg']),
  commitRemovals: vi.fn(() => Promise.resolve()),
  discardUploads: vi.fn(() => Promise.resolve()),
});
const edited = { id: 'listing-1', status: 'active' as const, images: ['u1/a.jpg'] };

beforeEach(() => {
  data.createListing.mockResolvedValue('new-id');
  data.updateListing.mockResolvedValue();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.clearAllMocks();
  $toasts.set([]);
});

describe('saveListing', () => {
  it('publishes a new listing with its photos and greets the seller on its page', async () => {
    const uploads = photos();
    const result = await saveListing({ userId: 'u1', listing: undefined, fields, status: 'active', photos: uploads });
    expect(result).toEqual({ outcome: 'saved', href: '/vehicles/id/new-id' });
    expect(data.createListing).toHaveBeenCalledWith('u1', fields, ['u1/a.jpg', 'u1/b.jpg'], 'active');
    expect(data.toastAfterNavigation).toHaveBeenCalledWith(expect.objectContaining({ title: 'Listing published' }));
  });

  it('saves an edit keeping its status, then removes the photos taken off it', async () => {
    const uploads = photos();
    const result = await saveListing({ userId: 'u1', listing: edited, fields, status: 'keep', photos: uploads });
    expect(result).toEqual({ outcome: 'saved', href: '/seller-dashboard/listings/' });
    expect(data.updateListing).toHaveBeenCalledWith('u1', 'listing-1', fields, ['u1/a.jpg', 'u1/b.jpg'], undefined);
    expect(uploads.commitRemovals).toHaveBeenCalled();
    expect(data.toastAfterNavigation).toHaveBeenCalledWith(expect.objectContaining({ title: 'Listing updated' }));
  });

  it('saves nothing while a photo is not uploaded', async () => {
    const uploads = { ...photos(), ensureUploaded: vi.fn(() => Promise.resolve(false)) };
    const result = await saveListing({ userId: 'u1', listing: undefined, fields, status: 'draft', photos: uploads });
    expect(result).toEqual({ outcome: 'photos' });
    expect(data.createListing).not.toHaveBeenCalled();
    expect($toasts.get()).toEqual([]);
  });

  it('tells the seller why a new listing was not saved, and deletes its uploads again', async () => {
    data.createListing.mockRejectedValue(new Error('Too many listings'));
    const uploads = photos();
    const result = await saveListing({ userId: 'u1', listing: undefined, fields, status: 'draft', photos: uploads });
    expect(result).toEqual({ outcome: 'failed', message: 'Too many listings' });
    expect(uploads.discardUploads).toHaveBeenCalled();
    expect($toasts.get()).toMatchObject([
      { title: 'Listing not saved', description: 'Too many listings', variant: 'destructive' },
    ]);
    expect(data.toastAfterNavigation).not.toHaveBeenCalled();
  });

  it('keeps the photos of an edited listing when its save fails', async () => {
    data.updateListing.mockRejectedValue(new Error('offline'));
    const uploads = photos();
    const result = await saveListing({ userId: 'u1', listing: edited, fields, status: 'draft', photos: uploads });
    expect(result.outcome).toBe('failed');
    expect(uploads.discardUploads).not.toHaveBeenCalled();
    expect(uploads.commitRemovals).not.toHaveBeenCalled();
  });
});
