// The import zones of src/ (issue 11, docs/ARCHITECTURE.md "Layers"): which folder may import
// which. A local rule rather than `no-restricted-imports` because that one matches the
// specifier's spelling and skips `import()`: this one resolves each relative specifier against
// the importing file, so it judges folders, and it sees dynamic and type-only imports too.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importVisitors } from './importVisitors.js';
import { serverZones } from './serverZones.js';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

const BELOW_FEATURES = ['api', 'i18n', 'ui', 'state', 'db', 'catalogue', 'worker', 'platform'];

/**
 * Each zone (a folder of src/) and the other folders it may import, from the bottom up. A zone
 * always imports itself; src/routes and the files at the top of src/ are not zoned.
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
  // The shell. Not routes/ nor routeTree.gen: those import the shell.
  app: [...BELOW_FEATURES, 'features'],
};

/**
 * Zones that may import only these packages (the API contract is shared with the server; it uses
 * Dexie's types for the client halves of mutations, never Dexie itself at run time).
 */
const PACKAGES = { api: ['zod', 'dexie'] };

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
      zone: "src/{{from}} may not import src/{{to}} (allowed: {{allowed}}); see docs/ARCHITECTURE.md 'Layers'.",
      outside: 'src/{{from}} may not import files outside src/.',
      package: "src/{{from}} may import only {{allowed}}, not '{{name}}'.",
      feature:
        'Import the feature {{to}} through its public entry, src/features/{{to}}/index.ts, not its files.',
    },
  },
  create(context) {
    const from = srcSegments(context.filename);
    const zone = from?.[0];
    if (!from || !zone || !Object.hasOwn(ZONES, zone)) return {};
    const allowed = ZONES[zone];

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      if (!specifier.startsWith('.')) {
        const only = PACKAGES[zone];
        const name = packageName(specifier);
        if (only && !only.includes(name)) {
          context.report({
            node,
            messageId: 'package',
            data: { from: zone, name, allowed: only.join(', ') },
          });
        }
        return;
      }
      const to = srcSegments(path.resolve(path.dirname(context.filename), specifier));
      if (!to) {
        context.report({ node, messageId: 'outside', data: { from: zone } });
        return;
      }
      const target = to[0];
      if (target === zone) {
        if (zone === 'features' && to[1] !== from[1] && !isEntry(to)) {
          context.report({ node, messageId: 'feature', data: { to: to[1] } });
        }
        return;
      }
      if (!allowed.includes(target)) {
        const list = allowed.length > 0 ? allowed.join(', ') : 'nothing outside itself';
        context.report({
          node,
          messageId: 'zone',
          data: { from: zone, to: target, allowed: list },
        });
      }
    }

    return importVisitors(check);
  },
};

export const boundaries = { rules: { 'import-zones': importZones, 'server-zones': serverZones } };
