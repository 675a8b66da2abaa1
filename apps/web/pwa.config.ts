import fs from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import { VitePWA } from 'vite-plugin-pwa';

/** Spec: the brand colour, as the MUI theme's primary (apps/web/src/lib/theme.ts). */
const THEME_COLOUR = '#800080';

/**
 * The modules a driver's phone needs with no network: the shell, the sign-in, and the screens a
 * driver has (dashboard, duties and slip, chat, notifications, profile). Other roles' screens
 * (the map, grids, charts) stay on the network: a driver's phone should not download them.
 */
const DRIVER_MODULES = [
  'index.html',
  'src/locales/en.json',
  'src/app/layout/app-shell.tsx',
  'src/app/layout/password-gate.tsx',
  'src/app/routes/not-found.tsx',
  'src/app/routes/sign-in-page.tsx',
  'src/app/routes/dashboard/driver-dashboard-page.tsx',
  'src/app/routes/duties/duties-page.tsx',
  // Accept, start, complete: a chunk of its own, loaded after the drawer is drawn.
  'src/features/duties/components/move-dialog.tsx',
  'src/app/routes/duties/duty-slip-page.tsx',
  'src/app/routes/chat/chat-page.tsx',
  'src/app/routes/notifications/notifications-page.tsx',
  'src/app/routes/profile/profile-page.tsx',
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

/** Every file the driver's modules load, following static imports through Vite's manifest. */
function driverFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    chunk.imports?.forEach(visit);
  };
  DRIVER_MODULES.forEach(visit);
  return files;
}

/** Keeps in the precache the driver's files and the files outside assets/ (icons, logo). */
function driverShellOnly(outDir: string): ManifestTransform {
  return (entries) => {
    const files = driverFiles(outDir);
    return {
      manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || files.has(entry.url)),
      warnings: [],
    };
  };
}

/**
 * The installable app: a web app manifest and the service worker in src/service-worker (which
 * also shows web push, so one worker owns the scope). The page registers it itself
 * (lib/service-worker.ts), with a "Reload to update" prompt.
 */
export function pwa(outDir: string) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    // Built before the precompress plugin runs, so sw.js gets its .br and .gz too.
    integration: { closeBundleOrder: 'pre' },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg}'],
      globIgnores: ['.vite/**', 'sw.js'],
      manifestTransforms: [driverShellOnly(outDir)],
    },
    manifest: {
      name: 'Raahi',
      short_name: 'Raahi',
      description: 'Fleet and vehicle-rental management for India: duties, drivers and vehicles.',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: THEME_COLOUR,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/raahi-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/raahi-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/raahi-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
  });
}
