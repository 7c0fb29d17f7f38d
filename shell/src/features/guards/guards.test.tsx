import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { sessionStore } from '@pulp/shared';
import { renderWithProviders } from '@pulp/shared/test/render';
import { userToken } from '@pulp/shared/test/jwt';
import { Guarded, passesGuard } from './Guarded';
import { ForbiddenPage } from './ForbiddenPage';
import type { Guard } from './guard';
import { LocationProbe, shellI18n } from '../../../test/helpers';

const i18n = shellI18n();

function loginAs(role: string) {
  sessionStore.getState().login(userToken({ email: `${role}@pulp.shop`, role }), 1);
}

afterEach(() => sessionStore.getState().logout());

describe('passesGuard', () => {
  const sessions = {
    anonymous: { isLoggedIn: false, role: null },
    customer: { isLoggedIn: true, role: 'customer' },
    deluxe: { isLoggedIn: true, role: 'deluxe' },
    accounting: { isLoggedIn: true, role: 'accounting' },
    admin: { isLoggedIn: true, role: 'admin' },
    'unreadable token': { isLoggedIn: true, role: null },
  };
  const expected: Record<Guard, (keyof typeof sessions)[]> = {
    none: ['anonymous', 'customer', 'deluxe', 'accounting', 'admin', 'unreadable token'],
    login: ['customer', 'deluxe', 'accounting', 'admin', 'unreadable token'],
    admin: ['admin'],
    accounting: ['accounting'],
  };

  it.each(Object.entries(expected))('%s lets in exactly %p', (guard, allowed) => {
    const passing = Object.entries(sessions)
      .filter(([, session]) => passesGuard(guard as Guard, session))
      .map(([name]) => name);
    expect(passing).toEqual(allowed);
  });

  it('does not trust a role without a token', () => {
    expect(passesGuard('admin', { isLoggedIn: false, role: 'admin' })).toBe(false);
  });
});

describe('Guarded', () => {
  function renderGuarded(guard: Guard, path: string) {
    return renderWithProviders(
      <>
        <Routes>
          <Route
            path={path}
            element={
              <Guarded guard={guard}>
                <p>Protected page</p>
              </Guarded>
            }
          />
        </Routes>
        <LocationProbe />
      </>,
      { i18n, route: path },
    );
  }

  it('shows the 403 page with UNAUTHORIZED_ACCESS_ERROR to visitors on a login route, without moving', () => {
    renderGuarded('login', '/deluxe-membership');
    expect(screen.getByRole('heading', { name: '403' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to see this page.');
    expect(screen.queryByText('Protected page')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/deluxe-membership$/);
  });

  it.each([
    ['admin', '/administration', 'customer'],
    ['admin', '/administration', 'accounting'],
    ['accounting', '/accounting', 'customer'],
    ['accounting', '/accounting', 'admin'],
  ] as const)('refuses the %s route %s to a %s with UNAUTHORIZED_PAGE_ACCESS_ERROR', (guard, path, role) => {
    loginAs(role);
    renderGuarded(guard, path);
    expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to access this page.');
    expect(screen.queryByText('Protected page')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`));
  });

  it('refuses role routes to visitors with UNAUTHORIZED_PAGE_ACCESS_ERROR', () => {
    renderGuarded('admin', '/administration');
    expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to access this page.');
  });

  it.each([
    ['login', 'customer'],
    ['admin', 'admin'],
    ['accounting', 'accounting'],
    ['none', null],
  ] as const)('lets the %s guard pass for %s', (guard, role) => {
    if (role) loginAs(role);
    renderGuarded(guard, '/page');
    expect(screen.getByText('Protected page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '403' })).toBeNull();
  });

  it('opens and closes as the session changes', () => {
    renderGuarded('login', '/address/saved');
    expect(screen.queryByText('Protected page')).toBeNull();
    act(() => loginAs('customer'));
    expect(screen.getByText('Protected page')).toBeInTheDocument();
    act(() => sessionStore.getState().logout());
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to see this page.');
  });
});

describe('ForbiddenPage', () => {
  it('shows the message named by the error parameter', () => {
    renderWithProviders(<ForbiddenPage />, { i18n, route: '/403?error=UNAUTHORIZED_ACCESS_ERROR' });
    expect(screen.getByRole('heading', { name: '403' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to see this page.');
  });

  it('shows the page-access message without a parameter', () => {
    renderWithProviders(<ForbiddenPage />, { i18n, route: '/403' });
    expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to access this page.');
  });

  it('prefers the key the guard gives it', () => {
    renderWithProviders(<ForbiddenPage errorKey="UNAUTHORIZED_ACCESS_ERROR" />, { i18n, route: '/403?error=UNAUTHORIZED_PAGE_ACCESS_ERROR' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to see this page.');
  });

  it('shows an unknown key as text, never as markup', () => {
    renderWithProviders(<ForbiddenPage />, { i18n, route: `/403?error=${encodeURIComponent('<img src=x onerror=alert(1)>')}` });
    expect(screen.getByRole('alert')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('.error-page img')).toBeNull();
  });
});
