import { useEffect, useState } from 'react';
import { Box } from '@pulp/shared/ui';

interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

const PADDING = 6;

/** A pulsing ring around the element the instructor points at (follows it as the page moves). */
export function Highlight({ selector }: { selector: string }) {
  const [rect, setRect] = useState<Rect | null>(null);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      const element = document.querySelector(selector);
      const box = element?.getBoundingClientRect();
      setRect((previous) => {
        if (!box || (box.width === 0 && box.height === 0)) return null;
        const next = { top: box.top - PADDING, left: box.left - PADDING, width: box.width + 2 * PADDING, height: box.height + 2 * PADDING };
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
