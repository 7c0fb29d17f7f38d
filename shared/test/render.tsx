import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UiProvider } from '../src/ui/provider';
import { Toaster } from '../src/ui/snackbar';

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

/** Renders a component with the snackbars, in the providers the shell gives every page. */
export function renderWithSnackbars(ui: ReactElement, { i18n, route = '/' }: ProvidersOptions) {
  return renderWithProviders(
    <>
      {ui}
      <Toaster />
    </>,
    { i18n, route },
  );
}

/** Shows where the page navigated to (any path other than the page's own). */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location">
      {location.pathname}
      {location.search}
    </div>
  );
}

/**
 * Renders a page at its route with the snackbars; navigating away renders a probe with
 * data-testid "location" that holds the new path.
 */
export function renderPage(page: ReactElement, { i18n, path = '/', route = path }: { i18n: I18n; path?: string; route?: string }) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
      <Toaster />
    </>,
    { i18n, route },
  );
}
