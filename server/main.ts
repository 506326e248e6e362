// Entry point of `npm start`: read the environment, open the database (PGlite in ./data unless
// DATABASE_URL is set), migrate, seed demo data into an empty database, serve app and API.
import fs from 'node:fs';
import { buildServer } from './app.ts';
import { readCatalogueSize, readConfig, readDbTarget } from './config.ts';
import { openDb } from './db/client.ts';
import { seedCatalogue } from './seed/catalogue.ts';
import { isSeeded, seedDemoData } from './seed/demo.ts';
import { systemClock } from './services/clock.ts';

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const config = readConfig(process.env, pkg.version);
const catalogueSize = readCatalogueSize(process.env);
const target = readDbTarget(process.env);
if (target.kind === 'pglite' && target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });

const opened = await openDb(target);
let seeded = false;
if (!(await isSeeded(opened.db))) {
  await seedDemoData(opened.db);
  seeded = true;
}
// Separately, so a database seeded before the catalogue existed gets one too.
const articlesSeeded = await seedCatalogue(opened.db, catalogueSize);
const app = await buildServer({
  db: opened.db,
  clock: systemClock,
  config,
  logLevel: process.env.LOG_LEVEL ?? 'warn',
});
await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(
  `Portal läuft auf http://${shown}:${config.port} · Datenbank: ${opened.label}` +
    (seeded ? ' · Demo-Daten angelegt' : '') +
    (articlesSeeded > 0
      ? ` · ${articlesSeeded.toLocaleString('de-DE')} Demo-Artikel angelegt`
      : ''),
);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await app.close();
  await opened.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
