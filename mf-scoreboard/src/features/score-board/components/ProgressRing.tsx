import { Box, Text } from '@pulp/shared/ui';

/** The overall progress as a ring (drawn in SVG) with the rounded percentage inside. */
export function ProgressRing({ percent, label }: { percent: number; label: string }) {
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  return (
    <Box position="relative" width="112px" height="112px" flexShrink={0} role="img" aria-label={label} className="progress-ring">
      <svg viewBox="0 0 100 100" width="112" height="112" aria-hidden="true">
        <circle cx="50" cy="50" r={radius} fill="none" stroke="var(--chakra-colors-bg-emphasized)" strokeWidth="10" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          stroke="var(--chakra-colors-brand-solid)"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${(circumference * percent) / 100} ${circumference}`}
          transform="rotate(-90 50 50)"
          style={{ transition: 'stroke-dasharray 600ms ease' }}
        />
      </svg>
      <Text position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" fontSize="2xl" fontWeight="bold" className="progress-percent" aria-hidden="true">
        {percent}%
      </Text>
    </Box>
  );
}
