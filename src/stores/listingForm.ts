/**
 * Saving the listing form: its photos first, then the listing (new or
 * edited), then the photos' clean-up, with the toasts the seller sees.
 */
import { messageOf } from '../lib/data/errors';
import { createListing, updateListing, type OwnListingStatus } from '../lib/data/sellerListings';
import { afterSave, type SaveAs } from '../lib/domain/listingForm';
import type { ListingFields } from '../lib/domain/listingSchema';
import type { PhotoUploadsStore } from './photoUploads';
import { toast, toastAfterNavigation } from './toasts';

/** The listing being edited; absent for a new one. */
export interface EditedListing {
  id: string;
  status: OwnListingStatus;
  images: string[];
}

export interface SaveListing {
  userId: string;
  listing: EditedListing | undefined;
  fields: ListingFields;
  status: SaveAs;
  photos: Pick<PhotoUploadsStore, 'ensureUploaded' | 'paths' | 'commitRemovals' | 'discardUploads'>;
}

export type SaveListingResult =
  /** Saved: go to `href`, where a toast says so. */
  | { outcome: 'saved'; href: string }
  /** A photo is not in the bucket: nothing was saved. */
  | { outcome: 'photos' }
  /** The save failed with `message` (a toast says so too). */
  | { outcome: 'failed'; message: string };

export async function saveListing({
  userId,
  listing,
  fields,
  status,
  photos,
}: SaveListing): Promise<SaveListingResult> {
  if (!(await photos.ensureUploaded())) return { outcome: 'photos' };
  const images = photos.paths();
  let id: string;
  try {
    if (listing) {
      id = listing.id;
      await updateListing(userId, id, fields, images, status === 'keep' ? undefined : status);
      await photos.commitRemovals().catch((error: unknown) => {
        console.error('Failed to remove photos taken off the listing', error);
      });
    } else {
      id = await createListing(userId, fields, images, status === 'active' ? 'active' : 'draft');
    }
  } catch (error) {
    if (!listing) {
      await photos.discardUploads().catch((cleanup: unknown) => {
        console.error('Failed to remove the photos of an unsaved listing', cleanup);
      });
    }
    const message = messageOf(error, 'Please try again.');
    toast({ title: 'Listing not saved', description: message, variant: 'destructive' });
    return { outcome: 'failed', message };
  }
  const saved = afterSave(status, id);
  toastAfterNavigation(saved.toast);
  return { outcome: 'saved', href: saved.href };
}
