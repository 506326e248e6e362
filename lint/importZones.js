// The import zones of src/ (issue 11, docs/architecture/client.md "Layers") and the roles of the files
// of a module folder (issue 25): which may import which. A local rule rather than `no-restricted-imports` because that one matches the
// specifier's spelling and skips `import()`: this one resolves each relative specifier against
// the importing file, so it judges folders, and it sees dynamic and type-only imports too.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importVisitors } from './importVisitors.js';
import { modulePlaceOf } from './modulePlace.js';
import { MODULE_SERVER_MAY, serverZoneOf, serverZones } from './serverZones.js';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const APP = fileURLToPath(new URL('../app/', import.meta.url));

const BELOW_FEATURES = ['api', 'i18n', 'ui', 'state', 'db', 'catalogue', 'worker', 'platform'];

/**
 * Each zone (a folder of src/) and the other folders it may import, from the bottom up. A zone
 * always imports itself. The files at the top of src/ are not zoned; the roots above src/ and the
 * modules (app/) have rules of their own (APP_MAY below).
 */
export const ZONES = {
  // The contract's mutation declarations carry their German descriptions (issue 11).
  api: ['i18n'],
  // Texts only: the bottom layer.
  i18n: [],
  ui: ['api', 'i18n'],
  state: ['api'],
  db: ['api', 'i18n', 'state'],
  catalogue: ['api', 'i18n', 'ui', 'state'],
  worker: ['api', 'i18n', 'state', 'db', 'catalogue'],
  platform: ['api', 'i18n', 'ui', 'state', 'db', 'worker'],
  features: BELOW_FEATURES,
};

/**
 * Zones that may import only these packages (the API contract is shared with the server; it uses
 * Dexie's types for the client halves of mutations, never Dexie itself at run time).
 */
const PACKAGES = { api: ['zod', 'dexie'], 'module:shared': ['zod', 'dexie'] };

/**
 * src/ imports no module (issue 25): the roots above it (app/modules.ts, app/client/, app/server/)
 * list the modules and hand them to the platform's registries, and a module's online calls are
 * declared in its contract and called through endpointClient() (src/platform/endpointClient.ts).
 */

/**
 * The roots (issue 25): app/client (boot, router, file routes, the shell) stands above src/ and
 * the modules and may import any zone of src/ and a module's shared files and screens; app/server
 * (the server's boot and module lists) may import the server and the modules' server halves too.
 * Nothing below imports app/.
 */
const APP_MAY = {
  client: { modules: ['shared', 'ui', 'ui-entry'], server: false },
  server: { modules: ['shared', 'server'], server: true },
  '': { modules: ['shared'], server: false },
};

/**
 * A module's files by role: the shared ones at the top of its folder run in the browser and on
 * the server (like src/api); ui/ is browser-only (like a feature); server/ is server-only and
 * stands where the server's own module halves do (lint/serverZones.js, MODULE_SERVER_MAY).
 */
const MODULE_ROLES = {
  shared: { src: ['api', 'i18n'], modules: ['shared'], server: false },
  ui: { src: [...BELOW_FEATURES, 'features'], modules: ['shared', 'ui-entry'], server: false },
  server: { src: ['api', 'i18n'], modules: ['shared', 'server'], server: true },
  // Its file routes: the screens' glue, like app/client/routes, but without the shell.
  routes: { src: [...BELOW_FEATURES, 'features'], modules: ['shared', 'ui-entry'], server: false },
};

/** Where a file is: a zone of src/, a module's file of one role, the server, or elsewhere. */
export function placeOf(file) {
  const src = srcSegments(file);
  if (src) return { kind: 'src', zone: src[0], segments: src };
  const module = modulePlaceOf(file);
  if (module) return { kind: 'module', ...module };
  const server = serverZoneOf(file);
  if (server !== null) return { kind: 'server', zone: server };
  const app = path.relative(APP, file);
  if (!app.startsWith('..') && !path.isAbsolute(app)) {
    const segments = app.split(path.sep);
    // A file at the top of app/ (the module list) is part '': every root may import it.
    const part = segments.length > 1 ? (segments[0] ?? '') : '';
    return { kind: 'app', part, segments };
  }
  return { kind: 'other' };
}

const describe = (place) =>
  place.kind === 'module'
    ? `modules/${place.module}/${place.role === 'shared' ? '' : `${place.role}/`}`
    : place.kind === 'src'
      ? `src/${place.zone}`
      : place.kind === 'server'
        ? `server/${place.zone}`
        : place.kind === 'app'
          ? `app/${place.part}`
          : 'a file outside src/, modules/ and server/';

function checkPackage(context, node, zone, specifier) {
  const only = PACKAGES[zone];
  const name = packageName(specifier);
  if (only && !only.includes(name)) {
    context.report({
      node,
      messageId: 'package',
      data: { from: zone, name, allowed: only.join(', ') },
    });
  }
}

