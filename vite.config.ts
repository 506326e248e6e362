import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compressAssets } from './scripts/vite-compress';
import { markShell } from './scripts/swShell';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  define: {
    // APP_BUILD names a build apart from the package version (the update e2e test builds two).
    __APP_VERSION__: JSON.stringify(
      process.env.APP_BUILD ? `${pkg.version}+${process.env.APP_BUILD}` : pkg.version,
    ),
  },
  plugins: [
    // The router plugin must run before the React plugin so split route chunks get transformed.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './app/client/routes',
      generatedRouteTree: './app/client/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      // app/client/shell/serviceWorker.ts registers it itself (production only, when the app is stable).
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The start page's files install first, the rest right after (src/sw.ts).
        manifestTransforms: [markShell('dist')],
      },
      manifest: {
        name: 'Alpenpharm Kundenportal',
        short_name: 'Alpenpharm',
        description: 'Bestellportal der Alpenpharm Großhandel GmbH',
        lang: 'de',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0f5e4b',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      devOptions: { enabled: false },
    }),
    compressAssets(),
  ],
  build: {
    // dist/.vite/manifest.json: scripts/loginBundle.ts derives what /login loads from it.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: false },
    },
  },
});
