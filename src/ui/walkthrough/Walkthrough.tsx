// The walkthrough overlay (SPEC 3 "Walkthrough settings", SPEC 4 "Walkthrough overlay", SPEC 9):
// a backdrop with a hole on one element, a caption (top or bottom, or a tip box beside the
// element), a gesture icon or an arrow. Setting `active` shows it and places the hole at once
// and again after 100 ms (the page may still be laying out); icon and arrow follow after 200 ms.
// It closes on a click anywhere, or in button mode only on the done button, and on Esc. While
// open, the caption is a dialog that holds the focus; the page behind is inert unless the
// highlighted element stays interactive, in which case it is raised above the backdrop and
// stays in the Tab order.
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { walkthroughDe } from '../../i18n/walkthrough.de';
import { FOCUS_RING } from '../Button';
import {
  arrowLine,
  captionLocation,
  ellipseAround,
  holeAround,
  iconBox,
  ICON_SIZE,
  rectOf,
  tipBox,
  WALKTHROUGH,
  type CaptionLocation,
  type Rect,
} from './geometry';
import { renderMarkup } from './markup';

export const GESTURES = [
  'single_tap',
  'double_tap',
  'swipe_down',
  'swipe_left',
  'swipe_right',
  'swipe_up',
] as const;
export type Gesture = (typeof GESTURES)[number];
export type WalkthroughIcon = Gesture | 'arrow' | 'none' | 'custom';

/** The six gesture hint images (512 × 512, public/gestures/). */
export const gestureImage = (gesture: Gesture): string =>
  `/gestures/${gesture.replace('_', '-')}.svg`;

const isGesture = (icon: WalkthroughIcon): icon is Gesture =>
  (GESTURES as readonly string[]).includes(icon);

/** SPEC 3 "Walkthrough settings". */
export interface WalkthroughSettings {
  readonly active: boolean;
  readonly type?: 'transparency' | 'tip';
  /** The element to highlight; the first match is used, none means no hole. */
  readonly focusSelector?: string | null;
  /** The caption's heading: the dialog's accessible name. */
  readonly title: string;
  /** The caption text; may contain <b>, <strong>, <em>, <i> and <br>. */
  readonly caption: string;
  readonly useButton?: boolean;
  readonly buttonCaption?: string;
  readonly icon?: WalkthroughIcon;
  readonly customIcon?: string;
  readonly heroImage?: string;
  readonly glow?: boolean;
  readonly roundHole?: boolean;
  /** Default: on for transparency, off for tip (SPEC 9). */
  readonly backdrop?: boolean;
  readonly forcedCaptionLocation?: CaptionLocation;
  readonly iconPaddingLeft?: number;
  readonly iconPaddingTop?: number;
  readonly tipIconLocation?: 'FRONT' | 'BACK';
  readonly tipColor?: 'BLACK' | 'WHITE';
  readonly tipCloseButton?: boolean;
  /** Whether the highlighted element stays usable (raised above the backdrop, in Tab order). */
  readonly interactive?: boolean;
}

export interface WalkthroughProps {
  readonly settings: WalkthroughSettings;
  /** More controls in the caption; they close the overlay with `useWalkthroughClose()`. */
  readonly actions?: ReactNode;
  readonly onShow?: () => void;
  readonly onHide?: () => void;
  readonly onHidden?: () => void;
}

const CloseContext = createContext<() => void>(() => undefined);

/** Closes the walkthrough around this control as a click elsewhere would (hide, then hidden). */
export const useWalkthroughClose = (): (() => void) => use(CloseContext);

const CAPTION_MARGIN = 16;
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function findTarget(selector: string | null | undefined): HTMLElement | null {
  if (!selector) return null;
  try {
    return document.querySelector<HTMLElement>(selector);
  } catch {
    return null; // Not a valid selector: shown without a hole.
  }
}

interface Raised {
  readonly element: HTMLElement;
  readonly zIndex: string;
  readonly position: string;
}

/**
 * Lifts the element, and every ancestor that starts a stacking context of its own, to the raised
 * level so the element is above the backdrop; remembers the inline styles to restore.
 */
