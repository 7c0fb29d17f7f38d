import { HashRouter } from '@pulp/shared/router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@pulp/shared';
import { UiProvider } from '@pulp/shared/ui';
import { AppRoutes } from './router';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </UiProvider>
    </I18nextProvider>
  );
}