/** A module's file: its role says which zones of src/, which module roles and which of server/. */
function checkModule(context, from, node, specifier) {
  if (typeof specifier !== 'string') return;
  if (!specifier.startsWith('.')) {
    if (from.role === 'shared') checkPackage(context, node, 'module:shared', specifier);
    return;
  }
  const rules = MODULE_ROLES[from.role];
  const target = placeOf(path.resolve(path.dirname(context.filename), specifier));
  let ok = false;
  if (target.kind === 'src') {
    ok =
      rules.src.includes(target.zone) && (target.zone !== 'features' || isEntry(target.segments));
  } else if (target.kind === 'module') {
    // Its own folder: the shared files and those of its own role (its routes: its screens too).
    if (target.module === from.module) {
      ok =
        target.role === 'shared' ||
        target.role === from.role ||
        (from.role === 'routes' && target.role === 'ui');
    } else
      ok = rules.modules.includes(target.role === 'ui' && target.entry ? 'ui-entry' : target.role);
  } else if (target.kind === 'server') {
    ok = rules.server && MODULE_SERVER_MAY.includes(target.zone);
  }
  if (!ok) {
    context.report({
      node,
      messageId: 'module',
      data: { from: describe(from), to: describe(target) },
    });
  }
}

/** A root's file (app/): what APP_MAY allows; the browser's roots never reach the server. */
function checkApp(context, from, node, specifier) {
  if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
  const rules = APP_MAY[from.part] ?? APP_MAY[''];
  const target = placeOf(path.resolve(path.dirname(context.filename), specifier));
  let ok = target.kind === 'app' || target.kind === 'other';
  if (target.kind === 'src') ok = true;
  else if (target.kind === 'server') ok = rules.server;
  else if (target.kind === 'module') {
    ok = rules.modules.includes(target.role === 'ui' && target.entry ? 'ui-entry' : target.role);
  }
  if (target.kind === 'app' && target.part !== from.part && target.part !== '') ok = false;
  // The shell is below the routes: they, and the route tree made of them, import the shell.
  if (target.kind === 'app' && from.segments[1] === 'shell') {
    const below = target.segments[1];
    if (below === 'routes' || /^routeTree\.gen(\.ts)?$/.test(below ?? '')) ok = false;
  }
  if (!ok) {
    context.report({
      node,
      messageId: 'module',
      data: { from: describe(from), to: describe(target) },
    });
  }
}

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The path below src/ as segments, without the extension of a file at the top of src/. */
function srcSegments(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const segments = relative.split(path.sep);
  if (segments.length === 1) segments[0] = segments[0].replace(/\.(tsx?|jsx?)$/, '');
  return segments;
}

const isEntry = (segments) =>
  segments.length === 2 || (segments.length === 3 && /^index(\.tsx?)?$/.test(segments[2]));

/** @type {import('eslint').Rule.RuleModule} */
const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports between the folders of src/ in the allowed directions.' },
    schema: [],
    messages: {
      zone: "src/{{from}} may not import src/{{to}} (allowed: {{allowed}}); see docs/architecture/client.md 'Layers'.",
      outside: 'src/{{from}} may not import files outside src/.',
      module:
        "{{from}} may not import {{to}}; see docs/architecture/modules.md 'Module folders' (shared files, ui/, server/).",
      package: "src/{{from}} may import only {{allowed}}, not '{{name}}'.",
      feature:
        'Import the feature {{to}} through its public entry, src/features/{{to}}/index.ts, not its files.',
    },
  },
  create(context) {
    const place = placeOf(context.filename);
    if (place.kind === 'module') {
      return importVisitors((node, specifier) => checkModule(context, place, node, specifier));
    }
    if (place.kind === 'app') {
      return importVisitors((node, specifier) => checkApp(context, place, node, specifier));
    }
    const from = place.kind === 'src' ? place.segments : null;
    const zone = from?.[0];
    if (!from || !zone || !Object.hasOwn(ZONES, zone)) return {};
    const allowed = ZONES[zone];

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      if (!specifier.startsWith('.')) {
        checkPackage(context, node, zone, specifier);
        return;
      }
      const resolved = path.resolve(path.dirname(context.filename), specifier);
      const target = placeOf(resolved);
      if (target.kind === 'module') {
        context.report({
          node,
          messageId: 'module',
          data: { from: `src/${zone}`, to: describe(target) },
        });
        return;
      }
      const to = target.kind === 'src' ? target.segments : null;
      if (!to) {
        context.report({ node, messageId: 'outside', data: { from: zone } });
        return;
      }
      const toZone = to[0];
      if (toZone === zone) {
        if (zone === 'features' && to[1] !== from[1] && !isEntry(to)) {
          context.report({ node, messageId: 'feature', data: { to: to[1] } });
        }
        return;
      }
      if (!allowed.includes(toZone)) {
        const list = allowed.length > 0 ? allowed.join(', ') : 'nothing outside itself';
        context.report({
          node,
          messageId: 'zone',
          data: { from: zone, to: toZone, allowed: list },
        });
      }
    }

    return importVisitors(check);
  },
};

export const boundaries = { rules: { 'import-zones': importZones, 'server-zones': serverZones } };
