// The temperature log of the current delivery customer, read from the local database.
import type { TempAcknowledgementRow, TempDeviceRow, TempReadingRow } from '../contract';
import { useDb, useLiveQuery } from '../../../src/db';

export interface TemperatureLogData {
  readonly devices: readonly TempDeviceRow[];
  /** Every reading (corrections included) by device, in the order measured. */
  readonly readings: ReadonlyMap<string, readonly TempReadingRow[]>;
  /** The acknowledgement of a reading, by its id. */
  readonly acks: ReadonlyMap<string, TempAcknowledgementRow>;
}

/** Undefined while the user's database opens, so the screen shows 'loading', not 'empty'. */
export function useTemperatureLog(lieferkundeNr: number | null): TemperatureLogData | undefined {
  const db = useDb();
  return useLiveQuery(async (): Promise<TemperatureLogData | undefined> => {
    if (!db) return undefined;
    if (lieferkundeNr === null) return { devices: [], readings: new Map(), acks: new Map() };
    const [devices, readings, acks] = await Promise.all([
      db.tempDevices.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
      db.tempReadings.where('lieferkundeNr').equals(lieferkundeNr).sortBy('measuredAt'),
      db.tempAcknowledgements.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
    ]);
    devices.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.name.localeCompare(b.name));
    const byDevice = new Map<string, TempReadingRow[]>();
    for (const r of readings) {
      const list = byDevice.get(r.deviceId) ?? [];
      list.push(r);
      byDevice.set(r.deviceId, list);
    }
    return { devices, readings: byDevice, acks: new Map(acks.map((a) => [a.readingId, a])) };
  }, [db, lieferkundeNr]);
}
