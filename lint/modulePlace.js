// Where a file stands in a module folder (issue 25), for both import rules: its module and role.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES = fileURLToPath(new URL('../modules/', import.meta.url));

/**
 * A module folder's file: its module, its role ('shared' at the top of the folder: contract,
 * rules, texts; 'ui' below ui/; 'server' below server/; 'routes' below routes/: its file routes, which
 * app/client/routes/_main/(modules)/__virtual.ts mounts in the signed-in layout) and whether it is one of the screens'
 * entries: ui/index.ts (for the shell and other modules) or ui/admin.ts (the module's panels of
 * /admin, apart so that the shell's chunk, which imports ui/index.ts, does not carry them and
 * their zod contract). Null outside modules/ and for files at the top of modules/ itself.
 */
export function modulePlaceOf(file) {
  const relative = path.relative(MODULES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const segments = relative.split(path.sep);
  if (segments.length < 2) return null;
  const role =
    segments.length > 2 && ['ui', 'server', 'routes'].includes(segments[1] ?? '')
      ? segments[1]
      : 'shared';
  const entry =
    role === 'ui' && segments.length === 3 && /^(index|admin)(\.tsx?)?$/.test(segments[2] ?? '');
  return { module: segments[0], role, entry };
}
