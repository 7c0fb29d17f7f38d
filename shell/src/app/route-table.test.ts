import fs from 'node:fs';
import path from 'node:path';
import { isFormPage, isOAuthReturn, ROUTES } from './route-table';
import { tokenSalePath } from './hidden-route';
import { REMOTE_NAMES } from '../features/remote/manifest';

describe('route table', () => {
  it('names only the remotes of shared/remotes.json, and routes to each of them', () => {
    const routed = new Set<string>(ROUTES.map((route) => route.remote));
    expect([...routed].filter((name) => !REMOTE_NAMES.includes(name))).toEqual([]);
    expect(REMOTE_NAMES.filter((name) => !routed.has(name))).toEqual([]);
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

/** The modules a remote exposes, read from its webpack configuration. */
function exposedModules(remoteFolder: string): string[] {
  const config = fs.readFileSync(path.join(__dirname, '..', '..', '..', remoteFolder, 'webpack.config.js'), 'utf8');
  return [...config.matchAll(/'\.\/(\w+)':/g)].map((match) => match[1]);
}

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

  it('map to modules the checkout remote exposes', () => {
    const exposed = exposedModules('mf-checkout');
    for (const route of checkout) expect(exposed).toContain(route.module);
  });

  it('guard the address routes and the deluxe page with the login guard (docs/behaviour.md, "Roles")', () => {
    const guarded = checkout.filter((route) => route.guard === 'login').map((route) => route.path);
    expect(guarded.sort()).toEqual(['address/create', 'address/edit/:addressId', 'address/saved', 'address/select', 'deluxe-membership', 'token-wallet'].sort());
  });
});
