/**
 * Uploads the demo listings' photos: every path in vehicles.images that names
 * a demo photo recipe (scripts/demoPhotos.ts) and is not in the
 * vehicle-images bucket yet is rendered and uploaded through the Storage API,
 * as the sell form uploads (service role: the seed's sellers never signed in),
 * and its dominant colour kept in photo_colors, as /api/photos keeps it.
 * Idempotent. `npm start` and the test servers run it after the stack starts
 * (scripts/with-stack.ts); against a hosted project after `supabase db reset`:
 *
 *   SUPABASE_URL=… SUPABASE_SERVICE_ROLE_KEY=… npm run db:seed-photos
 */
import { dominantColor } from '../../netlify/functions/_shared/photoColors.ts';
import { parseDemoPhotoPath, renderDemoPhoto } from '../demoPhotos.ts';

const BUCKET = 'vehicle-images';

export interface SeedPhotosResult {
  uploaded: number;
  present: number;
}

function objectPath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

export async function seedPhotos(url: string, serviceRoleKey: string): Promise<SeedPhotosResult> {
  const auth = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` };
  const rows = await fetch(`${url}/rest/v1/vehicles?select=images&images=neq.%7B%7D`, { headers: auth });
  if (!rows.ok) throw new Error(`Reading the listings' photos failed: ${String(rows.status)} ${await rows.text()}`);
  const paths = [...new Set(((await rows.json()) as { images: string[] }[]).flatMap((row) => row.images))];
  const colored = await fetch(`${url}/rest/v1/photo_colors?select=path`, { headers: auth });
  if (!colored.ok)
    throw new Error(`Reading the photo colours failed: ${String(colored.status)} ${await colored.text()}`);
  const withColor = new Set(((await colored.json()) as { path: string }[]).map((row) => row.path));
  const storeColor = async (path: string, bytes: Uint8Array) => {
    const answer = await fetch(`${url}/rest/v1/photo_colors`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', prefer: 'resolution=merge-duplicates' },
      body: JSON.stringify({ path, color: await dominantColor(bytes) }),
    });
    if (!answer.ok)
      throw new Error(`Storing the colour of ${path} failed: ${String(answer.status)} ${await answer.text()}`);
  };
  let uploaded = 0;
  let present = 0;
  // Two at a time: rendering is CPU work and the machine is shared.
  const queue = paths.filter((path) => parseDemoPhotoPath(path) !== null);
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const recipe = parseDemoPhotoPath(path);
      if (!recipe) continue;
      const head = await fetch(`${url}/storage/v1/object/public/${BUCKET}/${objectPath(path)}`, { method: 'HEAD' });
      if (head.ok) {
        present += 1;
        if (!withColor.has(path)) await storeColor(path, await renderDemoPhoto(recipe));
        continue;
      }
      const photo = await renderDemoPhoto(recipe);
      const answer = await fetch(`${url}/storage/v1/object/${BUCKET}/${objectPath(path)}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'image/jpeg', 'cache-control': 'max-age=31536000', 'x-upsert': 'true' },
        body: new Uint8Array(photo),
      });
      if (!answer.ok) throw new Error(`Uploading ${path} failed: ${String(answer.status)} ${await answer.text()}`);
      await storeColor(path, new Uint8Array(photo));
      uploaded += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  return { uploaded, present };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key) {
    console.error('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.');
    process.exit(2);
  }
  const result = await seedPhotos(url, key);
  console.log(`Demo photos: ${String(result.uploaded)} uploaded, ${String(result.present)} already there.`);
}
