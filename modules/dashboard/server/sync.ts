// The server half of the dashboard's layout (modules/dashboard/contract.ts): the handlers of the
// dashboard.* mutations and the loader of the user's one row. Each change is one intent applied
// with applyLayoutChange, the same rule the client half applies, to the stored list (or to the
// default layout when the user never edited it).
import { and, eq, gt } from 'drizzle-orm';
import { dashboardModule } from '../contract.ts';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { applyLayoutChange, DEFAULT_LAYOUT, type LayoutChange } from '../rules.ts';
import { nextVersion } from '../../../server/db/schema.ts';
import { dashboardLayouts } from './tables.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import type { MutationContext, Tx } from '../../../server/sync/types.ts';
import { lockScope } from '../../../server/db/locks.ts';
import { byUser } from '../../../server/sync/marks.ts';

/**
 * The user's layout write lock (namespace 6 of the advisory locks, see server/db/locks.ts):
 * two pushes of one user change the row one after the other, and versions commit in order.
 */
async function lockLayout(tx: Tx, userId: string) {
  await lockScope(tx, 'dashboard', userId);
}

export async function changeLayout(tx: Tx, ctx: MutationContext, change: LayoutChange) {
  const userId = ctx.user.id;
  await lockLayout(tx, userId);
  const [stored] = await tx
    .select()
    .from(dashboardLayouts)
    .where(eq(dashboardLayouts.userId, userId));
  const current = stored && !stored.deletedAt ? stored.widgets : DEFAULT_LAYOUT;
  const values = {
    widgets: applyLayoutChange(current, change),
    version: nextVersion(),
    deletedAt: null,
  };
  await tx
    .insert(dashboardLayouts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: dashboardLayouts.userId, set: values });
}

const addWidget = (tx: Tx, ctx: MutationContext, args: MutationArgs<'dashboard.add'>) =>
  changeLayout(tx, ctx, { kind: 'add', widget: args.widget });
const removeWidget = (tx: Tx, ctx: MutationContext, args: MutationArgs<'dashboard.remove'>) =>
  changeLayout(tx, ctx, { kind: 'remove', widget: args.widget });
const moveWidget = (tx: Tx, ctx: MutationContext, args: MutationArgs<'dashboard.move'>) =>
  changeLayout(tx, ctx, { kind: 'move', widget: args.widget, to: args.to });
const resetLayout = (tx: Tx, ctx: MutationContext) => changeLayout(tx, ctx, { kind: 'reset' });

export const dashboardServer = serverModule(dashboardModule, {
  // The tables each hand-written loader pages by (server/sync/marks.ts).
  marks: {
    dashboardLayouts: [byUser(dashboardLayouts)],
  },
  handlers: {
    'dashboard.add': addWidget,
    'dashboard.remove': removeWidget,
    'dashboard.move': moveWidget,
    'dashboard.reset': resetLayout,
  },
  loaders: {
    async dashboardLayouts(tx, { userId }, from) {
      const rows = await tx
        .select()
        .from(dashboardLayouts)
        .where(and(eq(dashboardLayouts.userId, userId), gt(dashboardLayouts.version, from)));
      return rows.map((row) => ({
        id: row.userId,
        version: row.version,
        row: row.deletedAt
          ? null
          : { id: row.userId, widgets: row.widgets, version: row.version.toString() },
      }));
    },
  },
});
