import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configStore, connectSocket, DEFAULT_CONFIGURATION, sessionStore, type ApplicationConfiguration } from '@pulp/shared';
import { renderWithProviders } from '@pulp/shared/test/render';
import { stubFetch, type FetchStub } from '@pulp/shared/test/fetch-stub';
import { userToken } from '@pulp/shared/test/jwt';
import { lastSocket } from '@pulp/shared/test/fake-socket';
import { SideNav } from './SideNav';
import { LocationProbe, settle, shellI18n } from '../../../test/helpers';

// The page's socket, played by a fake (socket.io-client as the shared package resolves it).
jest.mock(require('@pulp/shared/test/socket-io-path.cjs'), () => require('@pulp/shared/test/fake-socket').fakeSocketIo);

const i18n = shellI18n();
const initialConfig = configStore.getState();
let stub: FetchStub;
let scoreBoardSolved = false;

beforeAll(() => {
  connectSocket();
});

beforeEach(() => {
  scoreBoardSolved = false;
  stub = stubFetch({
    'GET /api/Challenges/': (call) => ({
      body: {
        status: 'success',
        data: call.query.get('key') === 'scoreBoardChallenge' ? [{ key: 'scoreBoardChallenge', name: 'Score Board', solved: scoreBoardSolved }] : [],
      },
    }),
    'GET /rest/saveLoginIp': { body: {} },
  });
});

afterEach(() => {
  stub.restore();
  configStore.setState(initialConfig, true);
  sessionStore.getState().logout();
});

function configure(change: { application?: Partial<ApplicationConfiguration['application']>; hackingInstructor?: boolean }) {
  configStore.setState({
    config: {
      ...DEFAULT_CONFIGURATION,
      application: { ...DEFAULT_CONFIGURATION.application, ...change.application },
      hackingInstructor: { isEnabled: change.hackingInstructor ?? DEFAULT_CONFIGURATION.hackingInstructor.isEnabled },
    },
    loaded: true,
  });
}

function loginAs(role: string, email = `${role}@pulp.shop`) {
  sessionStore.getState().login(userToken({ email, role }), 1);
}

async function renderSideNav(onClose = jest.fn()) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <SideNav open onClose={onClose} />
      <LocationProbe />
    </>,
    { i18n, route: '/about' },
  );
  await settle();
  return { user, onClose, nav: within(await screen.findByRole('dialog')) };
}

const ALWAYS = ['Go to all products', 'Go to contact us page', 'Go to about us page', 'Go to photo wall'];
const LOGGED_IN_ONLY = [
  'Go to user profile',
  'Show Orders and Payment Menu',
  'Show Privacy and Security Menu',
  'Logout',
  'Go to complain page',
  'Go to support chat page',
  'Go to deluxe membership page',
];

function entries(nav: ReturnType<typeof within>): string[] {
  return nav.getAllByRole('button').map((button: HTMLElement) => button.getAttribute('aria-label') ?? '');
}

