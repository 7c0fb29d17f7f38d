import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UiProvider } from '../src/ui/provider';

/** An English i18next instance loaded synchronously from translation fragments. */
export function testI18n(...fragments: Record<string, string>[]): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: Object.assign({}, ...fragments) } },
    interpolation: { escapeValue: false },
    initImmediate: false,
  } as Parameters<I18n['init']>[0]);
  return instance;
}

export interface ProvidersOptions {
  i18n: I18n;
  route?: string;
}

/** Renders inside the providers the shell gives every page: i18n, Chakra, a router. */
export function renderWithProviders(ui: ReactElement, { i18n, route = '/' }: ProvidersOptions, options?: RenderOptions) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <UiProvider>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </UiProvider>
      </I18nextProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
