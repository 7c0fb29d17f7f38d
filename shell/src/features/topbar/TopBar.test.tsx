import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configStore, DEFAULT_CONFIGURATION, sessionStore, type ApplicationConfiguration } from '@pulp/shared';
import { renderWithProviders } from '@pulp/shared/test/render';
import { stubFetch, type FetchStub } from '@pulp/shared/test/fetch-stub';
import { userToken } from '@pulp/shared/test/jwt';
import { TopBar } from './TopBar';
import { LocationProbe, settle, shellI18n } from '../../../test/helpers';

const i18n = shellI18n();
const initialConfig = configStore.getState();
let stub: FetchStub;

beforeEach(() => {
  stub = stubFetch({ 'GET /rest/languages': { body: [] } });
});

afterEach(() => {
  stub.restore();
  configStore.setState(initialConfig, true);
  sessionStore.getState().logout();
});

async function renderTopBar(onToggleSideNav = jest.fn()) {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <TopBar onToggleSideNav={onToggleSideNav} />
      <LocationProbe />
    </>,
    { i18n, route: '/about' },
  );
  await settle();
  return { user, view, onToggleSideNav };
}

function serveConfig(application: Partial<ApplicationConfiguration['application']>, version: string | null = null) {
  act(() => {
    configStore.setState({
      config: { ...DEFAULT_CONFIGURATION, application: { ...DEFAULT_CONFIGURATION.application, ...application } },
      version,
      loaded: true,
    });
  });
}

function logo(): HTMLImageElement {
  const image = document.querySelector<HTMLImageElement>('#homeButton img.logo');
  if (!image) throw new Error('no logo');
  return image;
}

/** The shop's name beside the home button: its label, so the button keeps the name "Back to homepage". */
function homeLabel(): HTMLLabelElement {
  const label = document.querySelector<HTMLLabelElement>('label[for="homeButton"]');
  if (!label) throw new Error('no label for the home button');
  return label;
}

describe('TopBar', () => {
  it('shows the basket button only when logged in, with the item count inside', async () => {
    await renderTopBar();
    expect(screen.queryByRole('button', { name: 'Show the shopping cart' })).toBeNull();

    act(() => {
      sessionStore.getState().login(userToken({ email: 'jade@pulp.shop' }), 3);
      sessionStore.getState().setBasketCount(4);
    });
    const basket = screen.getByRole('button', { name: 'Show the shopping cart' });
    expect(basket.querySelector('.basket-count')).toHaveTextContent('4');

    act(() => sessionStore.getState().setBasketCount(5));
    expect(basket.querySelector('.basket-count')).toHaveTextContent('5');

    act(() => sessionStore.getState().logout());
    expect(screen.queryByRole('button', { name: 'Show the shopping cart' })).toBeNull();
  });

  it('goes to the basket from the basket button', async () => {
    sessionStore.getState().login(userToken({ email: 'jade@pulp.shop' }), 3);
    const { user } = await renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Show the shopping cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/basket$/);
  });

  it('uses the bundled logo and default name until the configuration loads', async () => {
    await renderTopBar();
    expect(logo()).toHaveAttribute('src', 'stub.svg');
    expect(homeLabel()).toHaveTextContent(/^Pulp$/);
  });

  it('switches to the configured name and logo once loaded', async () => {
    await renderTopBar();
    serveConfig({ name: 'Juice Bar', logo: 'bar-logo.png' });
    expect(logo()).toHaveAttribute('src', 'assets/public/images/bar-logo.png');
    expect(homeLabel()).toHaveTextContent(/^Juice Bar$/);
  });

  it('reduces a logo starting with http to its last path segment', async () => {
    await renderTopBar();
    serveConfig({ logo: 'https://cdn.example.com/brands/juicy/logo-juicy.svg' });
    expect(logo()).toHaveAttribute('src', 'assets/public/images/logo-juicy.svg');
  });

  it('shows the version label when there is a version and the configuration does not hide it', async () => {
    await renderTopBar();
    expect(document.querySelector('.version-label')).toBeNull();
    serveConfig({}, '1.4.2');
    expect(document.querySelector('.version-label')).toHaveTextContent('v1.4.2');
    serveConfig({ showVersionNumber: false }, '1.4.2');
    expect(document.querySelector('.version-label')).toBeNull();
  });

  it('goes home with the logo button and toggles the side nav', async () => {
    const { user, onToggleSideNav } = await renderTopBar();
    const home = screen.getByRole('button', { name: 'Back to homepage' });
    expect(home).toHaveAttribute('id', 'homeButton');
    await user.click(home);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search$/);
    await user.click(screen.getByRole('button', { name: 'Open Sidenav' }));
    expect(onToggleSideNav).toHaveBeenCalledTimes(1);
  });

  it('switches between light and dark mode', async () => {
    const { user } = await renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('holds the search box, the account menu and the language menu', async () => {
    await renderTopBar();
    expect(document.querySelector('#searchQuery')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Show/hide account menu' })).toHaveAttribute('id', 'navbarAccount');
    expect(screen.getByRole('button', { name: 'Language selection menu' })).toBeInTheDocument();
  });
});
