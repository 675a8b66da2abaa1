import fs from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes a .br and a .gz beside a text file of the build, which the server sends to browsers that
 * accept them (@fastify/static's preCompressed): compressed once, at the highest settings,
 * instead of on every request or not at all. Files under 1 KB go as they are.
 */
export function compressBeside(file: string): void {
  const content = fs.readFileSync(file);
  if (content.length < 1024) return;
  fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
}
