import { loadRemoteManifest } from './features/remote/manifest';
import { remoteOfHash } from './features/remote/route-preload';
import { OAUTH_RETURN_ROUTE, ROUTES } from './app/routes';

// The async boundary: remotes are registered from the manifest (rendered into the page, or
// served beside the shell), then the app (and the shared singletons) load. The remote of the
// opened route starts downloading meanwhile.
loadRemoteManifest(remoteOfHash(window.location.hash, [...ROUTES, OAUTH_RETURN_ROUTE], 'catalog'))
  .catch((error: unknown) => console.error('Remote manifest could not be loaded', error))
  .finally(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
