import { loadRemoteManifest } from './features/remote/manifest';

// The async boundary: remotes are registered from the manifest served beside the shell,
// then the app (and the shared singletons) load.
loadRemoteManifest()
  .catch((error: unknown) => console.error('Remote manifest could not be loaded', error))
  .finally(() => import('./bootstrap'));
