// The derivation behind the /login size check in `npm test` (scripts/loginBundle.ts): which
// files of a build /login loads, from index.html and the Vite manifest.
import { describe, expect, it } from 'vitest';
import { htmlScripts, loginScripts, routeFiles, type Manifest } from '../../scripts/loginBundle';

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
<link rel="stylesheet" href="/assets/index-1.css">
</head><body></body></html>`;

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: [
      'app/client/routes/_public.tsx?tsr-split=component',
      'app/client/routes/_public/login.tsx?tsr-split=component',
      'app/client/routes/_main.tsx?tsr-split=component',
      'app/client/shell/dataRuntime.ts',
      '../../@vite-plugin-pwa/virtual:pwa-register',
    ],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_form-1.js': { file: 'assets/form-1.js', imports: ['_react-1.js'] },
  'app/client/routes/_public.tsx?tsr-split=component': { file: 'assets/_public-1.js' },
  'app/client/routes/_public/login.tsx?tsr-split=component': {
    file: 'assets/login-1.js',
    imports: ['_form-1.js'],
  },
  'app/client/routes/_main.tsx?tsr-split=component': { file: 'assets/_main-1.js' },
  'app/client/shell/dataRuntime.ts': {
    file: 'assets/dataRuntime-1.js',
    assets: ['assets/sync.worker-1.js'],
  },
  '../../@vite-plugin-pwa/virtual:pwa-register': {
    file: 'assets/pwa-1.js',
    dynamicImports: ['workbox-window'],
  },
  'workbox-window': { file: 'assets/workbox-1.js' },
};

describe('what /login loads', () => {
  it('reads module scripts and preloads from index.html, not styles', () => {
    expect(htmlScripts(html)).toEqual(['assets/index-1.js', 'assets/react-1.js']);
  });

  it('walks from the root route to the login route', () => {
    expect(routeFiles('/_public/login')).toEqual([
      'app/client/routes/__root.tsx',
      'app/client/routes/_public.tsx',
      'app/client/routes/_public/login.tsx',
    ]);
  });

  it('takes the entry, the login route chunks and the service worker registration', () => {
    expect(loginScripts(manifest, html, () => '')).toEqual([
      'assets/_public-1.js',
      'assets/form-1.js',
      'assets/index-1.js',
      'assets/login-1.js',
      'assets/pwa-1.js',
      'assets/react-1.js',
      'assets/workbox-1.js',
    ]);
  });

  it('counts a worker a loaded chunk starts, by its manifest asset or its URL in the code', () => {
    const eager: Manifest = {
      ...manifest,
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_react-1.js', 'app/client/shell/dataRuntime.ts'],
      },
    };
    expect(loginScripts(eager, html, () => '')).toContain('assets/sync.worker-1.js');
    const code = 'new Worker(new URL(`/assets/other.worker-2.js`,``+import.meta.url))';
    const found = loginScripts(manifest, html, (file) =>
      file === 'assets/index-1.js' ? code : '',
    );
    expect(found).toContain('assets/other.worker-2.js');
  });
});
