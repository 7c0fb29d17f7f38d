import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from '@pulp/shared/router';
import { configStore } from '@pulp/shared';
import { renderWithProviders, testI18n } from '@pulp/shared/test/render';
import en from '../i18n/en.json';
import { WelcomeBanner, shouldShowWelcomeBanner } from '../src/features/welcome-banner/WelcomeBanner';
import { CookieNotice } from '../src/features/cookie-notice/CookieNotice';
import { configText } from '../src/features/config-text/configText';
import { clearCookies, configure } from './setup';

const i18n = testI18n(en);
const bannerConfig = (welcomeBanner = {}) => ({
  application: {
    welcomeBanner: { showOnFirstStart: true, title: 'WELCOME_BANNER_TITLE', message: 'WELCOME_BANNER_MESSAGE', ...welcomeBanner },
    cookieConsent: { message: 'COOKIE_CONSENT_MESSAGE', dismissText: 'COOKIE_CONSENT_DISMISS', linkText: 'COOKIE_CONSENT_LINK', linkUrl: '#/privacy' },
  },
});

beforeEach(() => clearCookies());

describe('configuration texts', () => {
  it('translate our keys and keep a trainer\'s literal text', () => {
    expect(configText(i18n.t, 'WELCOME_BANNER_TITLE', { name: 'Pulp' })).toBe('Welcome to Pulp!');
    expect(configText(i18n.t, 'Welcome, class 3: good luck.')).toBe('Welcome, class 3: good luck.');
    expect(configText(i18n.t, 'UNKNOWN_KEY')).toBe('UNKNOWN_KEY');
    expect(configText(i18n.t, undefined)).toBe('');
  });
});

describe('the welcome banner', () => {
  it('opens on a first visit only', () => {
    expect(shouldShowWelcomeBanner(true, undefined)).toBe(true);
    expect(shouldShowWelcomeBanner(true, 'dismiss')).toBe(false);
    expect(shouldShowWelcomeBanner(false, undefined)).toBe(false);
  });

  it('is dismissed for a year with its close button', async () => {
    configure({ ...bannerConfig(), hackingInstructor: { isEnabled: true } });
    renderWithProviders(<WelcomeBanner />, { i18n });
    expect(await screen.findByRole('heading', { name: 'Welcome to Pulp!' })).toBeInTheDocument();
    expect(screen.getByText(/deliberate security flaws/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the tutorial' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close Welcome Banner' }));
    expect(document.cookie).toContain('welcomebanner_status=dismiss');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Welcome to Pulp!' })).toBeNull());
  });

  it('has no dismiss button when tutorials come first', async () => {
    configure({ ...bannerConfig(), challenges: { restrictToTutorialsFirst: true }, hackingInstructor: { isEnabled: true } });
    renderWithProviders(<WelcomeBanner />, { i18n });
    expect(await screen.findByRole('button', { name: 'Start the tutorial' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close Welcome Banner' })).toBeNull();
  });

  it('keeps the dismiss button when there is no instructor to go to', async () => {
    configure({ ...bannerConfig(), challenges: { restrictToTutorialsFirst: true }, hackingInstructor: { isEnabled: false } });
    renderWithProviders(<WelcomeBanner />, { i18n });
    expect(await screen.findByRole('button', { name: 'Close Welcome Banner' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the tutorial' })).toBeNull();
  });

  describe('and a visitor who is already typing', () => {
    /** A login-like page: a field, a button that stays on the page, one that leaves it. */
    function Form() {
      const navigate = useNavigate();
      return (
        <form onSubmit={(event) => event.preventDefault()}>
          <input aria-label="Email" />
          <button type="submit">Check</button>
          <button type="button" onClick={() => navigate('/search')}>
            Log in
          </button>
        </form>
      );
    }

    it('does not open over a field being typed in, nor when the field is left for a button; it opens on the next page', async () => {
      configure({ ...bannerConfig(), hackingInstructor: { isEnabled: true } });
      // The configuration arrives while the visitor types, as it may on a slow first load.
      configStore.setState({ loaded: false });
      const user = userEvent.setup();
      renderWithProviders(
        <>
          <Form />
          <WelcomeBanner />
        </>,
        { i18n, route: '/login' },
      );
      const field = screen.getByRole('textbox', { name: 'Email' });
      await user.click(field);
      await user.type(field, 'demo@pu');
      act(() => configStore.setState({ loaded: true }));
      await user.type(field, 'lp.shop');
      expect(field).toHaveValue('demo@pulp.shop');
      expect(field).toHaveFocus();
      expect(screen.queryByRole('dialog')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Check' }));
      expect(screen.queryByRole('dialog')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByRole('heading', { name: 'Welcome to Pulp!' })).toBeInTheDocument();
    });

    it('does not open over a form page, however fast the configuration comes', async () => {
      configure(bannerConfig());
      renderWithProviders(<WelcomeBanner onFormPage />, { i18n, route: '/login' });
      await act(async () => undefined);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('opens at once on a page nobody has typed in yet', async () => {
      configure(bannerConfig());
      renderWithProviders(
        <>
          <Form />
          <WelcomeBanner />
        </>,
        { i18n, route: '/login' },
      );
      expect(await screen.findByRole('heading', { name: 'Welcome to Pulp!' })).toBeInTheDocument();
    });
  });

  it('stays closed when dismissed before or not configured', () => {
    configure(bannerConfig({ showOnFirstStart: false }));
    renderWithProviders(<WelcomeBanner />, { i18n });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the cookie notice', () => {
  it('is shown until dismissed, then remembered for a year', async () => {
    configure(bannerConfig());
    const { unmount } = renderWithProviders(<CookieNotice />, { i18n });
    const notice = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(notice).toHaveTextContent('This shop uses cookies');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '#/privacy');
    fireEvent.click(screen.getByRole('button', { name: 'dismiss cookie message' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(document.cookie).toContain('cookieconsent_status=dismiss');
    unmount();
    renderWithProviders(<CookieNotice />, { i18n });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });
});
