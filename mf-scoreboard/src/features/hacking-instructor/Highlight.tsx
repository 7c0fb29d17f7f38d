import { useEffect, useState } from 'react';
import { Box } from '@pulp/shared/ui';

interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

const PADDING = 6;
const EDGE = 2;

/** A pulsing ring around the element the instructor points at (follows it as the page moves). */
export function Highlight({ selector }: { selector: string }) {
  const [rect, setRect] = useState<Rect | null>(null);

  useEffect(() => {
    let frame = 0;
    let scrolled = false;
    const measure = () => {
      const element = document.querySelector(selector);
      const box = element?.getBoundingClientRect();
      // Bring the element into view once, when it is off screen.
      if (element && box && !scrolled) {
        scrolled = true;
        if (box.bottom < 0 || box.top > window.innerHeight) element.scrollIntoView({ block: 'center', behavior: 'smooth' });
      }
      setRect((previous) => {
        if (!box || (box.width === 0 && box.height === 0)) return null;
        // Kept inside the window, so a ring around an edge element stays whole.
        const top = Math.max(EDGE, box.top - PADDING);
        const left = Math.max(EDGE, box.left - PADDING);
        const right = Math.min(window.innerWidth - EDGE, box.right + PADDING);
        const bottom = Math.min(window.innerHeight - EDGE, box.bottom + PADDING);
        const next = { top, left, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
        const same = previous && Object.keys(next).every((key) => Math.abs(previous[key as keyof Rect] - next[key as keyof Rect]) < 0.5);
        return same ? previous : next;
      });
    };
    const timer = setInterval(measure, 150);
    frame = requestAnimationFrame(measure);
    return () => {
      clearInterval(timer);
      cancelAnimationFrame(frame);
    };
  }, [selector]);

  if (!rect) return null;
  return (
    <Box
      className="instructor-highlight"
      position="fixed"
      pointerEvents="none"
      zIndex={2100}
      borderRadius="lg"
      borderWidth="3px"
      borderColor="purple.solid"
      style={{ top: rect.top, left: rect.left, width: rect.width, height: rect.height }}
      animation="pulse 1.6s ease-in-out infinite"
      boxShadow="0 0 0 4px var(--chakra-colors-purple-muted)"
      aria-hidden="true"
    />
  );
}
