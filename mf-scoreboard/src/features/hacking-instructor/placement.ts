/** A rectangle in window coordinates (as getBoundingClientRect gives it). */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** A corner of the window the speech bubble can sit in; start and end follow the text direction. */
export interface Corner {
  vertical: 'bottom' | 'top';
  side: 'end' | 'start';
}

export interface Frame {
  /** The window's size. */
  viewport: { width: number; height: number };
  /** Gap between the bubble and the window's edges. */
  margin: number;
  /** Where a bubble at the top starts: below the top bar, which the trainee still needs. */
  top: number;
  rtl: boolean;
}

/** The corners in the order they are tried: bottom end is where the bubble usually sits. */
export const CORNERS: readonly Corner[] = [
  { vertical: 'bottom', side: 'end' },
  { vertical: 'bottom', side: 'start' },
  { vertical: 'top', side: 'end' },
  { vertical: 'top', side: 'start' },
];

/** Where a bubble of this size lands in a corner. */
export function bubbleBox(corner: Corner, size: { width: number; height: number }, frame: Frame): Box {
  const { viewport, margin } = frame;
  const top = corner.vertical === 'bottom' ? viewport.height - margin - size.height : frame.top;
  const right = (corner.side === 'end') !== frame.rtl;
  const left = right ? viewport.width - margin - size.width : margin;
  return { top, left, width: size.width, height: size.height };
}

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * The corner for the bubble: the first that leaves the element pointed at (with its ring)
 * uncovered, else the one that covers the least of it. Nothing pointed at: bottom end.
 */
export function chooseCorner(target: Box | null, size: { width: number; height: number }, frame: Frame): Corner {
  if (!target) return CORNERS[0];
  let best = CORNERS[0];
  let least = Infinity;
  for (const corner of CORNERS) {
    const covered = overlap(bubbleBox(corner, size, frame), target);
    if (covered === 0) return corner;
    if (covered < least) {
      least = covered;
      best = corner;
    }
  }
  return best;
}