function raise(element: HTMLElement, raised: Raised[]): void {
  for (let node: HTMLElement | null = element; node && node !== document.body;) {
    const style = getComputedStyle(node);
    const starts = node === element || (style.position !== 'static' && style.zIndex !== 'auto');
    if (starts && !raised.some((r) => r.element === node)) {
      raised.push({ element: node, zIndex: node.style.zIndex, position: node.style.position });
      if (style.position === 'static') node.style.position = 'relative';
      node.style.zIndex = String(WALKTHROUGH.raisedLevel);
    }
    node = node.parentElement;
  }
}

/** Restores the stacking order of the raised elements (SPEC 4). */
function restore(raised: Raised[]): void {
  for (const { element, zIndex, position } of raised.splice(0)) {
    element.style.zIndex = zIndex;
    element.style.position = position;
  }
}

const viewportSize = () => ({ width: window.innerWidth, height: window.innerHeight });
const sameRect = (a: Rect | null, b: Rect | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.x === b.x &&
    a.y === b.y &&
    a.width === b.width &&
    a.height === b.height);

export function Walkthrough({ settings, actions, onShow, onHide, onHidden }: WalkthroughProps) {
  const type = settings.type ?? 'transparency';
  const backdrop = settings.backdrop ?? type === 'transparency';
  const icon: WalkthroughIcon = settings.icon ?? 'single_tap';
  const interactive = settings.interactive ?? false;
  const selector = settings.focusSelector ?? null;
  const useButton = settings.useButton ?? false;

  // Visible while active and not closed since it became active.
  const [activeSeen, setActiveSeen] = useState(false);
  const [closed, setClosed] = useState(false);
  const [placed, setPlaced] = useState(false);
  if (settings.active !== activeSeen) {
    setActiveSeen(settings.active);
    setClosed(false);
    setPlaced(false);
  }
  const visible = settings.active && !closed;

  // The hole is read from the page on each render; `layout` re-renders when it may have moved
  // (the re-focus delay, a resize, a scroll).
  const [, setLayout] = useState(0);
  const relayout = useCallback(() => setLayout((n) => n + 1), []);
  const element = visible ? findTarget(selector) : null;
  const target = element ? rectOf(element.getBoundingClientRect()) : null;
  const viewport = viewportSize();

  const [boxSize, setBoxSize] = useState<{ width: number; height: number } | null>(null);
  const [captionRect, setCaptionRect] = useState<Rect | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const raised = useRef<Raised[]>([]);
  const returnFocus = useRef<Element | null>(null);
  const events = useRef({ onShow, onHide, onHidden });
  useEffect(() => {
    events.current = { onShow, onHide, onHidden };
  });
  const ids = useId();
  const titleId = `${ids}-title`;
  const textId = `${ids}-text`;

  // Shown: the show event, the hole again after the re-focus delay, then icon and arrow.
  useEffect(() => {
    if (!visible) return;
    returnFocus.current = document.activeElement;
    events.current.onShow?.();
    const again = setTimeout(relayout, WALKTHROUGH.refocusDelayMs);
    const place = setTimeout(() => setPlaced(true), WALKTHROUGH.placementDelayMs);
    return () => {
      clearTimeout(again);
      clearTimeout(place);
    };
  }, [visible, relayout]);

  // Resizing or scrolling while visible: the hole follows.
  useEffect(() => {
    if (!visible) return;
    window.addEventListener('resize', relayout);
    window.addEventListener('scroll', relayout, true);
    return () => {
      window.removeEventListener('resize', relayout);
      window.removeEventListener('scroll', relayout, true);
    };
  }, [visible, relayout]);

  // An interactive element is raised above the backdrop while shown; the page gets its stacking
  // order back when the overlay hides, the element changes or it unmounts.
  useEffect(() => {
    if (!visible || !interactive || !element) return;
    const stack = raised.current;
    raise(element, stack);
    return () => restore(stack);
  }, [visible, interactive, element]);

  const close = useCallback(() => {
    events.current.onHide?.();
    setPlaced(false); // the arrow goes first
    setClosed(true);
    restore(raised.current);
    events.current.onHidden?.();
    // After the page stops being inert (an effect of the next commit).
    const back = returnFocus.current;
    setTimeout(() => {
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    }, 0);
  }, []);

  // A click anywhere closes, unless the done button is the only way (button mode). Controls of
  // the caption that must not close stop the click's propagation.
  useEffect(() => {
    if (!visible || useButton) return;
    const onClick = () => close();
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [visible, useButton, close]);

  // The page behind is out of reach for keyboard and screen reader, unless the element stays
  // usable (then the dialog is not modal either).
  useEffect(() => {
    if (!visible || interactive) return;
    const root = document.getElementById('root');
    if (!root || root.hasAttribute('inert')) return;
    root.setAttribute('inert', '');
    return () => root.removeAttribute('inert');
  }, [visible, interactive]);

  // Focus into the caption; Esc closes; Tab stays within the caption (and the element).
  useEffect(() => {
    if (!visible) return;
    const box = boxRef.current;
    const first = box?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !box) return;
      const usable = interactive ? findTarget(selector) : null;
      const stops = [
        ...box.querySelectorAll<HTMLElement>(FOCUSABLE),
        ...(usable
          ? [usable, ...usable.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
              (e) => e.matches(FOCUSABLE) && e.tabIndex >= 0,
            )
          : []),
      ];
      event.preventDefault();
      if (stops.length === 0) {
        box.focus();
        return;
      }
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey
        ? at <= 0
          ? stops.length - 1
          : at - 1
        : at === -1 || at === stops.length - 1
          ? 0
          : at + 1;
      stops[next]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible, interactive, selector, close]);

  const hole = target ? holeAround(target) : null;
  const gestureBox =
    hole && (isGesture(icon) || icon === 'custom')
      ? iconBox(hole, settings.iconPaddingLeft, settings.iconPaddingTop)
      : null;

  // The caption's place: measured at the top first, moved down when it would cover the element,
  // its icon or (for the arrow) the arrow's end.
  const captionWidth = Math.min(576, viewport.width - 2 * CAPTION_MARGIN);
  const captionAtTop =
    boxSize && type === 'transparency'
      ? {
          x: (viewport.width - captionWidth) / 2,
          y: CAPTION_MARGIN,
          width: captionWidth,
          height: boxSize.height,
        }
      : null;
  const location = captionLocation(settings.forcedCaptionLocation, captionAtTop, [
    hole,
    gestureBox,
  ]);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const size = { width: box.offsetWidth, height: box.offsetHeight };
    setBoxSize((current) =>
      current && current.width === size.width && current.height === size.height ? current : size,
    );
    const rect = rectOf(box.getBoundingClientRect());
    setCaptionRect((current) => (sameRect(current, rect) ? current : rect));
  }, [visible, target?.x, target?.y, location, viewport.width, viewport.height, settings.caption]);

  if (!visible) return null;

  const arrow =
    placed && icon === 'arrow' && hole && captionRect && type === 'transparency'
      ? arrowLine(captionRect, hole, location)
      : null;
  const tipAt =
    type === 'tip' && boxSize ? tipBox(hole, boxSize, viewport) : { x: -9999, y: -9999 };
  const iconSource =
    icon === 'custom' ? settings.customIcon : isGesture(icon) ? gestureImage(icon) : undefined;
  const maskId = `${ids}-mask`;
  const markerId = `${ids}-arrow`;
  const oval = hole && settings.roundHole ? ellipseAround(hole) : null;
  const holeShape = (props: { fill: string; stroke?: string; strokeWidth?: number }) =>
    oval ? (
      <ellipse cx={oval.cx} cy={oval.cy} rx={oval.rx} ry={oval.ry} {...props} />
    ) : hole ? (
      <rect x={hole.x} y={hole.y} width={hole.width} height={hole.height} rx={8} {...props} />
    ) : null;

  const doneButton = settings.useButton ? (
    <button
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        close();
      }}
      className={`mt-4 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 ${FOCUS_RING}`}
    >
      {settings.buttonCaption ?? walkthroughDe.doneCaption}
    </button>
  ) : null;

  const tipDark = settings.tipColor !== 'WHITE';
  const tipIcon =
    iconSource && type === 'tip' ? (
      <img src={iconSource} alt="" width={40} height={40} className="size-10 shrink-0" />
    ) : null;

  const dialogProps = {
    ref: boxRef,
    role: 'dialog',
    'aria-modal': interactive ? undefined : true,
    'aria-labelledby': titleId,
    'aria-describedby': textId,
    tabIndex: -1,
    'data-testid': 'walkthrough-caption',
    'data-location': type === 'tip' ? 'TIP' : location,
  } as const;

  return createPortal(
    <div
      className="fixed inset-0 z-[9990]"
      data-testid="walkthrough"
      data-has-hole={hole ? 'true' : 'false'}
    >
      <svg aria-hidden="true" className="absolute inset-0 h-full w-full">
        <defs>
          <mask id={maskId}>
            <rect width="100%" height="100%" fill="white" />
            {holeShape({ fill: 'black' })}
          </mask>
          <marker
            id={markerId}
            viewBox="0 0 10 10"
            refX="5"
            refY="5"
            markerWidth="6"
            markerHeight="6"
            orient="auto-start-reverse"
          >
            <path d="M0 0 L10 5 L0 10 z" fill="white" />
          </marker>
        </defs>
        <rect
          width="100%"
          height="100%"
          fill={backdrop ? 'rgba(15, 23, 42, 0.65)' : 'transparent'}
          mask={`url(#${maskId})`}
          data-testid="walkthrough-backdrop"
        />
        {hole ? (
          <g data-testid="walkthrough-hole">
            {holeShape({
              fill: 'none',
              stroke: settings.glow ? 'rgb(56, 189, 248)' : 'white',
              strokeWidth: settings.glow ? 4 : 2,
            })}
          </g>
        ) : null}
        {settings.glow && hole ? (
          <g className="animate-pulse" opacity={0.5}>
            {holeShape({ fill: 'none', stroke: 'rgb(56, 189, 248)', strokeWidth: 12 })}
          </g>
        ) : null}
        {arrow ? (
          <line
            data-testid="walkthrough-arrow"
            x1={arrow.x1}
            y1={arrow.y1}
            x2={arrow.x2}
            y2={arrow.y2}
            stroke="white"
            strokeWidth={3}
            markerEnd={`url(#${markerId})`}
          />
        ) : null}
      </svg>

      {placed && gestureBox && iconSource && type === 'transparency' ? (
        <img
          src={iconSource}
          alt=""
          width={ICON_SIZE}
          height={ICON_SIZE}
          data-testid="walkthrough-icon"
          className="pointer-events-none absolute drop-shadow-lg"
          style={{ left: gestureBox.x, top: gestureBox.y }}
        />
      ) : null}

      {type === 'transparency' ? (
        <div
          {...dialogProps}
          className="absolute left-1/2 -translate-x-1/2 rounded-lg bg-white p-5 text-slate-800 shadow-2xl focus:outline-none"
          style={{
            width: captionWidth,
            ...(location === 'TOP' ? { top: CAPTION_MARGIN } : { bottom: CAPTION_MARGIN }),
          }}
        >
          {settings.heroImage ? (
            <img src={settings.heroImage} alt="" className="mb-3 max-h-40 w-auto" />
          ) : null}
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {settings.title}
          </h2>
          <p id={textId} className="mt-1">
            {renderMarkup(settings.caption)}
          </p>
          {doneButton}
          <CloseContext value={close}>{actions}</CloseContext>
        </div>
      ) : (
        <div
          {...dialogProps}
          className={`absolute flex max-w-sm items-start gap-3 rounded-lg p-4 shadow-2xl focus:outline-none ${
            tipDark ? 'bg-slate-900 text-white' : 'bg-white text-slate-900'
          }`}
          style={{ left: tipAt.x, top: tipAt.y }}
        >
          {settings.tipIconLocation !== 'BACK' ? tipIcon : null}
          <div className="min-w-0 flex-1">
            <p id={titleId} className="font-semibold">
              {settings.title}
            </p>
            <p id={textId} className="mt-1 text-sm">
              {renderMarkup(settings.caption)}
            </p>
            {doneButton}
            <CloseContext value={close}>{actions}</CloseContext>
          </div>
          {settings.tipIconLocation === 'BACK' ? tipIcon : null}
          {settings.tipCloseButton ? (
            <button
              type="button"
              aria-label={walkthroughDe.close}
              title={walkthroughDe.close}
              onClick={(event) => {
                event.stopPropagation();
                close();
              }}
              className={`-mt-1 -mr-1 rounded p-1 text-xl leading-none ${FOCUS_RING}`}
            >
              ×
            </button>
          ) : null}
        </div>
      )}
    </div>,
    document.body,
  );
}
