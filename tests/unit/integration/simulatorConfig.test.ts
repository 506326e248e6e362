// The ERP simulator's settings (issue 29 item 5): on by default with the embedded database, off
// by ERP_SIMULATOR=off, a real ERP's way in or a PostgreSQL server; its timings and customers.
import { describe, expect, it } from 'vitest';
import { readSimulatorConfig } from '../../../modules/integration/server/simulator/config';

describe('ERP simulator settings', () => {
  it('runs by default (embedded database) with its default timings, for every customer', () => {
    expect(readSimulatorConfig({})).toEqual({
      enabled: true,
      pollMs: 2000,
      confirmMs: 4000,
      tourMs: 60_000,
      customers: null,
    });
  });

  it('is off when switched off or when a real ERP is configured', () => {
    expect(readSimulatorConfig({ ERP_SIMULATOR: 'off' })).toEqual({
      enabled: false,
      reason: 'off',
    });
    expect(readSimulatorConfig({ AMQP_URL: 'amqp://127.0.0.1:5672' })).toEqual({
      enabled: false,
      reason: 'real-erp',
    });
    expect(readSimulatorConfig({ WEBHOOK_URL: 'https://erp.example.at/hook' })).toEqual({
      enabled: false,
      reason: 'real-erp',
    });
    expect(readSimulatorConfig({ ERP_SIMULATOR: 'on', AMQP_URL: 'amqp://127.0.0.1:5672' })).toEqual(
      { enabled: false, reason: 'real-erp' },
    );
  });

  it('is off on a PostgreSQL server (production) unless switched on', () => {
    const url = 'postgres://portal@db.example.at/portal';
    expect(readSimulatorConfig({ DATABASE_URL: url })).toEqual({
      enabled: false,
      reason: 'production',
    });
    expect(readSimulatorConfig({ DATABASE_URL: url, ERP_SIMULATOR: 'on' })).toMatchObject({
      enabled: true,
    });
  });

  it('reads the timings and the customers, and refuses what it does not understand', () => {
    expect(
      readSimulatorConfig({
        ERP_SIMULATOR: 'on',
        ERP_SIMULATOR_POLL_MS: '300',
        ERP_SIMULATOR_CONFIRM_MS: '500',
        ERP_SIMULATOR_TOUR_MS: '0',
        ERP_SIMULATOR_CUSTOMERS: ' 100101, 100102 ',
      }),
    ).toEqual({
      enabled: true,
      pollMs: 300,
      confirmMs: 500,
      tourMs: 0,
      customers: new Set([100101, 100102]),
    });
    expect(() => readSimulatorConfig({ ERP_SIMULATOR: 'yes' })).toThrow(/ERP_SIMULATOR/);
    expect(() => readSimulatorConfig({ ERP_SIMULATOR_POLL_MS: '50' })).toThrow(/POLL_MS/);
    expect(() => readSimulatorConfig({ ERP_SIMULATOR_CONFIRM_MS: '1s' })).toThrow(/CONFIRM_MS/);
    expect(() => readSimulatorConfig({ ERP_SIMULATOR_CUSTOMERS: '100101,abc' })).toThrow(/abc/);
  });
});
