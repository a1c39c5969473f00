/**
 * /.netlify/images as Netlify Image CDN answers it, for the production-like
 * benchmark server (bench/productionServer.ts): the source fetched from an
 * allowed origin, resized (w, h, fit=cover|contain), and without `fm`
 * encoded as AVIF or WebP when the browser's Accept header takes them, else
 * JPEG (docs/photos.md). Results are kept in memory as the CDN caches them,
 * so only a page's first visit pays for encoding. `netlify serve` answers
 * the same URLs locally but always in the source's format.
 */
import sharp from 'sharp';

export interface ImageAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

type Format = 'avif' | 'webp' | 'jpeg' | 'png';

/** The format Netlify picks for a request without `fm`. */
export function negotiatedFormat(accept: string, requested: string | null): Format {
  if (requested === 'avif' || requested === 'webp' || requested === 'png') return requested;
  if (requested === 'jpg' || requested === 'jpeg') return 'jpeg';
  if (accept.includes('image/avif')) return 'avif';
  if (accept.includes('image/webp')) return 'webp';
  return 'jpeg';
}

export function createImageCdn(allowed: (source: URL) => boolean) {
  const cache = new Map<string, Promise<ImageAnswer>>();
  const sources = new Map<string, Promise<Buffer>>();

  const transform = async (params: URLSearchParams, format: Format): Promise<ImageAnswer> => {
    const source = new URL(params.get('url') ?? '');
    if (!allowed(source)) return { status: 403, headers: {}, body: Buffer.from('Forbidden') };
    let original = sources.get(source.href);
    if (!original) {
      original = fetch(source).then(async (answer) => {
        if (!answer.ok) throw new Error(`${source.href} answered ${String(answer.status)}`);
        return Buffer.from(await answer.arrayBuffer());
      });
      sources.set(source.href, original);
    }
    const width = Number(params.get('w')) || undefined;
    const height = Number(params.get('h')) || undefined;
    const quality = Number(params.get('q')) || 75;
    const fit = params.get('fit') === 'cover' ? 'cover' : 'inside';
    let image = sharp(await original)
      .rotate()
      .resize({ width, height, fit, withoutEnlargement: true });
    image =
      format === 'avif'
        ? image.avif({ quality: Math.round(quality * 0.75), effort: 4 })
        : format === 'webp'
          ? image.webp({ quality })
          : format === 'png'
            ? image.png()
            : image.jpeg({ quality, mozjpeg: true });
    return {
      status: 200,
      headers: {
        'content-type': `image/${format}`,
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept',
      },
      body: await image.toBuffer(),
    };
  };

  return (url: URL, accept: string): Promise<ImageAnswer> => {
    const format = negotiatedFormat(accept, url.searchParams.get('fm'));
    const key = `${format}:${url.search}`;
    let answer = cache.get(key);
    if (!answer) {
      answer = transform(url.searchParams, format).catch((error: unknown) => {
        cache.delete(key);
        return { status: 502, headers: {}, body: Buffer.from(String(error)) };
      });
      cache.set(key, answer);
    }
    return answer;
  };
}