describe('SideNav visibility (docs/behaviour.md, "Screens")', () => {
  it('shows visitors the login entry and the public pages only', async () => {
    const { nav } = await renderSideNav();
    const names = entries(nav);
    expect(names).toEqual(expect.arrayContaining([...ALWAYS, 'Go to login page']));
    for (const name of [...LOGGED_IN_ONLY, 'Go to accounting page', 'Open score-board', 'Launch beginners tutorial', 'Go to the source code']) {
      expect(names).not.toContain(name);
    }
  });

  it('shows customers their account entries, with the email on the profile entry, and no login', async () => {
    loginAs('customer', 'jade@pulp.shop');
    const { nav } = await renderSideNav();
    const names = entries(nav);
    expect(names).toEqual(expect.arrayContaining([...ALWAYS, ...LOGGED_IN_ONLY]));
    expect(names).not.toContain('Go to login page');
    expect(names).not.toContain('Go to accounting page');
    expect(nav.getByRole('button', { name: 'Go to user profile' })).toHaveTextContent('jade@pulp.shop');
  });

  it('shows the accounting entry to the accounting role only', async () => {
    loginAs('accounting');
    const { nav } = await renderSideNav();
    expect(nav.getByRole('button', { name: 'Go to accounting page' })).toBeInTheDocument();
  });

  it.each(['admin', 'deluxe'])('hides the accounting entry from %s users', async (role) => {
    loginAs(role);
    const { nav } = await renderSideNav();
    expect(nav.queryByRole('button', { name: 'Go to accounting page' })).toBeNull();
  });

  it('expands the Orders and Payment group into its six entries, each navigating', async () => {
    loginAs('customer');
    const { nav, user, onClose } = await renderSideNav();
    const group = nav.getByRole('button', { name: 'Show Orders and Payment Menu' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Go to order history page', 'Go to recycling page', 'Go to saved address page', 'Go to saved payment methods page', 'Go to wallet page', 'Go to token wallet page']) {
      expect(nav.getByRole('button', { name })).toBeVisible();
    }
    await user.click(nav.getByRole('button', { name: 'Go to saved address page' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/address\/saved$/);
    expect(onClose).toHaveBeenCalled();
  });

  it('expands the Privacy and Security group into its six entries under privacy-security/', async () => {
    loginAs('customer');
    const { nav, user } = await renderSideNav();
    await user.click(nav.getByRole('button', { name: 'Show Privacy and Security Menu' }));
    for (const name of [
      'Go to privacy policy page',
      'Go to data export page',
      'Go to data subject page',
      'Go to change password page',
      'Go to two factor authentication page',
      'Go to last login ip page',
    ]) {
      expect(nav.getByRole('button', { name })).toBeVisible();
    }
    await user.click(nav.getByRole('button', { name: 'Go to last login ip page' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/privacy-security\/last-login-ip$/);
  });

  it.each([
    ['Go to all products', '/search'],
    ['Go to contact us page', '/contact'],
    ['Go to about us page', '/about'],
    ['Go to photo wall', '/photo-wall'],
    ['Go to login page', '/login'],
  ])('"%s" goes to %s and closes the panel', async (name, path) => {
    const { nav, user, onClose } = await renderSideNav();
    await user.click(nav.getByRole('button', { name }));
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`));
    expect(onClose).toHaveBeenCalled();
  });

  it('logs out from the panel: records the login IP, ends the session, goes home', async () => {
    loginAs('customer');
    const { nav, user } = await renderSideNav();
    await user.click(nav.getByRole('button', { name: 'Logout' }));
    await settle();
    expect(stub.callsTo('GET /rest/saveLoginIp')).toHaveLength(1);
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('SideNav score board, tutorial and source link', () => {
  it('shows the score board once its challenge is solved at load', async () => {
    scoreBoardSolved = true;
    const { nav } = await renderSideNav();
    expect(await nav.findByRole('button', { name: 'Open score-board' })).toBeInTheDocument();
    expect(stub.callsTo('GET /api/Challenges/')[0].query.get('key')).toBe('scoreBoardChallenge');
  });

  it('shows the score board when the live "challenge solved" event for it arrives', async () => {
    const { nav } = await renderSideNav();
    expect(nav.queryByRole('button', { name: 'Open score-board' })).toBeNull();
    act(() => lastSocket().receive('challenge solved', { key: 'loginAdminChallenge' }));
    expect(nav.queryByRole('button', { name: 'Open score-board' })).toBeNull();
    act(() => lastSocket().receive('challenge solved', { key: 'scoreBoardChallenge' }));
    expect(nav.getByRole('button', { name: 'Open score-board' })).toBeInTheDocument();
  });

  it('offers the beginners tutorial only with welcome banner and hacking instructor on, while the score board is hidden', async () => {
    configure({ application: { welcomeBanner: { showOnFirstStart: true, title: '', message: '' } }, hackingInstructor: true });
    const { nav } = await renderSideNav();
    expect(nav.getByRole('button', { name: 'Launch beginners tutorial' })).toBeInTheDocument();
    act(() => lastSocket().receive('challenge solved', { key: 'scoreBoardChallenge' }));
    expect(nav.queryByRole('button', { name: 'Launch beginners tutorial' })).toBeNull();
    expect(nav.getByRole('button', { name: 'Open score-board' })).toBeInTheDocument();
  });

  it.each([
    [false, true],
    [true, false],
  ])('hides the tutorial when the welcome banner is %s and the instructor %s', async (banner, instructor) => {
    configure({ application: { welcomeBanner: { showOnFirstStart: banner, title: '', message: '' } }, hackingInstructor: instructor });
    const { nav } = await renderSideNav();
    expect(nav.queryByRole('button', { name: 'Launch beginners tutorial' })).toBeNull();
  });

  it('starts the tutorial at /hacking-instructor', async () => {
    configure({ application: { welcomeBanner: { showOnFirstStart: true, title: '', message: '' } }, hackingInstructor: true });
    const { nav, user } = await renderSideNav();
    await user.click(nav.getByRole('button', { name: 'Launch beginners tutorial' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/hacking-instructor$/);
  });

  it('links the source repository only when configured', async () => {
    configure({ application: { showGitHubLinks: true, gitHubRepoUrl: 'https://example.com/pulp' } });
    const { nav } = await renderSideNav();
    expect(nav.getByRole('button', { name: 'Go to the source code' })).toBeInTheDocument();
  });

  it.each([
    [{ showGitHubLinks: false, gitHubRepoUrl: 'https://example.com/pulp' }],
    [{ showGitHubLinks: true, gitHubRepoUrl: '' }],
  ])('hides the source link for %p', async (application) => {
    configure({ application });
    const { nav } = await renderSideNav();
    expect(nav.queryByRole('button', { name: 'Go to the source code' })).toBeNull();
  });

  it('shows the application name and version', async () => {
    configure({ application: { name: 'Juice Bar' } });
    configStore.setState({ version: '2.0.1' });
    const { nav } = await renderSideNav();
    expect(nav.getByText('Juice Bar v2.0.1')).toBeInTheDocument();
  });
});
