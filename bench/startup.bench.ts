// Time from `npm start` (node scripts/start.mjs, dist/ built) to GET /login answering 200 with
// HTML: first start on an empty data directory (migrations + demo accounts; the rest of the demo
// data follows while the server serves), then a second start. Also until GET /api/ready answers
// 200, i.e. the whole demo data written (issue 27 item 4).
import { emit, round } from './lib/figure.ts';
import { startServer, tempDataDir } from './lib/server.ts';

const dataDir = tempDataDir('startup');
try {
  for (const start of ['first start', 'second start']) {
    const server = await startServer({ dataDir: dataDir.path });
    await server.stop();
    const goal = start === 'first start' ? { goal: 10_000 } : {};
    emit({
      bench: 'startup',
      metric: `${start}: /login served`,
      value: round(server.readyMs, 0),
      unit: 'ms',
      ...goal,
    });
    emit({
      bench: 'startup',
      metric: `${start}: demo data complete (/api/ready)`,
      value: round(server.seededMs, 0),
      unit: 'ms',
    });
  }
} finally {
  dataDir.remove();
}
