import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { configStore, connectSocket, initI18n, registerInstance } from '@pulp/shared';
import { StandaloneHost, type StandaloneRemote } from './StandaloneHost';

// The rest of the UI kit: referenced so that this page provides it (the remote's pages load
// these parts when they need them), fetched only then.
export const UI_KIT_PARTS = {
  forms: () => import('@pulp/shared/ui-forms'),
  data: () => import('@pulp/shared/ui-data'),
  panels: () => import('@pulp/shared/ui-panels'),
  slides: () => import('@pulp/shared/ui-slides'),
  extra: () => import('@pulp/shared/ui-extra'),
};

/** Which remote this page hosts (shared/build/standalone.cjs defines it). */
declare const __PULP_STANDALONE__: StandaloneRemote;

registerInstance('react', React);
// The remote under development, from the development server that also serves this page.
registerRemotes([{ name: __PULP_STANDALONE__.name, entry: new URL('/remoteEntry.js', window.location.origin).toString() }]);
connectSocket();
void configStore.getState().load();

initI18n()
  .catch((error: unknown) => console.error('Translations could not be loaded', error))
  .finally(() => {
    createRoot(document.getElementById('root') as HTMLElement).render(<StandaloneHost remote={__PULP_STANDALONE__} />);
  });
