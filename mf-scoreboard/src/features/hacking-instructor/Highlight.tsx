import { Box } from '@pulp/shared/ui';
import type { Box as Rect } from './placement';

/** A pulsing ring around the element the instructor points at. */
export function Highlight({ box }: { box: Rect }) {
  return (
    <Box
      className="instructor-highlight"
      position="fixed"
      pointerEvents="none"
      zIndex={2100}
      borderRadius="lg"
      borderWidth="3px"
      borderColor="purple.solid"
      style={{ top: box.top, left: box.left, width: box.width, height: box.height }}
      animation="pulse 1.6s ease-in-out infinite"
      boxShadow="0 0 0 4px var(--chakra-colors-purple-muted)"
      aria-hidden="true"
    />
  );
}
