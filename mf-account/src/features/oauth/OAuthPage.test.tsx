import { act, screen, waitFor } from '@testing-library/react';
import { api, ApiError, configStore, DEFAULT_CONFIGURATION, externalAccountPassword, local, sessionStore } from '@pulp/shared';
import { dismissAllSnackbars } from '@pulp/shared/ui';
import { fakeToken, renderAccountPage, resetBrowser } from '../../../test/helpers';
import OAuthPage from './OAuthPage';
import { accessTokenFromFragment, providerEmail } from './oauth-return';

const RETURN = '/access_token=tok-123&token_type=Bearer&expires_in=3600&scope=email';

function configure(userInfoUrl: string) {
  configStore.setState({
    config: { ...DEFAULT_CONFIGURATION, application: { ...DEFAULT_CONFIGURATION.application, googleOauth: { clientId: 'c', authorizedRedirects: [], userInfoUrl } } },
    loaded: true,
  });
}

function stubProvider(answer: Response) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer);
}

beforeEach(() => {
  resetBrowser();
  configure('/oauth-stub/userinfo');
});
afterEach(() => {
  jest.restoreAllMocks();
  // The password notice stays 20 s: close it, so that no test runs beside another's snackbars.
  act(() => dismissAllSnackbars());
});

describe('OAuth return', () => {
  it('reads the access token from the fragment', () => {
    expect(accessTokenFromFragment(RETURN)).toBe('tok-123');
    expect(accessTokenFromFragment('access_token=a%2Bb')).toBe('a+b');
    expect(accessTokenFromFragment('/error=access_denied')).toBeNull();
  });

  it('asks the provider for the email with the token', async () => {
    const fetch = stubProvider(new Response(JSON.stringify({ email: 'oauth@example.org' }), { status: 200 }));
    await expect(providerEmail('/oauth-stub/userinfo', 'tok-123')).resolves.toBe('oauth@example.org');
    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:3000/oauth-stub/userinfo?alt=json&access_token=tok-123');
    stubProvider(new Response('{}', { status: 401 }));
    await expect(providerEmail('/oauth-stub/userinfo', 'bad')).rejects.toThrow(/refused/);
  });

  it('logs in with the email and the token, confirms and goes to /', async () => {
    stubProvider(new Response(JSON.stringify({ email: 'oauth@example.org' }), { status: 200 }));
    const token = fakeToken({ id: 30, email: 'oauth@example.org' });
    const post = jest.spyOn(api, 'post').mockResolvedValue({ authentication: { token, bid: 8 } });
    renderAccountPage(<OAuthPage />, RETURN);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(post).toHaveBeenCalledWith('/rest/user/login', { email: 'oauth@example.org', password: 'tok-123', oauth: true });
    expect(sessionStore.getState().email).toBe('oauth@example.org');
    expect(await screen.findByText('You are logged in with your external account.')).toBeVisible();
    // The password the shop gave the account: the address reversed, base64-encoded.
    const password = btoa('gro.elpmaxe@htuao');
    expect(password).toBe(externalAccountPassword('oauth@example.org'));
    expect(await screen.findByText(`You can also log in with your email address and the password ${password}. You can change it under Privacy & Security.`)).toBeVisible();
  });

  it('hardened (oauthUserPasswordChallenge): confirms the sign-in and names no password, since the server gave a random one', async () => {
    configStore.setState({ config: { ...configStore.getState().config, challenges: { ...configStore.getState().config.challenges, hardened: ['oauthUserPasswordChallenge'] } } });
    stubProvider(new Response(JSON.stringify({ email: 'oauth@example.org' }), { status: 200 }));
    jest.spyOn(api, 'post').mockResolvedValue({ authentication: { token: fakeToken({ id: 30, email: 'oauth@example.org' }), bid: 8 } });
    renderAccountPage(<OAuthPage />, RETURN);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await screen.findByText('You are logged in with your external account.')).toBeVisible();
    expect(screen.queryByText(/You can also log in with your email address/)).toBeNull();
  });

  it('waits for the configuration before asking the provider', async () => {
    configStore.setState({ loaded: false });
    const fetch = stubProvider(new Response(JSON.stringify({ email: 'oauth@example.org' }), { status: 200 }));
    jest.spyOn(api, 'post').mockResolvedValue({ authentication: { token: fakeToken({ id: 1, email: 'oauth@example.org' }), bid: 1 } });
    renderAccountPage(<OAuthPage />, RETURN);
    expect(screen.getByText('Signing you in…')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    configure('https://provider.example/userinfo');
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('https://provider.example/userinfo?alt=json&access_token=tok-123'));
  });

  it('clears the session and goes to /login when the login fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.getState().login(fakeToken({ id: 2, email: 'old@pulp.shop' }), 2);
    stubProvider(new Response(JSON.stringify({ email: 'oauth@example.org' }), { status: 200 }));
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(401, 'The external sign-in could not be verified.', null));
    renderAccountPage(<OAuthPage />, RETURN);
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(local.get('token')).toBeNull();
  });

  it('goes to /login when the provider refuses the token', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubProvider(new Response('{}', { status: 401 }));
    const post = jest.spyOn(api, 'post');
    renderAccountPage(<OAuthPage />, RETURN);
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(post).not.toHaveBeenCalled();
  });
});
