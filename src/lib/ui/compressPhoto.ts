/**
 * Shrinks a photo in the browser before it is uploaded: the longest edge to
 * 1600 px, re-encoded as WebP (JPEG where the browser cannot write WebP).
 */
import { MAX_EDGE_PX, PHOTO_QUALITY, fitWithin } from '../domain/photos';

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => {
    canvas.toBlob(resolve, type, PHOTO_QUALITY);
  });
}

/** The compressed photo; rejects when the file cannot be decoded as an image. */
export async function compressPhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error('could not be read as an image');
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, MAX_EDGE_PX);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('could not be processed in this browser');
    context.drawImage(bitmap, 0, 0, width, height);
    const webp = await toBlob(canvas, 'image/webp');
    if (webp?.type === 'image/webp') return webp;
    const jpeg = await toBlob(canvas, 'image/jpeg');
    if (!jpeg) throw new Error('could not be processed in this browser');
    return jpeg;
  } finally {
    bitmap.close();
  }
}
