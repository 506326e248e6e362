// The app's page (dist/index.html) for every path of the single-page app, with the domain config
// written in as `<meta name="apo-domain-config" content="{json}">` (issue 11): the login page
// shows the wholesaler's texts in its first paint instead of after a request. A meta tag, not a
// script, so the Content-Security-Policy (no inline script) holds. The page and its brotli and
// gzip forms are made once per build and config, not per request.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DOMAIN_CONFIG_META } from '../src/api/domainConfigCheck.ts';
import { DomainConfig } from '../src/api/schemas.ts';

export interface Shell {
  readonly plain: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

const escapeAttribute = (text: string) =>
  text.replace(
    /[&"'<>]/g,
    (c) => ({ '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' })[c] ?? c,
  );

/** `html` with the config's meta tag at the end of its head. */
export function withDomainConfig(html: string, config: DomainConfig): string {
  const meta = `<meta name="${DOMAIN_CONFIG_META}" content="${escapeAttribute(JSON.stringify(config))}">`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : html;
}

export function createShell(staticDir: string, loadConfig: () => Promise<unknown>) {
  const file = path.join(staticDir, 'index.html');
  let made: { key: string; shell: Shell } | null = null;

  /** The page as it is now: read fresh, so a new build is served at once. */
  return async function shell(): Promise<Shell> {
    const html = await fs.promises.readFile(file, 'utf8');
    // Only the contract's fields; without a config (not seeded, a database error) the page
    // still works: the app asks /api/domain-config as before.
    const config = await loadConfig().then(
      (value) => DomainConfig.parse(value),
      () => null,
    );
    const key = JSON.stringify([html, config]);
    if (made?.key !== key) {
      const page = Buffer.from(config ? withDomainConfig(html, config) : html);
      made = {
        key,
        shell: {
          plain: page,
          br: brotliCompressSync(page, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
          gzip: gzipSync(page, { level: 9 }),
        },
      };
    }
    return made.shell;
  };
}
