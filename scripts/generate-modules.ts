// `npm run modules:generate`: writes the roots' module lists (scripts/moduleRoots.ts) from the
// folders in modules/.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRoots } from './moduleRoots.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const [path, text] of Object.entries(generateRoots(root))) {
  writeFileSync(join(root, path), text);
  console.log(`[modules] ${path}`);
}
