// The route files of the modules (modules/<name>/routes/), mounted inside the signed-in layout
// `_main` at their own paths: a module brings its routes in its folder (issue 25).
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineVirtualSubtreeConfig, physical } from '@tanstack/virtual-file-routes';

const here = dirname(fileURLToPath(import.meta.url));
const modulesDir = join(here, '../../../../../modules');

export default defineVirtualSubtreeConfig(
  readdirSync(modulesDir)
    .sort()
    .filter((name) => existsSync(join(modulesDir, name, 'routes')))
    .map((name) => physical('', relative(here, join(modulesDir, name, 'routes')))),
);
