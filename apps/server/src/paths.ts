import { fileURLToPath } from 'node:url';

// This file sits one folder below the server package (src/), exactly as the bundle does (dist/),
// so the same relative URL finds the package root in development and in production.
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
