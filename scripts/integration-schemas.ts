// `npm run integration:schemas`: writes docs/integration/schemas/ from the message contract
// (scripts/integrationSchemas.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { integrationSchemaFiles } from './integrationSchemas.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const [path, text] of Object.entries(integrationSchemaFiles())) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
  console.log(`[integration] ${path}`);
}
