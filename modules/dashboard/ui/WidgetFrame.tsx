// One widget of the dashboard (./Dashboard.tsx): its frame with title and badge, and in the
// editing mode its buttons to move it up or down or remove it. A widget that fails shows a notice
// instead of breaking the dashboard.
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useDb, useLiveQuery } from '../../../src/db';
import { dashboardDe } from '../texts.de';
import { FOCUS_RING } from '../../../src/ui/Button';
import type { WidgetDef, WidgetScope } from './widgets';

const t = dashboardDe;
const SMALL_BASE = `inline-flex items-center gap-1 rounded-md border bg-white px-2 py-1 text-xs font-medium hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 ${FOCUS_RING}`;
const SMALL = `${SMALL_BASE} border-slate-300 text-slate-800`;
const SMALL_DANGER = `${SMALL_BASE} border-red-300 text-red-800`;

class WidgetErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('dashboard widget', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? (
      <p className="text-sm text-red-800">{t.widgetFailed}</p>
    ) : (
      this.props.children
    );
  }
}

function WidgetBadge({ widget, scope }: { widget: WidgetDef; scope: WidgetScope }) {
  const db = useDb();
  const count = useLiveQuery(
    async () => (db && widget.badge ? widget.badge(db, scope) : 0),
    [db, widget, scope],
  );
  if (!count) return null;
  return (
    <span
      data-testid={`widget-${widget.id}-badge`}
      className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
    >
      {(widget.badgeText ?? t.badge)(count)}
    </span>
  );
}

export interface EditActions {
  readonly first: boolean;
  readonly last: boolean;
  readonly onMove: (direction: 'up' | 'down') => void;
  readonly onRemove: () => void;
}

function WidgetControls({ widget, actions }: { widget: WidgetDef; actions: EditActions }) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={widget.title}>
      <button
        type="button"
        className={SMALL}
        data-dashboard-control={`${widget.id}:up`}
        aria-label={t.edit.moveUp(widget.title)}
        disabled={actions.first}
        onClick={() => actions.onMove('up')}
      >
        <span aria-hidden="true">↑</span> {t.edit.up}
      </button>
      <button
        type="button"
        className={SMALL}
        data-dashboard-control={`${widget.id}:down`}
        aria-label={t.edit.moveDown(widget.title)}
        disabled={actions.last}
        onClick={() => actions.onMove('down')}
      >
        <span aria-hidden="true">↓</span> {t.edit.down}
      </button>
      <button
        type="button"
        className={SMALL_DANGER}
        data-dashboard-control={`${widget.id}:remove`}
        aria-label={t.edit.remove(widget.title)}
        onClick={actions.onRemove}
      >
        <span aria-hidden="true">×</span> {t.edit.removeShort}
      </button>
    </div>
  );
}

export function WidgetFrame({
  widget,
  scope,
  actions,
}: {
  widget: WidgetDef;
  scope: WidgetScope;
  actions: EditActions | null;
}) {
  const titleId = `widget-${widget.id}-title`;
  const Body = widget.Component;
  return (
    <section
      aria-labelledby={titleId}
      data-testid={`widget-${widget.id}`}
      className={`flex h-full flex-col gap-3 rounded-lg border bg-white p-4 shadow-sm ${actions ? 'border-brand-600 border-dashed' : 'border-slate-200'}`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {widget.title}
        </h2>
        <WidgetBadge widget={widget} scope={scope} />
      </header>
      {actions ? <WidgetControls widget={widget} actions={actions} /> : null}
      <WidgetErrorBoundary>
        <Suspense fallback={<p className="text-sm text-slate-500">{t.loading}</p>}>
          <Body />
        </Suspense>
      </WidgetErrorBoundary>
    </section>
  );
}
