import sharp from 'sharp';

/** A logo is printed about 5 cm wide: this many pixels is sharp at print resolution. */
const LOGO_WIDTH = 600;
const LOGO_HEIGHT = 240;

/**
 * A logo as invoices print it: PNG (PDF documents take PNG and JPEG, not WebP), at most
 * LOGO_WIDTH × LOGO_HEIGHT, transparency kept. The upload was already decoded and cleaned.
 */
export async function fitLogo(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(LOGO_WIDTH, LOGO_HEIGHT, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}
