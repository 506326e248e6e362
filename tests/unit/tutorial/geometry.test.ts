// The walkthrough's geometry (SPEC 4, 9): hole padding 5 px, the round hole through the box's
// corners, the caption moving to the bottom only when the hole or icon would overlap it and no
// location is forced, the arrow's start (5 px) and marker (25 px) paddings, the icon paddings,
// and the tip box kept inside the viewport.
import { describe, expect, it } from 'vitest';
import {
  arrowLine,
  captionLocation,
  ellipseAround,
  holeAround,
  iconBox,
  ICON_SIZE,
  tipBox,
  WALKTHROUGH,
} from '../../../src/ui/walkthrough/geometry';

describe('walkthrough geometry', () => {
  it("has SPEC 9's constants", () => {
    expect(WALKTHROUGH).toEqual({
      holePadding: 5,
      arrowStartPadding: 5,
      arrowMarkerPadding: 25,
      refocusDelayMs: 100,
      placementDelayMs: 200,
      raisedLevel: 99999,
    });
  });

  it('grows the hole by 5 px on every side', () => {
    expect(holeAround({ x: 100, y: 50, width: 40, height: 20 })).toEqual({
      x: 95,
      y: 45,
      width: 50,
      height: 30,
    });
  });

  it('makes the round hole pass through the corners of the box', () => {
    const { cx, cy, rx, ry } = ellipseAround({ x: 0, y: 0, width: 200, height: 40 });
    expect([cx, cy]).toEqual([100, 20]);
    // (100/rx)² + (20/ry)² = 1: the corner (200, 40) lies on the ellipse.
    expect((100 / rx) ** 2 + (20 / ry) ** 2).toBeCloseTo(1);
    const circle = ellipseAround({ x: 0, y: 0, width: 50, height: 50 });
    expect(circle.rx).toBeCloseTo(circle.ry);
  });

  it('keeps the caption at the top unless the hole or the icon would overlap it there', () => {
    const top = { x: 100, y: 16, width: 500, height: 120 };
    const low = { x: 200, y: 400, width: 50, height: 30 };
    const high = { x: 200, y: 40, width: 50, height: 30 };
    expect(captionLocation(undefined, top, [low, null])).toBe('TOP');
    expect(captionLocation(undefined, top, [high, null])).toBe('BOTTOM');
    expect(captionLocation(undefined, top, [low, { ...high, y: 100 }])).toBe('BOTTOM');
    // Forced: stays where it is told, even over the element.
    expect(captionLocation('TOP', top, [high])).toBe('TOP');
    expect(captionLocation('BOTTOM', top, [low])).toBe('BOTTOM');
  });

  it('draws the arrow from 5 px off the caption to 25 px before the hole', () => {
    const caption = { x: 100, y: 16, width: 400, height: 100 };
    const hole = { x: 280, y: 400, width: 40, height: 40 };
    const line = arrowLine(caption, hole, 'TOP');
    expect(line).not.toBeNull();
    if (!line) return;
    expect([line.x1, line.y1]).toEqual([300, 121]);
    expect(line.x2).toBeCloseTo(300);
    expect(line.y2).toBeCloseTo(400 - 25);
    // From a caption at the bottom up to the hole's lower edge.
    const up = arrowLine({ ...caption, y: 600 }, hole, 'BOTTOM');
    expect(up?.y1).toBe(595);
    expect(up?.y2).toBeCloseTo(440 + 25);
    // Too close for an arrow.
    expect(arrowLine(caption, { ...hole, y: 130 }, 'TOP')).toBeNull();
  });

  it('puts the fingertip of the gesture icon on the middle of the lower edge, moved by the paddings', () => {
    const hole = { x: 100, y: 100, width: 80, height: 40 };
    const box = iconBox(hole);
    expect(box.width).toBe(ICON_SIZE);
    const tip = { x: box.x + ICON_SIZE * (256 / 512), y: box.y + ICON_SIZE * (205 / 512) };
    expect(tip.x).toBeCloseTo(140);
    expect(tip.y).toBeCloseTo(140);
    const moved = iconBox(hole, 10, -20);
    expect(moved.x - box.x).toBe(10);
    expect(moved.y - box.y).toBe(-20);
  });

  it('places the tip below the hole, above it when there is no room, and inside the viewport', () => {
    const viewport = { width: 800, height: 600 };
    const size = { width: 300, height: 100 };
    expect(tipBox({ x: 300, y: 100, width: 100, height: 40 }, size, viewport)).toEqual({
      x: 200,
      y: 152,
    });
    expect(tipBox({ x: 300, y: 520, width: 100, height: 40 }, size, viewport).y).toBe(408);
    expect(tipBox({ x: 750, y: 100, width: 40, height: 40 }, size, viewport).x).toBe(492);
    expect(tipBox(null, size, viewport)).toEqual({ x: 250, y: 250 });
  });
});
