import { createHash, randomBytes } from 'node:crypto';

/** A link's token: 256 random bits, as URL-safe text (43 characters). */
export const newRatingToken = () => randomBytes(32).toString('base64url');

/**
 * What is stored of a token: its SHA-256. The token is random and long, so a fast hash is
 * enough (no guessing list to slow down), and a leaked table gives no working link.
 */
export const ratingTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
