// The dashboard's widgets and their editing mode (issue 13 item 11). The layout is the user's
// (synced, offline too); 'Anpassen' shows per widget buttons to move it up or down and to remove
// it, and a list of the widgets that may be added; 'Fertig' leaves the mode. Every change is one
// mutation, written locally at once. Buttons carry the widget's name for screen readers, focus
// stays on the control that moved, and a live region says what happened.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Principal } from '../../../src/api/access';
import { applyLayoutChange, moveTarget } from '../rules';
import { mutate } from '../../../src/db';
import { dashboardDe } from '../texts.de';
import { buttonClass } from '../../../src/ui/Button';
import { useMe } from '../../../src/features/auth';
import { useDashboardLayout } from './useDashboardLayout';
import { WidgetFrame, type EditActions } from './WidgetFrame';
import { addableWidgets, shownWidgets, type WidgetDef, type WidgetScope } from './widgets';

const t = dashboardDe;
type Control = 'up' | 'down' | 'remove' | 'add';

/** Where the focus goes once the layout has changed: the first of these controls that works. */
interface FocusWish {
  readonly id: string;
  readonly controls: readonly Control[];
  /** The layout the wish was made on: the effect waits for one that differs from it. */
  readonly before: readonly string[];
  /** When it was made: a wish no layout fulfilled soon after is dropped, never steals focus later. */
  readonly at: number;
}

const FOCUS_WISH_MS = 5_000;
/** Called from event handlers only (a wish is made when the user acts). */
const stamped = (wish: Omit<FocusWish, 'at'>): FocusWish => ({ ...wish, at: performance.now() });
const sameLayout = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

const controlSelector = (id: string, control: Control) =>
  `[data-dashboard-control="${id}:${control}"]`;

export function Dashboard() {
  const me = useMe();
  const layout = useDashboardLayout();
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const focusWish = useRef<FocusWish | null>(null);
  /**
   * The layout the last move made of the drawn one, until the stored layout is drawn again: a
   * second press that comes before that redraw (a busy device) moves on from the first.
   */
  const movedAhead = useRef<{ drawn: readonly string[]; layout: readonly string[] } | null>(null);
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const scope = useMemo<WidgetScope>(() => ({ lieferkundeNr }), [lieferkundeNr]);
  const principal: Principal | null = me?.user ?? null;

  // Once the layout reflects a change, focus goes to the control the user expects next.
  useEffect(() => {
    const wish = focusWish.current;
    if (!wish || !layout) return;
    if (performance.now() - wish.at > FOCUS_WISH_MS) {
      focusWish.current = null;
      return;
    }
    // A pull may redraw the same layout before the local change lands: wait for the change.
    if (sameLayout(layout, wish.before)) return;
    for (const control of wish.controls) {
      const element = document.querySelector<HTMLButtonElement>(controlSelector(wish.id, control));
      if (element && !element.disabled) {
        focusWish.current = null;
        element.focus();
        return;
      }
    }
  }, [layout]);

  if (!layout || !principal) {
    return (
      <p className="mt-6 text-slate-500" aria-busy="true">
        {t.loading}
      </p>
    );
  }

  const shown = shownWidgets(layout, principal);
  const addable = addableWidgets(layout, principal);
  const visible = (id: string) => shown.some((widget) => widget.id === id);

  const run = (change: Promise<void>, wish: Omit<FocusWish, 'at'> | null, message: string) => {
    focusWish.current = wish && stamped(wish);
    change.then(
      () => setAnnouncement(message),
      () => {
        focusWish.current = null;
        setAnnouncement(t.edit.failed);
      },
    );
  };

  const actionsFor = (widget: WidgetDef, index: number): EditActions => ({
    first: index === 0,
    last: index === shown.length - 1,
    onMove: (direction) => {
      const ahead = movedAhead.current;
      const base = ahead && ahead.drawn === layout ? ahead.layout : layout;
      const to = moveTarget(base, visible, widget.id, direction);
      if (to === null) return;
      movedAhead.current = {
        drawn: layout,
        layout: applyLayoutChange(base, { kind: 'move', widget: widget.id, to }),
      };
      const from = base.filter(visible).indexOf(widget.id);
      const position = direction === 'up' ? from : from + 2;
      run(
        mutate('dashboard.move', { widget: widget.id, to }),
        // Keep moving the same way; at the end of the list the other button takes the focus.
        {
          id: widget.id,
          controls: direction === 'up' ? ['up', 'down'] : ['down', 'up'],
          before: layout,
        },
        t.edit.announce.moved(widget.title, position, shown.length),
      );
    },
    onRemove: () => {
      run(
        mutate('dashboard.remove', { widget: widget.id }),
        // The widget now waits in the list to add it back.
        { id: widget.id, controls: ['add'], before: layout },
        t.edit.announce.removed(widget.title),
      );
    },
  });

  const add = (widget: WidgetDef) =>
    run(
      mutate('dashboard.add', { widget: widget.id }),
      { id: widget.id, controls: ['up', 'remove'], before: layout },
      t.edit.announce.added(widget.title, shown.length + 1),
    );

  return (
    <div className="mt-6" data-tutorial="dashboard">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {editing ? <p className="max-w-prose text-sm text-slate-600">{t.edit.hint}</p> : <span />}
        <button
          type="button"
          data-testid="dashboard-edit"
          className={buttonClass(editing ? 'primary' : 'secondary')}
          onClick={() => {
            setEditing((on) => !on);
            setAnnouncement('');
          }}
        >
          {editing ? t.edit.done : t.edit.start}
        </button>
      </div>
      <p role="status" aria-live="polite" className="sr-only" data-testid="dashboard-announce">
        {announcement}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {t.empty}
        </p>
      ) : (
        <ol aria-label={t.widgetsLabel} className="mt-4 grid gap-4 md:grid-cols-2">
          {shown.map((widget, index) => (
            <li key={widget.id} data-widget-id={widget.id}>
              <WidgetFrame
                widget={widget}
                scope={scope}
                actions={editing ? actionsFor(widget, index) : null}
              />
            </li>
          ))}
        </ol>
      )}
      {editing ? (
        <section
          aria-labelledby="dashboard-add-title"
          className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4"
        >
          <h2 id="dashboard-add-title" className="text-lg font-semibold text-slate-900">
            {t.edit.addHeading}
          </h2>
          {addable.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t.edit.noneToAdd}</p>
          ) : (
            <ul className="mt-3 flex flex-wrap gap-2">
              {addable.map((widget) => (
                <li key={widget.id}>
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    data-dashboard-control={`${widget.id}:add`}
                    onClick={() => add(widget)}
                  >
                    <span aria-hidden="true">+</span> {t.edit.add(widget.title)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className={`mt-4 ${buttonClass('ghost')}`}
            onClick={() => run(mutate('dashboard.reset', {}), null, t.edit.announce.reset)}
          >
            {t.edit.reset}
          </button>
        </section>
      ) : null}
    </div>
  );
}
