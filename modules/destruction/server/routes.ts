// A declaration of destruction as a PDF (issue 15): GET /destruction/declaration/:id.pdf, area
// 'destruction' (role 'Vernichtungserklärung'), only for a declaration of the session's delivery
// customer: another customer's is 404 like one that does not exist. Always an attachment. The
// layout: modules/destruction/server/pdf.ts.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DestructionPdfParams } from '../contract.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import { lieferkunden, users } from '../../../server/db/schema.ts';
import { destructions } from './tables.ts';
import { notFound } from '../../../server/errors.ts';
import { requireAuth } from '../../../server/plugins/guard.ts';
import { destructionFileName, renderDestructionPdf } from './pdf.ts';
import { syncSession } from '../../../server/sync/session.ts';
import { deviceCustomer } from '../../../server/services/lieferkunden.ts';

const NOT_FOUND = 'Diese Vernichtungserklärung gibt es für den gewählten Lieferkunden nicht.';

export const destructionRoutes =
  ({ db }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/destruction/declaration/:file',
      {
        config: { access: { area: 'destruction' } },
        schema: { tags: ['destruction'], params: DestructionPdfParams },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const id = request.params.file.slice(0, 36);
        const { lieferkundeNr } = await syncSession(db, auth, deviceCustomer(request));
        if (lieferkundeNr === null) throw notFound(NOT_FOUND);
        const [found] = await db
          .select({ d: destructions, customer: lieferkunden, createdBy: users.displayName })
          .from(destructions)
          .innerJoin(lieferkunden, eq(lieferkunden.lieferkundeNr, destructions.lieferkundeNr))
          .innerJoin(users, eq(users.id, destructions.createdBy))
          .where(eq(destructions.id, id));
        if (!found || found.d.lieferkundeNr !== lieferkundeNr) throw notFound(NOT_FOUND);
        const { d, customer, createdBy } = found;
        const [replaces] = d.replacesId
          ? await db
              .select({ day: destructions.day })
              .from(destructions)
              .where(eq(destructions.id, d.replacesId))
          : [];
        const [replacedBy] = await db
          .select({ day: destructions.day })
          .from(destructions)
          .where(eq(destructions.replacesId, d.id));
        const bytes = await renderDestructionPdf({
          customer: {
            lieferkundeNr: customer.lieferkundeNr,
            name: [customer.vorname, customer.nachname].filter(Boolean).join(' '),
            address: `${customer.strasse}, ${customer.plz} ${customer.ort}`,
          },
          declaration: {
            id: d.id,
            day: d.day,
            reason: d.reason,
            note: d.note,
            lines: d.lines,
            witnessName: d.witnessName,
            witnessFunction: d.witnessFunction,
            declaredBy: d.declaredBy,
            correctionNote: d.correctionNote,
            createdAt: d.createdAt.toISOString(),
            createdBy,
          },
          replacesDay: replaces?.day ?? null,
          replacedByDay: replacedBy?.day ?? null,
        });
        return reply
          .header('Content-Type', 'application/pdf')
          .header(
            'Content-Disposition',
            `attachment; filename="${destructionFileName(d.day, d.id)}"`,
          )
          .header('Cache-Control', 'private, no-store')
          .send(Buffer.from(bytes));
      },
    );
  };
