// Median and p99 of 100 sequential POST /api/auth/login (a successful login each time; the
// argon2id verification dominates). Three warm-up logins are not counted.
import { emit, median, percentile, round } from './lib/figure.ts';
import { startServer, tempDataDir } from './lib/server.ts';

const RUNS = 100;
const WARM_UP = 3;
const body = JSON.stringify({ username: 'apotheke@demo.at', password: 'Apotheke#2026' });

const dataDir = tempDataDir('login');
const server = await startServer({ dataDir: dataDir.path });
try {
  const login = async (): Promise<number> => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-window-id': 'bench' },
      body,
    });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    return ms;
  };
  for (let i = 0; i < WARM_UP; i++) await login();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await login());
  emit({
    bench: 'login',
    metric: 'POST /api/auth/login median',
    value: round(median(times)),
    unit: 'ms',
  });
  emit({
    bench: 'login',
    metric: 'POST /api/auth/login p99',
    value: round(percentile(times, 99)),
    unit: 'ms',
  });
} finally {
  await server.stop();
  dataDir.remove();
}
