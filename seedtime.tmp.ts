import './app/server/modules.ts';
import { serverModules } from './server/serverModules.ts';
import { openDb } from './server/db/client.ts';
import { seedCatalogue } from './server/seed/catalogue.ts';
import { isSeeded, seedDemoData } from './server/seed/demo.ts';
const t0 = performance.now();
const lap = (l: string, t: number) => console.log(l, Math.round(performance.now() - t), 'ms');
const dir = '/tmp/seedtime'; 
const opened = await openDb({ kind: 'pglite', dataDir: dir } as never);
lap('open+migrate', t0);
let t = performance.now();
if (!(await isSeeded(opened.db))) await seedDemoData(opened.db);
lap('demo', t); t = performance.now();
await seedCatalogue(opened.db, 100000); lap('catalogue', t);
for (const m of serverModules()) { t = performance.now(); await m.seedDemo?.(opened.db, { analyticsLinesPerDay: Number(process.env.A ?? 100) }); lap(m.name ?? m.id ?? '?', t); }
lap('total', t0);
await opened.close();
