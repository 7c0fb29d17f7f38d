import { screen, within } from '@testing-library/react';
import { configStore, connectSocket, DEFAULT_CONFIGURATION } from '@pulp/shared';
import { lastSocket } from '@pulp/shared/test/fake-socket';
import { logInAs, renderAccountPage, resetBrowser } from '../../../test/helpers';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import PrivacySecurityPage from './PrivacySecurityPage';
import { formatPolicyDate, privacyContact } from './policy';

function configure(privacyContactEmail: string | null, name = 'Pulp') {
  configStore.setState({ config: { ...DEFAULT_CONFIGURATION, application: { ...DEFAULT_CONFIGURATION.application, name, privacyContactEmail } }, loaded: true });
}

jest.mock(require('@pulp/shared/test/socket-io-path.cjs'), () => require('@pulp/shared/test/fake-socket').fakeSocketIo);

beforeAll(() => {
  connectSocket();
});

beforeEach(resetBrowser);

describe('privacy policy', () => {
  it('names the application, the site, the configured contact, the date and the age limit', () => {
    configure('privacy@juice.test', 'Juicy');
    renderAccountPage(<PrivacyPolicyPage />, '/privacy-security/privacy-policy');
    expect(screen.getByText(/^Juicy \(http:\/\/127\.0\.0\.1:3000\) respects your privacy/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'privacy@juice.test' })).toHaveAttribute('href', 'mailto:privacy@juice.test');
    expect(screen.getByText('Effective March 15, 2019')).toBeVisible();
    expect(screen.getByText(/aged 18 and over/)).toBeVisible();
  });

  it('tells the server that the policy was read (the Privacy Policy challenge)', () => {
    configure(null);
    const socket = lastSocket();
    socket.emitted.length = 0;
    renderAccountPage(<PrivacyPolicyPage />, '/privacy-security/privacy-policy');
    expect(socket.emitted).toEqual([{ event: 'verifyPrivacyPolicyChallenge', payload: undefined }]);
  });

  it('marks some words that glow on hover: joined, they spell a path (Privacy Policy Inspection)', () => {
    configure(null);
    renderAccountPage(<PrivacyPolicyPage />, '/privacy-security/privacy-policy');
    const words = [...document.querySelectorAll('.privacy-policy .hot')].map((word) => word.textContent);
    expect(`/${words.join('/')}`).toBe('/we/squeeze/nothing/out/of/your/data');
    // The marked words are still part of the readable sentences.
    expect(screen.getByText(/we do not show you advertising, and we/).textContent).toContain('and we squeeze nothing more out of it than an order needs.');
  });

  it('falls back to do-not-reply at the site host', () => {
    configure(null);
    renderAccountPage(<PrivacyPolicyPage />, '/privacy-security/privacy-policy');
    expect(screen.getByRole('link', { name: 'donotreply@127.0.0.1' })).toBeVisible();
    expect(privacyContact('', 'shop.example')).toBe('donotreply@shop.example');
    expect(formatPolicyDate('de')).toBe('15. März 2019');
  });

  it('links to export and erasure for logged-in users and shows visitors the policy alone', () => {
    configure(null);
    const visitor = renderAccountPage(<PrivacyPolicyPage />, '/privacy-security/privacy-policy');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Request Data Export' })).toBeNull();
    visitor.unmount();
    logInAs({ id: 4, email: 'demo@pulp.shop' });
    renderAccountPage(<PrivacyPolicyPage />, '/privacy-security/privacy-policy');
    const menu = screen.getByRole('navigation', { name: 'Privacy & Security' });
    expect(within(menu).getAllByRole('link')).toHaveLength(6);
    expect(within(menu).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { name: 'Request Data Export' }).some((link) => link.getAttribute('href') === '/privacy-security/data-export')).toBe(true);
  });
});

describe('privacy and security overview', () => {
  it('lists every page for logged-in users', () => {
    logInAs({ id: 4, email: 'demo@pulp.shop' });
    renderAccountPage(<PrivacySecurityPage />, '/privacy-security');
    for (const title of ['Privacy Policy', 'Request Data Export', 'Request Data Erasure', 'Change Password', 'Two-Factor Authentication', 'Last Login IP']) {
      expect(screen.getAllByRole('link', { name: title }).length).toBeGreaterThan(0);
    }
  });
});
