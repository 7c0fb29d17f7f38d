import { matchPath } from '@pulp/shared/router';
import { ROUTES } from './routes';

export type { Guard } from '../features/guards/guard';
export { FALLBACK_ROUTE, OAUTH_RETURN_ROUTE, ROUTES, routeTable, type RemoteRoute } from './routes';


/** Does this hash-router path hold the provider's access token (#access_token=…)? */
export function isOAuthReturn(pathname: string): boolean {
  return /^\/?access_token=/.test(pathname);
}


/** Does this hash-router path show a form page (RemoteRoute.form)? */
export function isFormPage(pathname: string): boolean {
  return ROUTES.some((route) => route.form === true && matchPath(`/${route.path}`, pathname) !== null);
}
