import { act, render, screen } from '@testing-library/react';
import { sessionStore, useSession, type SessionState } from './store';
import { instanceCounts } from '../instances';
import { userToken } from '../../test/jwt';
import { clearCookies, HOUR_MS, recordCookieWrites } from '../../test/cookies';

const customer = userToken({ id: 7, email: 'jade@pulp.shop', role: 'customer', lastLoginIp: '10.1.2.3' });

function cookie(name: string): string | undefined {
  return document.cookie
    .split(';')
    .map((entry) => entry.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

beforeEach(() => {
  sessionStore.getState().logout();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});

describe('login', () => {
  it('stores the token in localStorage and in a cookie valid 8 hours, and the bid in sessionStorage', () => {
    const cookies = recordCookieWrites();
    const before = Date.now();
    sessionStore.getState().login(customer, 42);
    cookies.restore();

    expect(localStorage.getItem('token')).toBe(customer);
    expect(cookie('token')).toBe(customer);
    expect(sessionStorage.getItem('bid')).toBe('42');
    const write = cookies.writes.find((entry) => entry.name === 'token');
    expect(write?.attributes.path).toBe('/');
    const lifetime = (write?.expires?.getTime() ?? 0) - before;
    // The cookie's expires attribute has whole seconds.
    expect(lifetime).toBeGreaterThan(8 * HOUR_MS - 2000);
    expect(lifetime).toBeLessThanOrEqual(8 * HOUR_MS + 1000);
  });

  it('decodes email, role, id and last login IP from the token', () => {
    sessionStore.getState().login(customer, 42);
    const state = sessionStore.getState();
    expect(state).toMatchObject<Partial<SessionState>>({
      token: customer,
      isLoggedIn: true,
      userId: 7,
      email: 'jade@pulp.shop',
      role: 'customer',
      lastLoginIp: '10.1.2.3',
      bid: 42,
    });
  });

  it('keeps the stored bid when a login brings none (two-factor, deluxe)', () => {
    sessionStorage.setItem('bid', '5');
    sessionStore.getState().login(customer);
    expect(sessionStore.getState().bid).toBe(5);
    sessionStore.getState().login(customer, null);
    expect(sessionStore.getState().bid).toBe(5);
  });

  it('treats an unreadable token as logged in but nobody in particular', () => {
    sessionStore.getState().login('not-a-jwt', 1);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, email: null, role: null, lastLoginIp: null, userId: null });
  });

  it('replaces the token (deluxe upgrade) and keeps the basket', () => {
    sessionStore.getState().login(customer, 42);
    const deluxe = userToken({ id: 7, email: 'jade@pulp.shop', role: 'deluxe' });
    const cookies = recordCookieWrites();
    sessionStore.getState().replaceToken(deluxe);
    cookies.restore();
    expect(sessionStore.getState()).toMatchObject({ token: deluxe, role: 'deluxe', bid: 42, lastLoginIp: null });
    expect(localStorage.getItem('token')).toBe(deluxe);
    expect(cookie('token')).toBe(deluxe);
    const lifetime = (cookies.writes[0]?.expires?.getTime() ?? 0) - Date.now();
    expect(Math.abs(lifetime - 8 * HOUR_MS)).toBeLessThan(3000);
  });
});

describe('logout', () => {
  it('clears token, cookie, bid, the decoded user and the basket count', () => {
    sessionStore.getState().login(customer, 42);
    sessionStore.getState().setBasketCount(3);
    sessionStore.getState().logout();
    expect(localStorage.getItem('token')).toBeNull();
    expect(cookie('token')).toBeUndefined();
    expect(sessionStorage.getItem('bid')).toBeNull();
    expect(sessionStore.getState()).toMatchObject({
      token: null,
      isLoggedIn: false,
      email: null,
      role: null,
      lastLoginIp: null,
      userId: null,
      bid: null,
      basketCount: 0,
    });
  });

  it('leaves the remembered email alone', () => {
    localStorage.setItem('email', 'jade@pulp.shop');
    sessionStore.getState().login(customer, 1);
    sessionStore.getState().logout();
    expect(localStorage.getItem('email')).toBe('jade@pulp.shop');
  });
});

describe('other tabs', () => {
  function otherTabWrites(key: string, newValue: string | null) {
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
    });
  }

  it('logs this tab in when another tab logs in', () => {
    sessionStorage.setItem('bid', '9');
    otherTabWrites('token', customer);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, email: 'jade@pulp.shop', role: 'customer', bid: 9 });
  });

  it('logs this tab out when another tab logs out', () => {
    sessionStore.getState().login(customer, 42);
    otherTabWrites('token', null);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: false, token: null, email: null, bid: null });
  });

  it('ignores changes to other keys', () => {
    sessionStore.getState().login(customer, 42);
    otherTabWrites('email', 'someone@else.example');
    otherTabWrites('colorMode', 'dark');
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, email: 'jade@pulp.shop', bid: 42 });
  });

  it('updates components that read the session', () => {
    function Who() {
      const email = useSession((state) => state.email);
      return <p>{email ?? 'nobody'}</p>;
    }
    render(<Who />);
    expect(screen.getByText('nobody')).toBeInTheDocument();
    otherTabWrites('token', customer);
    expect(screen.getByText('jade@pulp.shop')).toBeInTheDocument();
    act(() => sessionStore.getState().logout());
    expect(screen.getByText('nobody')).toBeInTheDocument();
  });
});

describe('start of the page', () => {
  it('restores the session from localStorage and sessionStorage', () => {
    localStorage.setItem('token', customer);
    sessionStorage.setItem('bid', '17');
    jest.isolateModules(() => {
      const { sessionStore: fresh } = require('./store') as typeof import('./store');
      expect(fresh.getState()).toMatchObject({ isLoggedIn: true, email: 'jade@pulp.shop', role: 'customer', bid: 17, basketCount: 0 });
    });
  });

  it('starts logged out without a token and ignores a malformed bid', () => {
    sessionStorage.setItem('bid', 'abc');
    jest.isolateModules(() => {
      const { sessionStore: fresh } = require('./store') as typeof import('./store');
      expect(fresh.getState()).toMatchObject({ isLoggedIn: false, token: null, bid: null });
    });
  });

  it('registers itself in the page-wide instance register (two copies would show as two)', () => {
    expect(instanceCounts().sessionStore).toBeGreaterThanOrEqual(1);
    const before = instanceCounts().sessionStore;
    jest.isolateModules(() => {
      require('./store');
    });
    expect(instanceCounts().sessionStore).toBe(before + 1);
  });
});
