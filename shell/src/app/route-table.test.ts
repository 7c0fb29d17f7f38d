import { isOAuthReturn, ROUTES } from './route-table';
import { tokenSalePath } from './hidden-route';

describe('route table', () => {
  it('recognises the external sign-in return by its access-token fragment', () => {
    expect(isOAuthReturn('/access_token=abc&token_type=Bearer&expires_in=3600')).toBe(true);
    expect(isOAuthReturn('access_token=abc')).toBe(true);
    expect(isOAuthReturn('/search')).toBe(false);
    expect(isOAuthReturn('/no-such-page')).toBe(false);
    expect(isOAuthReturn('/error=access_denied')).toBe(false);
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
