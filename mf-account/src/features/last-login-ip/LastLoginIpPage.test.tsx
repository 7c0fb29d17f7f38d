import { screen } from '@testing-library/react';
import { logInAs, renderAccountPage, resetBrowser } from '../../../test/helpers';
import LastLoginIpPage from './LastLoginIpPage';

beforeEach(resetBrowser);

describe('last login IP', () => {
  it('shows the IP from the login token', () => {
    logInAs({ id: 4, email: 'demo@pulp.shop', lastLoginIp: '10.0.0.7' });
    renderAccountPage(<LastLoginIpPage />, '/privacy-security/last-login-ip');
    expect(document.getElementById('last-login-ip')).toHaveTextContent('10.0.0.7');
    expect(screen.getByRole('heading', { name: 'Last Login IP' })).toBeVisible();
  });

  // HTTP-Header XSS: the address is rendered as HTML (solved end to end in e2e/tests/challenges-identity.spec.ts).
  it('renders the address as HTML', () => {
    logInAs({ id: 4, email: 'demo@pulp.shop', lastLoginIp: '<b class="planted">10.0.0.8</b>' });
    renderAccountPage(<LastLoginIpPage />, '/privacy-security/last-login-ip');
    expect(document.querySelector('#last-login-ip b.planted')).toHaveTextContent('10.0.0.8');
  });

  it('shows a question mark when the token has none', () => {
    logInAs({ id: 4, email: 'demo@pulp.shop' });
    renderAccountPage(<LastLoginIpPage />, '/privacy-security/last-login-ip');
    expect(document.getElementById('last-login-ip')).toHaveTextContent(/^\?$/);
  });
});
