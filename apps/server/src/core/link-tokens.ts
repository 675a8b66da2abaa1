import { createHash, randomBytes } from 'node:crypto';

/**
 * A link a person opens without signing in (a passenger's rating or shared trip): its token is
 * 256 random bits, as URL-safe text (43 characters).
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/**
 * What is stored of a token: its SHA-256. The token is random and long, so a fast hash is
 * enough (no guessing list to slow down), and a leaked table gives no working link.
 */
export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
