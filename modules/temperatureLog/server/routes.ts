// The temperature log's monthly report (issue 15): GET
// /temperature-logger/report/:deviceId/:month.pdf, area 'temperatureLogger' (role 'Temperatur
// Logger'), only for a device of the session's delivery customer: another customer's device is
// 404 like one that does not exist. Always an attachment. The layout:
// modules/temperatureLog/server/pdf.ts.
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TemperatureReportParams } from '../contract.ts';
import { viennaDay } from '../rules.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import { lieferkunden, users } from '../../../server/db/schema.ts';
import { tempAcknowledgements, tempDevices, tempReadings } from './tables.ts';
import { notFound } from '../../../server/errors.ts';
import { requireAuth } from '../../../server/plugins/guard.ts';
import { renderTemperatureReport, temperatureReportFileName } from './pdf.ts';
import { syncSession } from '../../../server/sync/session.ts';
import { deviceCustomer } from '../../../server/services/lieferkunden.ts';
import { DAY_MS } from '../../../src/api/days.ts';

const NOT_FOUND = 'Dieses Gerät gibt es für den gewählten Lieferkunden nicht.';

export const temperatureLogRoutes =
  ({ db }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/temperature-logger/report/:deviceId/:file',
      {
        config: { access: { area: 'temperatureLogger' } },
        schema: { tags: ['temperatureLogger'], params: TemperatureReportParams },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const { deviceId, file } = request.params;
        const month = file.slice(0, 7);
        const { lieferkundeNr } = await syncSession(db, auth, deviceCustomer(request));
        if (lieferkundeNr === null) throw notFound(NOT_FOUND);
        const [found] = await db
          .select({ device: tempDevices, customer: lieferkunden })
          .from(tempDevices)
          .innerJoin(lieferkunden, eq(lieferkunden.lieferkundeNr, tempDevices.lieferkundeNr))
          .where(and(eq(tempDevices.id, deviceId), eq(tempDevices.lieferkundeNr, lieferkundeNr)));
        if (!found) throw notFound(NOT_FOUND);
        // The month in Vienna days: a day's margin either side, then filtered by the Vienna day.
        const start = Date.parse(`${month}-01T00:00:00Z`);
        const [year = 0, mon = 1] = month.split('-').map(Number);
        const end = Date.UTC(year, mon, 1);
        const rows = await db
          .select({ reading: tempReadings, createdBy: users.displayName })
          .from(tempReadings)
          .innerJoin(users, eq(users.id, tempReadings.createdBy))
          .where(
            and(
              eq(tempReadings.deviceId, deviceId),
              gte(tempReadings.measuredAt, new Date(start - DAY_MS)),
              lt(tempReadings.measuredAt, new Date(end + DAY_MS)),
            ),
          )
          .orderBy(asc(tempReadings.measuredAt), asc(tempReadings.createdAt));
        const readings = rows
          .map(({ reading: r, createdBy }) => ({
            id: r.id,
            deviceId: r.deviceId,
            measuredAt: r.measuredAt.toISOString(),
            valueTenths: r.valueTenths,
            correctionOf: r.correctionOf,
            source: r.source,
            note: r.note,
            createdAt: r.createdAt.toISOString(),
            createdBy,
          }))
          .filter((r) => viennaDay(r.measuredAt).startsWith(month));
        const ids = readings.map((r) => r.id);
        const acknowledgements =
          ids.length === 0
            ? []
            : (
                await db
                  .select({ ack: tempAcknowledgements, createdBy: users.displayName })
                  .from(tempAcknowledgements)
                  .innerJoin(users, eq(users.id, tempAcknowledgements.createdBy))
                  .where(inArray(tempAcknowledgements.readingId, ids))
              ).map(({ ack, createdBy }) => ({
                readingId: ack.readingId,
                note: ack.note,
                createdAt: ack.createdAt.toISOString(),
                createdBy,
              }));
        const { device, customer } = found;
        const bytes = await renderTemperatureReport({
          month,
          customer: {
            lieferkundeNr: customer.lieferkundeNr,
            name: [customer.vorname, customer.nachname].filter(Boolean).join(' '),
            address: `${customer.strasse}, ${customer.plz} ${customer.ort}`,
          },
          device: {
            name: device.name,
            kind: device.kind,
            minTenths: device.minTenths,
            maxTenths: device.maxTenths,
          },
          readings,
          acknowledgements,
        });
        return reply
          .header('Content-Type', 'application/pdf')
          .header(
            'Content-Disposition',
            `attachment; filename="${temperatureReportFileName(device.name, month)}"`,
          )
          .header('Cache-Control', 'private, no-store')
          .send(Buffer.from(bytes));
      },
    );
  };
