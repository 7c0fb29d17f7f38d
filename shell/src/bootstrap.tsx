import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { adoptPreloadedData, configStore, connectSocket, initI18n, onSocket, registerInstance } from '@pulp/shared';
import { App } from './app/App';
import { warmUiKitWhenIdle } from './app/warm-ui-kit';

registerInstance('react', React);
// The first screen's data the document preloaded: taken over now, used by the page that needs it.
adoptPreloadedData();
warmUiKitWhenIdle();
connectSocket();
if (process.env.NODE_ENV === 'development') onSocket('dev reload', () => window.location.reload());
void configStore.getState().load();

// Translations first, so that the first paint is already in the visitor's language.
initI18n()
  .catch((error: unknown) => console.error('Translations could not be loaded', error))
  .finally(() => {
    createRoot(document.getElementById('root') as HTMLElement).render(<App />);
  });
