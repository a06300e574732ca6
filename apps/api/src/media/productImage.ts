import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { IMAGE_MIME_TYPE, PRODUCT_IMAGE_ROUTE } from '@salon/domain';
import { WEBP_QUALITY } from './library';

/**
 * Product pictures are drawn on request from the product's own data, so the seed needs no image
 * files and no external hosts. The seed stores them as WebP (`{id}.webp`, with `?w=` widths like
 * the media library's), the kind of file a real catalogue's photographs are: an SVG in an `<img>`
 * is a document of its own to the browser, and a page of product cards spent about a tenth of a
 * second of a phone's main thread on them (decision 0064). `{id}.svg` still answers, for
 * databases seeded before.
 */
export const PRODUCT_IMAGE_MIME_TYPE = IMAGE_MIME_TYPE.WEBP;

export const productImagePath = (productId: number): string => `${PRODUCT_IMAGE_ROUTE}/${productId}.webp`;

/** Width and height of a drawn picture, and the widest WebP served (never enlarged). */
export const PRODUCT_IMAGE_SIZE = 600;
/** libvips' effort 2 of 6: half the encoding time of the default for a tenth more bytes (3.6 kB at 480 px). */
const WEBP_EFFORT = 2;
/** Encoded pictures kept in memory (about 5 kB each); a drawing is the same until its product changes. */
const KEPT_PICTURES_BYTES = 32 * 1024 * 1024;
const keptPictures = new LRUCache<string, Buffer>({ maxSize: KEPT_PICTURES_BYTES, sizeCalculation: (bytes) => bytes.length });
const HUE_STEPS = 360;
/** Golden-angle hue spacing gives neighbouring brands clearly different colours. */
const GOLDEN_ANGLE_DEGREES = 137.508;
const MAX_LABEL_CHARS = 32;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderProductSvg(input: { brandId: number; brandName: string; productName: string }): string {
  const hue = Math.round((input.brandId * GOLDEN_ANGLE_DEGREES) % HUE_STEPS);
  const label = input.productName.length > MAX_LABEL_CHARS ? `${input.productName.slice(0, MAX_LABEL_CHARS - 1)}…` : input.productName;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_IMAGE_SIZE}" height="${PRODUCT_IMAGE_SIZE}" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(input.productName)}">
<rect width="600" height="600" fill="hsl(${hue} 35% 94%)"/>
<rect x="220" y="110" width="160" height="300" rx="28" fill="hsl(${hue} 45% 45%)"/>
<rect x="255" y="70" width="90" height="50" rx="10" fill="hsl(${hue} 30% 25%)"/>
<rect x="240" y="210" width="120" height="110" rx="8" fill="hsl(${hue} 35% 92%)"/>
<text x="300" y="470" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="hsl(${hue} 30% 20%)">${escapeXml(input.brandName)}</text>
<text x="300" y="515" font-family="sans-serif" font-size="22" text-anchor="middle" fill="hsl(${hue} 20% 30%)">${escapeXml(label)}</text>
</svg>`;
}

/**
 * At most this many drawings are encoded at once. Anyone may ask for any product's picture at any
 * width and language, and each encoding holds one of libuv's four threads for about 16 ms: without
 * a cap, a burst of distinct addresses would take the threads that file reads and password hashing
 * share. Asks beyond the cap wait their turn.
 */
export const MAX_PARALLEL_ENCODES = 2;

/**
 * Runs `encode` for a key at most `maxParallel` at a time, keeps each result in `kept`, and lets
 * simultaneous asks for one key share one run.
 */
export function createKeptEncoder(kept: { get(key: string): Buffer | undefined; set(key: string, bytes: Buffer): unknown }, maxParallel: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const inFlight = new Map<string, Promise<Buffer>>();
  const inSlot = async (work: () => Promise<Buffer>) => {
    if (running >= maxParallel) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
  return (key: string, encode: () => Promise<Buffer>): Promise<Buffer> => {
    const bytes = kept.get(key);
    if (bytes) return Promise.resolve(bytes);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = inSlot(encode)
        .then((encoded) => {
          kept.set(key, encoded);
          return encoded;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}

const keptEncoding = createKeptEncoder(keptPictures, MAX_PARALLEL_ENCODES);

/** The drawing as WebP, `width` pixels wide (at most PRODUCT_IMAGE_SIZE), encoded once and kept. */
export function productPictureWebp(svg: string, width: number): Promise<Buffer> {
  const size = Math.min(width, PRODUCT_IMAGE_SIZE);
  return keptEncoding(`${size}:${svg}`, () => sharp(Buffer.from(svg)).resize({ width: size }).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer());
}
