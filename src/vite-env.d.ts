/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

/** The package.json version, injected at build time (vite.config.ts `define`). */
declare const __APP_VERSION__: string;
