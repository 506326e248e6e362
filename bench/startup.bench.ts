// Time from `npm start` (node scripts/start.mjs, dist/ built) to GET /login answering 200 with
// HTML: first start on an empty data directory (migrations + seeding), then a second start.
import { emit, round } from './lib/figure.ts';
import { startServer, tempDataDir } from './lib/server.ts';

const dataDir = tempDataDir('startup');
try {
  for (const metric of ['first start (migrate + seed)', 'second start']) {
    const server = await startServer({ dataDir: dataDir.path });
    await server.stop();
    emit({ bench: 'startup', metric, value: round(server.readyMs, 0), unit: 'ms' });
  }
} finally {
  dataDir.remove();
}
