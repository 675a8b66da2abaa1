import sharp from 'sharp';
import { AppError } from '../errors.js';

/** Refused before decoding: a 50-megapixel phone photo fits, a decompression bomb does not. */
const MAX_IMAGE_PIXELS = 50_000_000;
const MAX_IMAGE_SIDE = 12_000;
/** What is kept: an A4 scan at 300 dpi (3508 × 2480) or a 12-megapixel photo fits unscaled. */
const STORED_MAX_SIDE = 4096;

// An upload is decoded once; libvips' operation cache would only hold its pixels afterwards.
sharp.cache(false);

// One image is decoded at a time, so uploads arriving together cost one image's memory, not one
// each: a 50-megapixel interlaced PNG of 700 KB takes about 150 MB while it is decoded.
let decoding: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = decoding.then(work, work);
  decoding = run.catch(() => undefined);
  return run;
}

type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const unreadable = () =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'The image could not be read: upload a complete JPEG, PNG or WebP picture',
  );

/**
 * Decodes the whole image and encodes it again in its own format, upright and at most
 * STORED_MAX_SIDE on a side. What is kept is only what the encoder wrote: no EXIF (a phone
 * photo's location), no trailing bytes (HTML after a JPEG header), nothing the decoder skipped.
 * Truncated or corrupt pixel data is refused, and so is an image too large to decode safely,
 * from its header alone.
 */
export async function cleanImage(bytes: Buffer, type: ImageType): Promise<Buffer> {
  // The header alone, to say why a large image is refused (sharp would only say "too large").
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!width || !height) throw unreadable();
  if (width * height > MAX_IMAGE_PIXELS || Math.max(width, height) > MAX_IMAGE_SIDE) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The image is ${width} × ${height} pixels: upload one of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels and ${MAX_IMAGE_SIDE} pixels on a side`,
    );
  }
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize(STORED_MAX_SIDE, STORED_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  const encoded =
    type === 'image/jpeg'
      ? image.jpeg({ quality: 85 })
      : type === 'image/png'
        ? image.png()
        : image.webp({ quality: 85 });
  return oneAtATime(() => encoded.toBuffer()).catch(() => {
    throw unreadable();
  });
}
