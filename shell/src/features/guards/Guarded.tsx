import type { ReactNode } from 'react';
import { useSession } from '@pulp/shared';
import type { Guard } from './guard';
import { ForbiddenPage } from './ForbiddenPage';

/** Whether the session passes a guard (docs/behaviour.md, "Roles"). */
export function passesGuard(guard: Guard, session: { isLoggedIn: boolean; role: string | null }): boolean {
  switch (guard) {
    case 'none':
      return true;
    case 'login':
      return session.isLoggedIn;
    case 'admin':
      return session.isLoggedIn && session.role === 'admin';
    case 'accounting':
      return session.isLoggedIn && session.role === 'accounting';
  }
}

/** Shows the 403 page in place (the location does not change) when the guard refuses. */
export function Guarded({ guard, children }: { guard: Guard; children: ReactNode }) {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const role = useSession((state) => state.role);
  if (passesGuard(guard, { isLoggedIn, role })) return <>{children}</>;
  return <ForbiddenPage errorKey={guard === 'login' ? 'UNAUTHORIZED_ACCESS_ERROR' : 'UNAUTHORIZED_PAGE_ACCESS_ERROR'} />;
}
