import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, configStore, DEFAULT_CONFIGURATION, local, sessionStore } from '@pulp/shared';
import { fakeToken, renderAccountPage, resetBrowser } from '../../../test/helpers';
import LoginPage from './LoginPage';
import { isAuthorisedRedirect, TOTP_TMP_TOKEN_KEY } from './login';

const TOKEN = fakeToken({ id: 4, email: 'demo@pulp.shop' });

beforeEach(resetBrowser);
afterEach(() => jest.restoreAllMocks());

const emailField = () => screen.getByRole('textbox', { name: 'Text field for the login email' });
const passwordField = () => screen.getByLabelText('Text field for the login password');
const loginButton = () => screen.getByRole('button', { name: 'Login' });

describe('login', () => {
  it('keeps the button disabled until both fields are filled', async () => {
    const user = userEvent.setup();
    renderAccountPage(<LoginPage />, '/login');
    expect(loginButton()).toBeDisabled();
    await user.type(emailField(), 'demo@pulp.shop');
    expect(loginButton()).toBeDisabled();
    await user.type(passwordField(), 'secret');
    expect(loginButton()).toBeEnabled();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderAccountPage(<LoginPage />, '/login');
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Button to display the password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Button to hide the password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('logs in, stores the session and goes to /search', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue({ authentication: { token: TOKEN, bid: 12, umail: 'demo@pulp.shop' } });
    renderAccountPage(<LoginPage />, '/login');
    await user.type(emailField(), 'demo@pulp.shop');
    await user.type(passwordField(), 'squeeze123');
    await user.click(loginButton());
    expect(await screen.findByTestId('location')).toHaveTextContent('/search');
    expect(post).toHaveBeenCalledWith('/rest/user/login', { email: 'demo@pulp.shop', password: 'squeeze123' });
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(sessionStorage.getItem('bid')).toBe('12');
    expect(sessionStore.getState().email).toBe('demo@pulp.shop');
  });

  it('remembers the email when asked, prefills it next time, and forgets it otherwise', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockResolvedValue({ authentication: { token: TOKEN, bid: 1 } });
    const first = renderAccountPage(<LoginPage />, '/login');
    await user.type(emailField(), 'demo@pulp.shop');
    await user.type(passwordField(), 'squeeze123');
    await user.click(document.getElementById('rememberMe') as HTMLElement);
    await user.click(loginButton());
    await screen.findByTestId('location');
    expect(local.get('email')).toBe('demo@pulp.shop');
    first.unmount();

    const second = renderAccountPage(<LoginPage />, '/login');
    expect(emailField()).toHaveValue('demo@pulp.shop');
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.type(passwordField(), 'squeeze123');
    await user.click(screen.getByText('Remember me'));
    await user.click(loginButton());
    await screen.findByTestId('location');
    expect(local.get('email')).toBeNull();
    second.unmount();
  });

  it('shows the error above the form, clears the session, and hides the error on focus', async () => {
    const user = userEvent.setup();
    sessionStore.getState().login(TOKEN, 3);
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(401, 'Invalid email or password.', { status: 'error', error: 'Invalid email or password.' }));
    renderAccountPage(<LoginPage />, '/login');
    await user.type(emailField(), 'demo@pulp.shop');
    await user.type(passwordField(), 'wrong');
    await user.click(loginButton());
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Invalid email or password.');
    expect(error).toHaveClass('error');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('bid')).toBeNull();
    await user.click(emailField());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes to the two-factor entry with the temporary token', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(401, 'totp_token_required', { status: 'totp_token_required', data: { tmpToken: 'tmp-123' } }));
    renderAccountPage(<LoginPage />, '/login');
    await user.type(emailField(), 'demo@pulp.shop');
    await user.type(passwordField(), 'squeeze123');
    await user.click(loginButton());
    expect(await screen.findByTestId('location')).toHaveTextContent('/2fa/enter');
    expect(local.get(TOTP_TMP_TOKEN_KEY)).toBe('tmp-123');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('offers the external sign-in only on an authorised origin', () => {
    const oauth = (uris: string[]) => ({ ...DEFAULT_CONFIGURATION.application.googleOauth, clientId: 'x', authorizedRedirects: uris.map((uri) => ({ uri })) });
    configStore.setState({ config: { ...DEFAULT_CONFIGURATION, application: { ...DEFAULT_CONFIGURATION.application, googleOauth: oauth(['https://elsewhere.example']) } }, loaded: true });
    const hidden = renderAccountPage(<LoginPage />, '/login');
    expect(screen.queryByRole('button', { name: 'Login with Google' })).toBeNull();
    hidden.unmount();
    configStore.setState({ config: { ...DEFAULT_CONFIGURATION, application: { ...DEFAULT_CONFIGURATION.application, googleOauth: oauth([`${window.location.origin}/`]) } } });
    renderAccountPage(<LoginPage />, '/login');
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeVisible();
    expect(isAuthorisedRedirect([{ uri: 'http://a.test/' }], 'http://a.test')).toBe(true);
    expect(isAuthorisedRedirect([{ uri: 'http://a.test' }], 'http://b.test')).toBe(false);
  });

  it('links to the password reset and the registration', () => {
    renderAccountPage(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Not yet a customer?' })).toHaveAttribute('href', '/register');
  });
});
