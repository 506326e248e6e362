// Where the walkthrough overlay draws its parts (SPEC 4 "Walkthrough overlay", SPEC 9): the hole
// around the highlighted element, the caption's place, the arrow from the caption to the hole,
// the gesture icon on the element and the tip box beside it. Pure, so each rule is tested alone.

/** SPEC 9 "Walkthrough". */
export const WALKTHROUGH = {
  holePadding: 5,
  arrowStartPadding: 5,
  arrowMarkerPadding: 25,
  refocusDelayMs: 100,
  placementDelayMs: 200,
  raisedLevel: 99999,
} as const;

/** The size the gesture images (512 × 512) are drawn at, and where their fingertip is. */
export const ICON_SIZE = 96;
const FINGERTIP = { x: (256 / 512) * ICON_SIZE, y: (205 / 512) * ICON_SIZE };

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export type CaptionLocation = 'TOP' | 'BOTTOM';

export const rectOf = (r: { left: number; top: number; width: number; height: number }): Rect => ({
  x: r.left,
  y: r.top,
  width: r.width,
  height: r.height,
});

/** The hole: the element's box grown by the padding on every side. */
export function holeAround(target: Rect, padding: number = WALKTHROUGH.holePadding): Rect {
  return {
    x: target.x - padding,
    y: target.y - padding,
    width: target.width + 2 * padding,
    height: target.height + 2 * padding,
  };
}

/**
 * A round hole: the ellipse through the padded box's corners (a circle for a square box), so a
 * wide element gets a wide oval rather than a circle many times its height.
 */
export function ellipseAround(hole: Rect): { cx: number; cy: number; rx: number; ry: number } {
  return {
    cx: hole.x + hole.width / 2,
    cy: hole.y + hole.height / 2,
    rx: (hole.width / 2) * Math.SQRT2,
    ry: (hole.height / 2) * Math.SQRT2,
  };
}

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The gesture icon's box: its fingertip on the middle of the hole's lower edge, so the hand
 * points at the element without covering it; moved by the icon paddings.
 */
export function iconBox(hole: Rect, paddingLeft = 0, paddingTop = 0): Rect {
  return {
    x: hole.x + hole.width / 2 - FINGERTIP.x + paddingLeft,
    y: hole.y + hole.height - FINGERTIP.y + paddingTop,
    width: ICON_SIZE,
    height: ICON_SIZE,
  };
}

/**
 * SPEC 4: the caption stands at the top unless forced; it moves to the bottom when the hole or
 * the icon would overlap its text there (`captionAtTop`: the caption's box when at the top).
 */
export function captionLocation(
  forced: CaptionLocation | undefined,
  captionAtTop: Rect | null,
  covered: readonly (Rect | null)[],
): CaptionLocation {
  if (forced) return forced;
  if (!captionAtTop) return 'TOP';
  return covered.some((r) => r !== null && overlaps(r, captionAtTop)) ? 'BOTTOM' : 'TOP';
}

export interface Line {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/**
 * The arrow from the caption's edge that faces the hole (start padding away from it) towards the
 * hole's nearest edge, ending the marker padding before it so the head does not cover the
 * element. Null when the two are too close for an arrow.
 */
export function arrowLine(caption: Rect, hole: Rect, location: CaptionLocation): Line | null {
  const x1 = caption.x + caption.width / 2;
  const y1 =
    location === 'TOP'
      ? caption.y + caption.height + WALKTHROUGH.arrowStartPadding
      : caption.y - WALKTHROUGH.arrowStartPadding;
  const tx = Math.min(Math.max(x1, hole.x), hole.x + hole.width);
  const ty = location === 'TOP' ? hole.y : hole.y + hole.height;
  const length = Math.hypot(tx - x1, ty - y1);
  if (length <= WALKTHROUGH.arrowMarkerPadding) return null;
  const keep = (length - WALKTHROUGH.arrowMarkerPadding) / length;
  return { x1, y1, x2: x1 + (tx - x1) * keep, y2: y1 + (ty - y1) * keep };
}

/** The tip box: below the hole when it fits in the viewport, else above; kept inside it. */
export function tipBox(
  hole: Rect | null,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  gap = 12,
): { x: number; y: number } {
  const clampX = (x: number) => Math.max(8, Math.min(x, viewport.width - size.width - 8));
  if (!hole) {
    return { x: clampX((viewport.width - size.width) / 2), y: (viewport.height - size.height) / 2 };
  }
  const x = clampX(hole.x + hole.width / 2 - size.width / 2);
  const below = hole.y + hole.height + gap;
  if (below + size.height <= viewport.height) return { x, y: below };
  return { x, y: Math.max(8, hole.y - gap - size.height) };
}
