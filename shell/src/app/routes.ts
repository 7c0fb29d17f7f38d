// The route table's data alone, without the router: main.js reads it before the shared
// modules (the router among them) have loaded, to preload the remote of the opened route.
import type { ContractRemote, ExposedModule } from '@pulp/shared/contract';
// The switch alone, not the shared singleton: main.js reads this table before that has loaded.
import { isHardened } from '@pulp/shared/hardened';
import table from '@pulp/shared/routes.json';
import type { Guard } from '../features/guards/guard';
import { tokenSalePath } from './hidden-route';

/**
 * A remote and one module it exposes, as the contract lists them (shared/src/contract/remote-modules.ts;
 * route-table.test.ts holds every route of shared/routes.json to it).
 */
type ExposedBy = { [R in ContractRemote]: { remote: R; /** The exposed module of the remote (without the leading "./"). */ module: ExposedModule<R> } }[ContractRemote];

export type RemoteRoute = ExposedBy & {
  /** Route path inside the hash router (docs/behaviour.md, "Screens"). */
  path: string;
  /** Who may open it: none (anyone; such pages ask visitors to log in where they need it), a session (login), or that role. */
  guard?: Guard;
  /** Translation key of the page's name in the browser tab (the search pages work theirs out). */
  title?: string;
  /**
   * A page whose main content is a form to type into: the first-visit welcome banner, a modal
   * that takes the focus, does not open over it but on the next page.
   */
  form?: boolean;
};

/** A route as shared/routes.json lists it: the token sale's is `obscured`, its path is not written there. */
type ListedRoute = Omit<RemoteRoute, 'path'> & { path?: string; obscured?: boolean };

const withPath = ({ obscured, ...route }: ListedRoute): RemoteRoute => ({ ...route, path: obscured ? tokenSalePath() : (route.path ?? '') }) as RemoteRoute;

/**
 * Every route, as shared/routes.json lists them, with nothing hardened: which remote a path
 * needs (main.js preloads it before the configuration is read) and which pages are forms. A
 * route whose page does not exist yet is simply not listed: it falls back to search like any
 * unknown path.
 */
export const ROUTES: RemoteRoute[] = (table.routes as ListedRoute[]).map(withPath);

type ShopConfig = Parameters<typeof isHardened>[0];

/** Who may open the token wallet's contract editor, a developer tool. */
function contractEditorGuard(config: ShopConfig): Guard {
  // vuln: web3SandboxChallenge — the token wallet's contract editor, a developer tool, was left
  // in the production route table: no menu links to it, but main.js lists it for anyone to read.
  return isHardened(config, 'web3SandboxChallenge') ? 'admin' : 'none';
}

/** Which remote owns which route, as the shop's configuration has it. */
export const routeTable = (config: ShopConfig): RemoteRoute[] =>
  ROUTES.map((route) => (route.path === 'web3-sandbox' ? { ...route, guard: contractEditorGuard(config) } : route));

/** Where the browser comes back from the external sign-in: the fragment holds the access token. */
export const OAUTH_RETURN_ROUTE = table.oauthReturn as RemoteRoute;

/** The page every unknown path falls back to. */
export const FALLBACK_ROUTE = table.fallback as RemoteRoute;
