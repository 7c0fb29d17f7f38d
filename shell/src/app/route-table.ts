import type { RemoteName } from '../features/remote/manifest';

export type Guard = 'none' | 'login' | 'admin' | 'accounting';

export interface RemoteRoute {
  /** Route path inside the hash router (spec section 2). */
  path: string;
  remote: RemoteName;
  /** The exposed module of the remote (without the leading "./"). */
  module: string;
  guard?: Guard;
}

/**
 * Which remote owns which route. A route whose page does not exist yet is simply not
 * listed: it falls back to search like any unknown path.
 */
export const ROUTES: RemoteRoute[] = [
  { path: 'search', remote: 'catalog', module: 'SearchPage' },
  { path: 'hacking-instructor', remote: 'catalog', module: 'SearchPage' },
  { path: 'login', remote: 'account', module: 'LoginPage' },
  { path: 'accounting', remote: 'staff', module: 'AccountingPage', guard: 'accounting' },
  { path: 'administration', remote: 'staff', module: 'AdministrationPage', guard: 'admin' },
  { path: 'score-board', remote: 'scoreboard', module: 'ScoreBoardPage' },
];

/** The page every unknown path falls back to. */
export const FALLBACK_ROUTE: RemoteRoute = { path: '*', remote: 'catalog', module: 'SearchPage' };
