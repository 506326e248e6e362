// The embedded ERP simulator's settings (issue 29 item 5), read from the environment like
// server/config.ts reads the server's: on by default with the embedded PGlite (a demo, a test),
// off with ERP_SIMULATOR=off or as soon as a real ERP is configured (AMQP_URL or WEBHOOK_URL: the
// orders go there, not to the simulator). On a PostgreSQL server (DATABASE_URL, production) it is
// off unless ERP_SIMULATOR=on says so: a real ERP reading the cursor API there must never find
// its orders answered by the simulator first (the same rule as SEED_DEMO).

export interface SimulatorConfig {
  /** ERP_SIMULATOR_POLL_MS: how often the cursor API is asked for new orders. */
  readonly pollMs: number;
  /** ERP_SIMULATOR_CONFIRM_MS: from the order to its confirmation. */
  readonly confirmMs: number;
  /**
   * ERP_SIMULATOR_TOUR_MS: from the confirmation to 'unterwegs' and the delivery note (the tour's
   * time, compressed for the demo).
   */
  readonly tourMs: number;
  /**
   * ERP_SIMULATOR_CUSTOMERS: only these delivery customers' orders are answered (comma-separated
   * numbers); null: every order. The e2e tests keep the other specs' orders 'übermittelt'.
   */
  readonly customers: ReadonlySet<number> | null;
}

export const SIMULATOR_DEFAULTS: SimulatorConfig = {
  pollMs: 2000,
  confirmMs: 4000,
  tourMs: 60_000,
  customers: null,
};

/** Why the simulator does not run, or its settings. */
export type SimulatorSetting =
  | { readonly enabled: false; readonly reason: 'off' | 'real-erp' | 'production' }
  | ({ readonly enabled: true } & SimulatorConfig);

/**
 * ERP_SIMULATOR (`on`, `off`; default on without DATABASE_URL), AMQP_URL, WEBHOOK_URL, the
 * timings and the customers.
 */
export function readSimulatorConfig(env: NodeJS.ProcessEnv = process.env): SimulatorSetting {
  const switched = env.ERP_SIMULATOR?.trim() || null;
  if (switched !== null && switched !== 'on' && switched !== 'off') {
    throw new Error(`ERP_SIMULATOR must be on or off, got ${switched}`);
  }
  if (switched === 'off') return { enabled: false, reason: 'off' };
  if (env.AMQP_URL?.trim() || env.WEBHOOK_URL?.trim()) {
    return { enabled: false, reason: 'real-erp' };
  }
  if (switched === null && env.DATABASE_URL?.trim()) {
    return { enabled: false, reason: 'production' };
  }
  return {
    enabled: true,
    pollMs: readMs(env, 'ERP_SIMULATOR_POLL_MS', SIMULATOR_DEFAULTS.pollMs, 100),
    confirmMs: readMs(env, 'ERP_SIMULATOR_CONFIRM_MS', SIMULATOR_DEFAULTS.confirmMs, 0),
    tourMs: readMs(env, 'ERP_SIMULATOR_TOUR_MS', SIMULATOR_DEFAULTS.tourMs, 0),
    customers: readCustomers(env.ERP_SIMULATOR_CUSTOMERS),
  };
}

function readCustomers(raw: string | undefined): ReadonlySet<number> | null {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return null;
  const wrong = entries.filter((entry) => !/^\d{1,9}$/.test(entry));
  if (wrong.length > 0) {
    throw new Error(
      `ERP_SIMULATOR_CUSTOMERS must list delivery customer numbers, comma-separated; ` +
        `not understood: ${wrong.map((w) => `'${w}'`).join(', ')}`,
    );
  }
  return new Set(entries.map(Number));
}

const MS_MAX = 24 * 60 * 60 * 1000;

function readMs(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > MS_MAX) {
    throw new Error(`${name} must be a whole number of milliseconds from ${min} to ${MS_MAX}`);
  }
  return value;
}
