/** A rectangle in window coordinates (as getBoundingClientRect gives it). */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Where the speech bubble sits: at the start or end side of the window (they follow the text
 * direction), and either at the bottom (`top` null) or that many pixels from the window's top.
 */
export interface Spot {
  side: 'end' | 'start';
  top: number | null;
}

export interface Frame {
  /** The window's size. */
  viewport: { width: number; height: number };
  /** Gap between the bubble and the window's edges. */
  margin: number;
  /** The highest the bubble may sit: below the top bar, which the trainee still needs. */
  top: number;
  rtl: boolean;
}

/** Gap between the bubble and the element it sits next to. */
const GAP = 12;
const SIDES = ['end', 'start'] as const;

/** Where a bubble of this size lands at a spot. */
export function bubbleBox(spot: Spot, size: { width: number; height: number }, frame: Frame): Box {
  const { viewport, margin } = frame;
  const top = spot.top ?? viewport.height - margin - size.height;
  const right = (spot.side === 'end') !== frame.rtl;
  const left = right ? viewport.width - margin - size.width : margin;
  return { top, left, width: size.width, height: size.height };
}

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * The spots tried, in order: the bottom of the window, where the bubble usually sits; right
 * above the element (near what it talks about, and leaving the rest of a dialog free, its
 * close button included); last, the top of the window. (Right below the element would only
 * ever be free where the bottom is free already.)
 */
function candidates(target: Box | null, size: { width: number; height: number }, frame: Frame): Spot[] {
  const above = target ? target.top - GAP - size.height : -1;
  const tops = above >= frame.top ? [null, above, frame.top] : [null, frame.top];
  return tops.flatMap((top) => SIDES.map((side) => ({ side, top })));
}

/**
 * The spot for the bubble: the first that leaves the element pointed at (with its ring)
 * uncovered and is not under one of the boxes to avoid (snackbars, which sit above everything
 * and would cover the bubble's buttons); failing that, the first that leaves the element
 * uncovered; failing that, the one that covers the least of it. Nothing pointed at: the first
 * spot clear of the boxes to avoid, else bottom end.
 */
export function chooseSpot(target: Box | null, size: { width: number; height: number }, frame: Frame, avoid: Box[] = []): Spot {
  const usual: Spot = { side: 'end', top: null };
  const spots = candidates(target, size, frame);
  const clearOf = (spot: Spot) => avoid.every((box) => overlap(bubbleBox(spot, size, frame), box) === 0);
  if (!target) return spots.find(clearOf) ?? usual;
  let best = usual;
  let least = Infinity;
  let uncovered: Spot | null = null;
  for (const spot of spots) {
    const covered = overlap(bubbleBox(spot, size, frame), target);
    if (covered === 0 && clearOf(spot)) return spot;
    if (covered === 0) uncovered ??= spot;
    if (covered < least) {
      least = covered;
      best = spot;
    }
  }
  return uncovered ?? best;
}
