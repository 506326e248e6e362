// Entry point of `npm start`: read the environment, open the database (PGlite in ./data unless
// DATABASE_URL is set), migrate, seed demo data into an empty database (PGlite by default; on
// PostgreSQL only with SEED_DEMO=true, so production never has a published password), serve.
// A server reachable as a production server refuses to start while demo accounts can log in
// (issue 23 item 5; server/seed/demoAccounts.ts).
// The synced modules' contracts, registered before any route or seed reads them.
import '../modules.ts';
import fs from 'node:fs';
import { buildServer } from '../../server/app.ts';
import {
  readAnalyticsLinesPerDay,
  readCatalogueSize,
  readConfig,
  readDbTarget,
  readSeedDemo,
} from '../../server/config.ts';
import { openDb } from '../../server/db/client.ts';
import { redactedDetails } from '../../server/logRedaction.ts';
import { createPgBus } from '../../server/realtime/bus.ts';
import { seedCallOffs } from '../../modules/callOff/server/seed.ts';
import { seedAnalytics } from '../../modules/analytics/server/seed.ts';
import { seedCatalogue } from '../../server/seed/catalogue.ts';
import { seedDeliveryPharmacy } from '../../modules/deliveryPharmacy/server/seed.ts';
import { seedLastChance } from '../../modules/lastChance/server/seed.ts';
import { domainConfig } from '../../server/db/schema.ts';
import { DEMO_DOMAIN_CONFIG, isSeeded, seedDemoData } from '../../server/seed/demo.ts';
import { seedTemperatureLog } from '../../modules/temperatureLog/server/seed.ts';
import { seedMedTest } from '../../modules/medTest/server/seed.ts';
import { seedEnclosedShipping } from '../../modules/enclosedShipping/server/seed.ts';
import { seedReturns } from '../../modules/returns/server/seed.ts';
import { seedContent } from '../../modules/content/server/seed.ts';
import { seedCustomerAccounts } from '../../modules/customerAccount/server/seed.ts';
import { renderDownload } from '../../modules/content/server/files.ts';
import { seedTours } from '../../modules/tours/server/seed.ts';
import { seedSuppliers } from '../../modules/suppliers/server/seed.ts';
import { seedPreOrder } from '../../modules/preOrder/server/seed.ts';
import { seedStockLevels } from '../../modules/stockLevels/server/seed.ts';
import { systemClock } from '../../server/services/clock.ts';
import {
  demoAccountRefusal,
  liveDemoAccounts,
  productionExposure,
  readAllowDemoAccounts,
} from '../../server/seed/demoAccounts.ts';
import { DEFAULT_DOMAIN } from '../../server/services/domainConfig.ts';

const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
/** The settings, or the end of the start with the one line that says what is wrong. */
function readSettings() {
  try {
    const target = readDbTarget(process.env);
    return {
      config: readConfig(process.env, pkg.version),
      catalogueSize: readCatalogueSize(process.env),
      analyticsLinesPerDay: readAnalyticsLinesPerDay(process.env),
      target,
      seedDemo: readSeedDemo(process.env, target),
      allowDemoAccounts: readAllowDemoAccounts(process.env),
    };
  } catch (error) {
    console.error(`Start abgebrochen: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
const { config, catalogueSize, analyticsLinesPerDay, target, seedDemo, allowDemoAccounts } =
  readSettings();
if (target.kind === 'pglite' && target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });

const opened = await openDb(target);
const exposure = productionExposure(config);
if (exposure && !allowDemoAccounts) {
  const refusal = demoAccountRefusal(exposure, allowDemoAccounts, {
    live: await liveDemoAccounts(opened.db),
    willSeed: seedDemo && !(await isSeeded(opened.db)),
  });
  if (refusal) {
    console.error(`Start abgebrochen: ${refusal}`);
    await opened.close();
    process.exit(1);
  }
}
let seeded = false;
let articlesSeeded = 0;
let deliveryLinesSeeded = 0;
if (seedDemo) {
  if (!(await isSeeded(opened.db))) {
    await seedDemoData(opened.db);
    seeded = true;
  }
  // Separately, so a database seeded before the catalogue existed gets one too.
  articlesSeeded = await seedCatalogue(opened.db, catalogueSize);
  // After the catalogue, whose articles the deliveries draw from (issue 14).
  deliveryLinesSeeded = await seedAnalytics(opened.db, analyticsLinesPerDay);
  // After the catalogue too: the agreements are on its articles.
  await seedCallOffs(opened.db);
  // The delivery pharmacy's institutions and deliveries, sized like the analytics history.
  await seedDeliveryPharmacy(opened.db, analyticsLinesPerDay);
  // The last-chance offers, on the catalogue's articles (issue 15).
  await seedLastChance(opened.db);
  // The pharmacies' fridges and rooms with three months of readings (issue 15).
  await seedTemperatureLog(opened.db);
  await seedMedTest(opened.db);
  // The wholesaler's sites and a few past announcements of enclosed shipping (issue 15).
  await seedEnclosedShipping(opened.db);
  // The wholesaler's downloads, news and videos, and every customer's account (after the
  // analytics documents, whose recent invoices are the open items where they exist; issue 15).
  await seedContent(opened.db, async (d) => (await renderDownload(d)).length);
  await seedCustomerAccounts(opened.db);
  // Returns in every state and declarations of destruction, on the delivery lines (issue 15).
  await seedReturns(opened.db);
  // The tours, their changes around holidays and the call plan (issue 15).
  await seedTours(opened.db);
  // The direct suppliers and their assortments, on the catalogue's articles (issue 15).
  await seedSuppliers(opened.db);
  await seedPreOrder(opened.db);
  await seedStockLevels(opened.db);
} else {
  // The domain config (page title, texts, selector rules) holds no secret, and the app cannot
  // start without one: an installation without demo data gets the default until it has its own.
  await opened.db
    .insert(domainConfig)
    .values({ domain: DEFAULT_DOMAIN, config: DEMO_DOMAIN_CONFIG })
    .onConflictDoNothing();
  // The wholesaler's sites for enclosed shipping (issue 15), without any announcement.
  await seedEnclosedShipping(opened.db, false);
}
// Several instances on one PostgreSQL share realtime events through LISTEN/NOTIFY; the embedded
// PGlite is one process, whose in-process bus is buildServer's default.
const realtime =
  target.kind === 'postgres'
    ? createPgBus({
        url: target.url,
        db: opened.db,
        // Without the server's logger (not made yet): its error redaction all the same.
        log: {
          warn: (details, message) =>
            console.warn(`[realtime] ${message}`, redactedDetails(details)),
        },
      })
    : undefined;
const app = await buildServer({
  db: opened.db,
  clock: systemClock,
  config,
  logLevel: process.env.LOG_LEVEL ?? 'warn',
  realtime,
});
await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(
  `Portal läuft auf http://${shown}:${config.port} · Datenbank: ${opened.label}` +
    (seeded ? ' · Demo-Daten angelegt' : '') +
    (seedDemo ? '' : ' · ohne Demo-Daten') +
    (articlesSeeded > 0
      ? ` · ${articlesSeeded.toLocaleString('de-DE')} Demo-Artikel angelegt`
      : '') +
    (deliveryLinesSeeded > 0
      ? ` · ${deliveryLinesSeeded.toLocaleString('de-DE')} Lieferscheinzeilen angelegt`
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
