import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compressBeside } from './precompress';
import { pwa } from './pwa.config';
import { shellChunk } from './shell-chunk';

// The API server (apps/server) listens on 8080 in development; the browser only ever talks to
// the Vite origin, so cookies, CORS and WebSocket URLs behave as they do in production, where
// the server serves this build itself.
const apiOrigin = 'http://127.0.0.1:8080';

// React Router's package exports point at its development build only (upstream issue #12532),
// so production bundles carried its developer warnings, console output included. The production
// build it ships beside it differs only in leaving them out.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Compresses each text file of the build once (precompress.ts). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'raahi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files) {
        if (file.startsWith('.vite') || !/\.(js|css|html|svg|json|webmanifest)$/.test(file))
          continue;
        compressBeside(path.join(outDir, file));
      }
    },
  };
}

const signedIn = shellChunk(import.meta.dirname);
/** How many screens share a module before it goes in a chunk they all load (common, schemas). */
const SHARED_BY = 30;

export default defineConfig(({ command }) => ({
  plugins: [
    signedIn.plugin,
    react(),
    precompress(),
    pwa(path.resolve(import.meta.dirname, 'dist')),
  ],
  resolve: {
    // react-i18next imports the pre-React-18 shim of useSyncExternalStore, fallback included; the
    // package's main entry is React's own hook, which is what the shim returns on React 19.
    alias: [
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/ws': { target: apiOrigin, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // dist/.vite/manifest.json: the bundle-budget test walks it to weigh what each page loads.
    manifest: true,
    // Every browser the app supports preloads modules itself (<link rel="modulepreload">:
    // Chrome and Edge 66, Firefox 115, Safari 17); Vite's stand-in for older ones ran on every
    // page for nothing (0.3 KB gzip off the landing page).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // Emotion imports hoist-non-react-statics only for withTheme, which we never use, but
        // the package does not declare itself side-effect free, so it (and an old react-is)
        // stayed on every page: 1 KB gzip.
        moduleSideEffects: [
          { test: /node_modules\/hoist-non-react-statics\//, sideEffects: false },
        ],
      },
      output: {
        // The entry names every chunk its lazy screens preload, so every chunk is named by its
        // hash alone, seven characters of it (the least Rolldown allows for this many): names
        // do not compress. Hashed shared chunks took 0.7 KB gzip off every first load; screens
        // named by their hash too took the landing page back under its 150 KB when
        // Notifications, Tasks and Chat added theirs. The manifest still maps each to its source.
        chunkFileNames: 'assets/[hash:7].js',
        codeSplitting: {
          // Everything the entry imports statically is downloaded by every page anyway. Left to
          // itself Rolldown spreads it over a dozen chunks shared with the lazy screens; one chunk
          // saves their import/export glue and compresses better (5 KB gzip off the first load).
          // What thirty or more screens share (zod, MUI's common parts, TanStack Query, the API
          // client) in one chunk too: left to itself Rolldown cut it into dozens of chunks, many
          // of a few hundred bytes, one per set of screens sharing them, and a phone paid a
          // request for each (docs/performance.md, session 27).
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            { ...signedIn.schemasGroup(SHARED_BY), priority: 1.5 },
            { name: 'common', minShareCount: SHARED_BY, priority: 1 },
            signedIn.group,
          ],
        },
      },
    },
  },
}));
