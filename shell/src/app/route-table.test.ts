import { exposedNames, REMOTE_MODULES, type ContractRemote } from '@pulp/shared/contract';
import en from '../../i18n/en.json';
import { FALLBACK_ROUTE, isFormPage, isOAuthReturn, OAUTH_RETURN_ROUTE, ROUTES } from './route-table';
import { tokenSalePath } from './hidden-route';
import { REMOTE_NAMES } from '../features/remote/manifest';
import { GUARDS, type Guard } from '../features/guards/guard';

describe('route table', () => {
  it('names only the remotes of shared/remotes.json, and routes to each of them', () => {
    const routed = new Set<string>(ROUTES.map((route) => route.remote));
    expect([...routed].filter((name) => !REMOTE_NAMES.includes(name))).toEqual([]);
    expect(REMOTE_NAMES.filter((name) => !routed.has(name))).toEqual([]);
  });

  // shared/routes.json is data: what the type check held the table to before, this test does.
  it('names, on every route, a module its remote exposes by the contract, a known guard and an English title', () => {
    const wrong = [...ROUTES, OAUTH_RETURN_ROUTE, FALLBACK_ROUTE].filter(
      (route) =>
        !(route.remote in REMOTE_MODULES) ||
        !exposedNames(route.remote as ContractRemote).includes(`./${route.module}`) ||
        (route.guard !== undefined && !GUARDS.includes(route.guard as Guard)) ||
        (route.title !== undefined && !(route.title in en)) ||
        typeof route.path !== 'string' ||
        route.path === '',
    );
    expect(wrong).toEqual([]);
  });

  it('lists each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('recognises the external sign-in return by its access-token fragment', () => {
    expect(isOAuthReturn('/access_token=abc&token_type=Bearer&expires_in=3600')).toBe(true);
    expect(isOAuthReturn('access_token=abc')).toBe(true);
    expect(isOAuthReturn('/search')).toBe(false);
    expect(isOAuthReturn('/no-such-page')).toBe(false);
    expect(isOAuthReturn('/error=access_denied')).toBe(false);
  });

  it('knows the form pages, where the welcome banner does not open, parameters and all', () => {
    for (const path of ['/login', '/register', '/contact', '/address/edit/7', '/payment/deluxe', '/privacy-security/change-password']) expect(isFormPage(path)).toBe(true);
    for (const path of ['/', '/search', '/hacking-instructor', '/about', '/basket', '/score-board', '/privacy-security', '/no-such-page']) expect(isFormPage(path)).toBe(false);
  });

  it('serves the token sale at an obscured path that is not written in the table', () => {
    const path = tokenSalePath();
    expect(path).toMatch(/^[a-z-]+$/);
    expect(ROUTES.find((route) => route.path === path)?.module).toBe('TokenSalePage');
  });

  it('guards the account pages that need a session, and only those', () => {
    const guarded = ROUTES.filter((route) => route.guard === 'login').map((route) => route.path);
    expect(guarded).toEqual(
      expect.arrayContaining(['complain', 'privacy-security/change-password', 'privacy-security/two-factor-authentication', 'privacy-security/data-export', 'privacy-security/erasure-request', 'privacy-security/last-login-ip']),
    );
    for (const open of ['login', 'register', 'forgot-password', '2fa/enter', 'contact', 'about', 'photo-wall', 'privacy-security/privacy-policy']) {
      expect(ROUTES.find((route) => route.path === open)?.guard).toBeUndefined();
    }
  });
});

describe('the checkout routes', () => {
  const checkout = ROUTES.filter((route) => route.remote === 'checkout');

  it('cover every checkout screen (docs/behaviour.md, "Screens")', () => {
    expect(checkout.map((route) => route.path).sort()).toEqual(
      [
        'basket',
        'address/select',
        'address/saved',
        'address/create',
        'address/edit/:addressId',
        'delivery-method',
        'payment/:entity',
        'order-summary',
        'order-completion/:id',
        'order-history',
        'track-result',
        'track-result/new',
        'saved-payment-methods',
        'wallet',
        'deluxe-membership',
        'recycle',
        'token-wallet',
        'nft-gallery',
        'web3-sandbox',
      ].sort(),
    );
  });

  it('guard the address routes and the deluxe page with the login guard (docs/behaviour.md, "Roles")', () => {
    const guarded = checkout.filter((route) => route.guard === 'login').map((route) => route.path);
    expect(guarded.sort()).toEqual(['address/create', 'address/edit/:addressId', 'address/saved', 'address/select', 'deluxe-membership', 'token-wallet'].sort());
  });
});
