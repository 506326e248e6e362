// The import zones of server/ (issue 25, docs/architecture/server.md "Server layers"): which folder or
// top file of server/ may import which, so no import runs back up and no circle forms. Judged like
// src/'s zones (lint/importZones.js): each relative specifier resolved against the importing file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importVisitors } from './importVisitors.js';
import { modulePlaceOf } from './modulePlace.js';

const SERVER = fileURLToPath(new URL('../server/', import.meta.url));
const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Infrastructure: the database, the configuration, errors and the log's redaction. */
const INFRA = ['db', 'config', 'errors', 'logRedaction', 'shell'];
/** Everything the routes stand on. */
const BELOW_ROUTES = [
  ...INFRA,
  'services',
  'plugins',
  'realtime',
  'sync',
  'deps',
  'modules',
  'seed',
  'syncEngine',
  'serverModules',
];

/**
 * Each zone (a folder of server/, or a file at its top without `.ts`) and the other zones it may
 * import, from the bottom up. A zone always imports itself.
 */
export const SERVER_ZONES = {
  db: [],
  errors: [],
  logRedaction: [],
  // The HTML shell's template: app.ts serves it.
  shell: [],
  config: ['db'],
  // Domain services over the database: sessions, mail, push, PDFs, conditions, registrations.
  services: INFRA,
  // Fastify plugins: error handling, security headers, the access guard (which reads sessions).
  plugins: [...INFRA, 'services', 'serverModules'],
  realtime: [...INFRA, 'services'],
  // The sync core that the module halves are written against: transactions' context,
  // rejections, locks and cursors, visibility, a pull session.
  sync: [...INFRA, 'services', 'realtime'],
  // What buildServer receives and hands to each route (ServerDeps).
  deps: [...INFRA, 'services', 'realtime'],
  // The modules' server halves (loaders and mutations).
  modules: [...INFRA, 'services', 'realtime', 'sync'],
  // The registry of the modules' server parts (sync half, tables, routes, seeds), which the server
  // root app/server/modules.ts fills: the platform reads the modules through it, never directly.
  serverModules: [...INFRA, 'services', 'sync', 'deps'],
  // The demo data; never imported by what runs in production below the entry points.
  seed: [...INFRA, 'services', 'realtime', 'sync', 'serverModules'],
  // The registry of the module halves, pull, push, convergence, and the server's own pushes.
  syncEngine: [...INFRA, 'services', 'realtime', 'sync', 'serverModules'],
  routes: BELOW_ROUTES,
  app: [...BELOW_ROUTES, 'routes', 'serverModules'],
  // The admin command line's commands and its entry point (the server's own is app/server/main.ts).
  admin: [...INFRA, 'services', 'realtime', 'sync', 'modules', 'seed'],
  adminCli: [...INFRA, 'services', 'admin'],
};

/**
 * What a module folder's server half (modules/<name>/server/, issue 25) may import of server/:
 * it stands where server/modules/ does, plus what a module's own routes need (deps, plugins) and
 * the seed helpers its demo data uses (server/seed/random.ts, austria.ts).
 */
export const MODULE_SERVER_MAY = [
  ...INFRA,
  'services',
  'plugins',
  'realtime',
  'sync',
  'deps',
  'modules',
  'seed',
  'serverModules',
  // The automatic sending orders through the push's own path (runMutation).
  'syncEngine',
];

/** The zone of a file of server/, else null. */
export const serverZoneOf = (file) => zoneOf(SERVER, file);

/** The folders of src/ that the server may use: the API contract and the German texts. */
const SRC_SHARED = ['api', 'i18n'];

/** The zone of a file below `root` (its first folder, or its name without extension), else null. */
function zoneOf(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first = ''] = relative.split(path.sep);
  return relative.includes(path.sep) ? first : first.replace(/\.(tsx?|jsx?)$/, '');
}

/** @type {import('eslint').Rule.RuleModule} */
export const serverZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports between the parts of server/ in the allowed directions.' },
    schema: [],
    messages: {
      zone: "server/{{from}} may not import server/{{to}} (allowed: {{allowed}}); see docs/architecture/server.md 'Server layers'.",
      unzoned:
        "server/{{from}} is in no zone: add it to SERVER_ZONES in lint/serverZones.js (docs/architecture/server.md 'Server layers').",
      src: 'server/ may import only src/{{allowed}} (the shared contract and texts), not src/{{to}}.',
      outside: 'server/ may not import files outside server/, src/ and modules/.',
      module:
        "server/{{from}} may not import a module's {{role}} files (a module's server half: only where server/modules may be imported).",
    },
  },
  create(context) {
    const zone = zoneOf(SERVER, context.filename);
    if (zone === null) return {};
    const allowed = Object.hasOwn(SERVER_ZONES, zone) ? SERVER_ZONES[zone] : null;
    let reportedUnzoned = false;

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), specifier);
      const to = zoneOf(SERVER, target);
      const role = to === null ? (modulePlaceOf(target)?.role ?? null) : null;
      if (role !== null) {
        // A module's shared files are like src/api; its server half sits where server/modules/ does.
        const ok =
          role === 'shared' ||
          (role === 'server' && (zone === 'modules' || (allowed ?? []).includes('modules')));
        if (!ok) context.report({ node, messageId: 'module', data: { from: zone, role } });
        return;
      }
      if (to === null) {
        const srcZone = zoneOf(SRC, target);
        if (srcZone === null) context.report({ node, messageId: 'outside' });
        else if (!SRC_SHARED.includes(srcZone)) {
          context.report({
            node,
            messageId: 'src',
            data: { to: srcZone, allowed: SRC_SHARED.join(', src/') },
          });
        }
        return;
      }
      if (to === zone) return;
      if (allowed === null) {
        // Once per file: a new folder or top file must be placed before its imports are judged.
        if (!reportedUnzoned) context.report({ node, messageId: 'unzoned', data: { from: zone } });
        reportedUnzoned = true;
        return;
      }
      if (!allowed.includes(to)) {
        const list = allowed.length > 0 ? allowed.join(', ') : 'nothing outside itself';
        context.report({ node, messageId: 'zone', data: { from: zone, to, allowed: list } });
      }
    }

    return importVisitors(check);
  },
};
