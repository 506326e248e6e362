// The dashboard's layout (issue 13 item 11): one synced row per user, editable offline. The
// collection `dashboardLayouts` (scope 'user', area 'settings': every user) and the mutations
// dashboard.add, dashboard.remove, dashboard.move and dashboard.reset, each one intent applied
// by the rule both halves share (./dashboardRules.ts). The server half:
// modules/dashboard/server/sync.ts.
import { z } from 'zod';
import { dashboardShared } from '../../src/i18n/dashboardShared.de';
import {
  applyLayoutChange,
  DEFAULT_LAYOUT,
  isWidgetId,
  LAYOUT_MAX,
  WIDGET_ID_PATTERN,
  WIDGET_IDS,
  type LayoutChange,
} from './rules';
import { LOCAL_VERSION, version } from '../../src/api/fields';
import {
  defineModule,
  defineMutation,
  type Collections,
  type LocalContext,
  userCollection,
} from '../../src/api/module';

/** The row's id is the user's id: one row per user. */
export const DashboardLayoutRow = z.object({
  id: z.string().uuid(),
  /** Widget ids in the order shown; ids a newer version added pass (and stay hidden here). */
  widgets: z
    .array(z.string().regex(WIDGET_ID_PATTERN))
    .max(LAYOUT_MAX)
    .refine((ids) => new Set(ids).size === ids.length),
  version,
});
export type DashboardLayoutRow = z.infer<typeof DashboardLayoutRow>;

const C = {
  dashboardLayouts: userCollection(DashboardLayoutRow, 'settings', { indexes: [], pageMax: 100 }),
} as const satisfies Collections;

/** Only widgets this version knows may be added or moved. */
export const widgetId = z.enum(WIDGET_IDS);

const t = dashboardShared;
const nameOf = (id: string): string => (isWidgetId(id) ? t.widgets[id] : t.unknownWidget);

async function applyLocal(
  { db, user }: LocalContext<typeof C>,
  change: LayoutChange,
): Promise<void> {
  if (!user) return;
  const current = (await db.dashboardLayouts.get(user.id))?.widgets ?? DEFAULT_LAYOUT;
  await db.dashboardLayouts.put({
    id: user.id,
    widgets: applyLayoutChange(current, change),
    version: LOCAL_VERSION,
  });
}

export const dashboardAdd = defineMutation(C, {
  name: 'dashboard.add',
  v: 1,
  area: 'settings',
  args: z.strictObject({ widget: widgetId }),
  tables: ['dashboardLayouts'],
  describe: (args) => t.describe.add(nameOf(args.widget)),
  local: (ctx, args) => applyLocal(ctx, { kind: 'add', widget: args.widget }),
});

export const dashboardRemove = defineMutation(C, {
  name: 'dashboard.remove',
  v: 1,
  area: 'settings',
  // Removing needs no known id: a widget a newer version added may be removed here too.
  args: z.strictObject({ widget: z.string().regex(WIDGET_ID_PATTERN) }),
  tables: ['dashboardLayouts'],
  describe: (args) => t.describe.remove(nameOf(args.widget)),
  local: (ctx, args) => applyLocal(ctx, { kind: 'remove', widget: args.widget }),
});

export const dashboardMove = defineMutation(C, {
  name: 'dashboard.move',
  v: 1,
  area: 'settings',
  /** `to`: the index in the stored list without the widget (see applyLayoutChange). */
  args: z.strictObject({
    widget: widgetId,
    to: z
      .number()
      .int()
      .min(0)
      .max(LAYOUT_MAX - 1),
  }),
  tables: ['dashboardLayouts'],
  describe: (args) => t.describe.move(nameOf(args.widget), args.to + 1),
  local: (ctx, args) => applyLocal(ctx, { kind: 'move', widget: args.widget, to: args.to }),
});

export const dashboardReset = defineMutation(C, {
  name: 'dashboard.reset',
  v: 1,
  area: 'settings',
  args: z.strictObject({}),
  tables: ['dashboardLayouts'],
  describe: () => t.describe.reset,
  local: (ctx) => applyLocal(ctx, { kind: 'reset' }),
});

export const dashboardModule = defineModule({
  name: 'dashboard',
  collections: C,
  mutations: [dashboardAdd, dashboardRemove, dashboardMove, dashboardReset],
});
