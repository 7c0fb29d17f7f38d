import { useEffect, useState } from 'react';
import type { Box } from './placement';

/** Room between the element and the ring drawn around it. */
export const RING_PADDING = 6;
const EDGE = 2;
const MEASURE_MS = 150;
/** How long after a step starts or the window changes size an element that goes off screen is brought back. */
const SETTLE_MS = 1500;

const same = (a: Box | null, b: Box) => a !== null && (Object.keys(b) as (keyof Box)[]).every((key) => Math.abs(a[key] - b[key]) < 0.5);

/**
 * Where the element the instructor points at is on screen, ring included (kept inside the
 * window, so a ring around an edge element stays whole); null while it is not there. Follows
 * the element as the page moves, and brings it into view when it is (partly) off screen as the
 * step starts or after the window changed its size (a phone turned round); not otherwise, so
 * the trainee can scroll away to read.
 */
export function useTargetBox(selector: string | undefined): Box | null {
  const [box, setBox] = useState<Box | null>(null);

  useEffect(() => {
    if (!selector) {
      setBox(null);
      return undefined;
    }
    // Watched for a moment (the page may still be laying itself out), then left to the trainee.
    let watchUntil = Date.now() + SETTLE_MS;
    let scrolled = false;
    const measure = () => {
      const element = document.querySelector(selector);
      const rect = element?.getBoundingClientRect();
      if (element && rect && !scrolled) {
        // Partly out of view counts too: a table's last column can hide behind its own scrollbar.
        const outOfView = rect.top < 0 || rect.bottom > window.innerHeight || rect.left < 0 || rect.right > window.innerWidth;
        if (outOfView) element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'smooth' });
        scrolled = outOfView || Date.now() > watchUntil;
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
    const resized = () => {
      scrolled = false;
      watchUntil = Date.now() + SETTLE_MS;
    };
    const timer = setInterval(measure, MEASURE_MS);
    const frame = requestAnimationFrame(measure);
    window.addEventListener('resize', resized);
    return () => {
      clearInterval(timer);
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resized);
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
