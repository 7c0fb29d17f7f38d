import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@pulp/shared';
import { UiProvider } from '@pulp/shared/ui';
import { createRouter } from './router';

export function App() {
  const router = useMemo(() => createRouter(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </I18nextProvider>
  );
}
