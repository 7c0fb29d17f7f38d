import { lazy, Suspense, useState } from 'react';

const SideNav = lazy(() => import('./SideNav').then((module) => ({ default: module.SideNav })));

/**
 * The side nav, fetched (with the drawer and folding panels it is built from) the first time
 * it is opened rather than with the first screen; it stays mounted afterwards so that it
 * closes with its animation.
 */
export function LazySideNav({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SideNav open={open} onClose={onClose} />
    </Suspense>
  );
}
