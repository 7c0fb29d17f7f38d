import { useEffect, useState } from 'react';
import type { Box } from './placement';

/** Room between the element and the ring drawn around it. */
export const RING_PADDING = 6;
const EDGE = 2;
const MEASURE_MS = 150;

const same = (a: Box | null, b: Box) => a !== null && (Object.keys(b) as (keyof Box)[]).every((key) => Math.abs(a[key] - b[key]) < 0.5);

/**
 * Where the element the instructor points at is on screen, ring included (kept inside the
 * window, so a ring around an edge element stays whole); null while it is not there. Follows
 * the element as the page moves, and brings it into view once when it starts off screen.
 */
export function useTargetBox(selector: string | undefined): Box | null {
  const [box, setBox] = useState<Box | null>(null);

  useEffect(() => {
    if (!selector) {
      setBox(null);
      return undefined;
    }
    let scrolled = false;
    const measure = () => {
      const element = document.querySelector(selector);
      const rect = element?.getBoundingClientRect();
      if (element && rect && !scrolled) {
        scrolled = true;
        if (rect.bottom < 0 || rect.top > window.innerHeight) element.scrollIntoView({ block: 'center', behavior: 'smooth' });
      }
      setBox((previous) => {
        if (!rect || (rect.width === 0 && rect.height === 0)) return null;
        const top = Math.max(EDGE, rect.top - RING_PADDING);
        const left = Math.max(EDGE, rect.left - RING_PADDING);
        const right = Math.min(window.innerWidth - EDGE, rect.right + RING_PADDING);
        const bottom = Math.min(window.innerHeight - EDGE, rect.bottom + RING_PADDING);
        const next = { top, left, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
        return same(previous, next) ? previous : next;
      });
    };
    const timer = setInterval(measure, MEASURE_MS);
    const frame = requestAnimationFrame(measure);
    return () => {
      clearInterval(timer);
      cancelAnimationFrame(frame);
    };
  }, [selector]);

  return box;
}

const sameBoxes = (a: Box[], b: Box[]) => a.length === b.length && a.every((box, index) => same(box, b[index]));

/** Where the elements matching a selector are on screen (empty while there are none), kept up to date. */
export function useBoxesOf(selector: string): Box[] {
  const [boxes, setBoxes] = useState<Box[]>([]);
  useEffect(() => {
    const measure = () => {
      const next = [...document.querySelectorAll(selector)]
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.width > 0 && rect.height > 0)
        .map(({ top, left, width, height }) => ({ top, left, width, height }));
      setBoxes((previous) => (sameBoxes(previous, next) ? previous : next));
    };
    const timer = setInterval(measure, MEASURE_MS);
    measure();
    return () => clearInterval(timer);
  }, [selector]);
  return boxes;
}
