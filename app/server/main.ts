// Entry point of `npm start`: read the environment, open the database (PGlite in ./data unless
// DATABASE_URL is set), migrate, seed the demo accounts into an empty database (PGlite by
// default; on PostgreSQL only with SEED_DEMO=true, so production never has a published password),
// serve, and then write the rest of the demo data (catalogue, histories: a minute on a first
// start) while serving; GET /api/ready answers 200 once it is complete (issue 27 item 4).
// A server reachable as a production server refuses to start while demo accounts can log in
// (issue 23 item 5; server/seed/demoAccounts.ts).
// The modules' contracts and server parts, registered before any route or seed reads them.
import './modules.ts';
import fs from 'node:fs';
import { buildServer } from '../../server/app.ts';
import { serverModules } from '../../server/serverModules.ts';
import {
  readAnalyticsLinesPerDay,
  readCatalogueSize,
  readConfig,
  readDbTarget,
  readSeedDemo,
} from '../../server/config.ts';
import { openDb } from '../../server/db/client.ts';
import { SchemaNewerError } from '../../server/db/migrate.ts';
import { redactedDetails } from '../../server/logRedaction.ts';
import { createPgBus } from '../../server/realtime/bus.ts';
import { seedDemoContent } from '../../server/seed/demoContent.ts';
import { ALWAYS_READY, readyAfter } from '../../server/services/readiness.ts';
import { domainConfig } from '../../server/db/schema.ts';
import { DEMO_DOMAIN_CONFIG, isSeeded, seedDemoData } from '../../server/seed/demo.ts';
import { systemClock } from '../../server/services/clock.ts';
import { shutDownGracefully } from '../../server/shutdown.ts';
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

const opened = await openDb(target).catch((error: unknown) => {
  // A database a newer version migrated: one line, and no request is ever served (issue 28).
  if (!(error instanceof SchemaNewerError)) throw error;
  console.error(`Start abgebrochen: ${error.message}`);
  process.exit(1);
});
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
// The accounts before the server listens (a login works at once); the rest after it. The check
// here only spares a seeded database the password hashing: seedDemoData checks again under its
// lock, so of two instances starting on one new database one seeds.
const seeded = seedDemo && !(await isSeeded(opened.db)) && (await seedDemoData(opened.db));
if (!seedDemo) {
  // The domain config (page title, texts, selector rules) holds no secret, and the app cannot
  // start without one: an installation without demo data gets the default until it has its own.
  await opened.db
    .insert(domainConfig)
    .values({ domain: DEFAULT_DOMAIN, config: DEMO_DOMAIN_CONFIG })
    .onConflictDoNothing();
  // The modules' reference data (the sites for enclosed shipping), without demo rows.
  for (const module of serverModules()) await module.seedBase?.(opened.db);
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
// The demo content is written once the server listens; /api/ready answers 503 until then.
let startSeed: () => void = () => undefined;
const seedStarted = new Promise<void>((resolve) => (startSeed = resolve));
const seedDone = seedDemo
  ? seedStarted.then(() => seedDemoContent(opened.db, { catalogueSize, analyticsLinesPerDay }))
  : undefined;
const app = await buildServer({
  db: opened.db,
  clock: systemClock,
  config,
  logLevel: process.env.LOG_LEVEL ?? 'warn',
  realtime,
  readiness: seedDone ? readyAfter(seedDone) : ALWAYS_READY,
  ...(opened.pool ? { dbPool: opened.pool } : {}),
});
await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
console.log(
  `Portal läuft auf http://${shown}:${config.port} · Datenbank: ${opened.label}` +
    (seeded ? ' · Demo-Daten angelegt' : '') +
    (seedDemo ? ' · Demo-Inhalte werden ergänzt' : ' · ohne Demo-Daten'),
);
startSeed();
seedDone?.then(
  (reports) =>
    console.log(
      `Demo-Inhalte vollständig` +
        (reports.length ? `: ${reports.join(' · ')}` : ' (nichts zu ergänzen)'),
    ),
  (error: unknown) =>
    console.error(
      `Demo-Inhalte unvollständig: ${error instanceof Error ? error.message : String(error)}`,
    ),
);

// SIGTERM (a deploy, the orchestrator) and SIGINT (Ctrl+C): readiness 503, event streams moved,
// requests under way finished (at most SHUTDOWN_GRACE_MS), then exit 0 (server/shutdown.ts).
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: Portal wird beendet`);
  try {
    await shutDownGracefully(app, { closeDb: () => opened.close(), log: console.warn });
  } catch (error) {
    console.error(`Beenden fehlerhaft: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log('Portal beendet');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
