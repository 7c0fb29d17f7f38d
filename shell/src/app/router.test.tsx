import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { configStore, sessionStore } from '@pulp/shared';
import { UiProvider } from '@pulp/shared/ui';
import { stubFetch, type FetchStub } from '@pulp/shared/test/fetch-stub';
import { userToken } from '@pulp/shared/test/jwt';
import { routeObjects, routeObjectsOf } from './router';
import { ROUTES, routeTable } from './route-table';
import { settle, shellI18n } from '../../test/helpers';
import de from '../../i18n/de.json';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = jest.mocked(loadRemote);
const i18n = shellI18n();
i18n.addResourceBundle('de', 'translation', de);
let stub: FetchStub;

beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockImplementation(async (id: string) => ({ default: () => <h1>{`page ${id}`}</h1> }));
  stub = stubFetch({
    'GET /rest/languages': { body: [] },
    'GET /api/Challenges/': { body: { data: [] } },
    'GET /rest/basket/1': { body: { data: { id: 1, Products: [] } } },
  });
});

afterEach(() => {
  stub.restore();
  sessionStore.getState().logout();
});

async function visit(path: string, routes = routeObjects) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </I18nextProvider>,
  );
  await settle();
  return router;
}

describe('routes', () => {
  it.each(['/', '/no-such-page', '/search/deeper/still'])('%s falls back to the catalog search page', async (path) => {
    await visit(path);
    expect(await screen.findByRole('heading', { name: 'page catalog/SearchPage' })).toBeInTheDocument();
  });

  it('shows the 403 page with the message of the error parameter', async () => {
    await visit('/403?error=UNAUTHORIZED_ACCESS_ERROR');
    expect(screen.getByRole('heading', { name: '403' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to see this page.')).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  const guarded = ROUTES.filter((route) => route.guard && route.guard !== 'none');
  const open = ROUTES.filter((route) => !route.guard || route.guard === 'none');

  it.each(open.map((route) => [route.path, `${route.remote}/${route.module}`]))('/%s loads %s', async (path, id) => {
    await visit(`/${path}`);
    expect(await screen.findByRole('heading', { name: `page ${id}` })).toBeInTheDocument();
  });

  if (guarded.length) {
    it.each(guarded.map((route) => [route.path, route.guard]))('/%s (%s guard) shows visitors the 403 page in place', async (path, guard) => {
      const router = await visit(`/${path.replace(/:[^/]+/g, '1')}`);
      expect(screen.getByRole('heading', { name: '403' })).toBeInTheDocument();
      expect(
        screen.getByText(guard === 'login' ? 'Please log in to see this page.' : 'You are not allowed to access this page.'),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/${path.replace(/:[^/]+/g, '1')}`);
      expect(mockedLoadRemote).not.toHaveBeenCalled();
    });
  }
});

describe('hardened mode', () => {
  const hardened = routeObjectsOf(routeTable({ challenges: { hardened: ['web3SandboxChallenge'] } }));

  it('keeps the contract editor for administrators: a customer gets the 403 page in place and the page never loads', async () => {
    act(() => sessionStore.getState().login(userToken({ email: 'jade@pulp.shop' }), 1));
    await visit('/web3-sandbox', hardened);
    expect(screen.getByRole('heading', { name: '403' })).toBeInTheDocument();
    expect(screen.getByText('You are not allowed to access this page.')).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('opens the contract editor for an administrator', async () => {
    act(() => sessionStore.getState().login(userToken({ email: 'admin@pulp.shop', role: 'admin' }), 1));
    await visit('/web3-sandbox', hardened);
    expect(await screen.findByRole('heading', { name: 'page checkout/Web3SandboxPage' })).toBeInTheDocument();
  });
});

describe('layout', () => {
  it('puts the configured theme class on the container', async () => {
    await visit('/');
    expect(document.querySelector('.app-container')).toHaveClass('citrus-theme');
    act(() => configStore.setState({ config: { ...configStore.getState().config, application: { ...configStore.getState().config.application, theme: 'berry' } } }));
    expect(document.querySelector('.app-container')).toHaveClass('berry-theme');
  });

  it('refreshes the basket badge when the session logs in', async () => {
    await visit('/');
    stub.set({
      'GET /rest/basket/1': { body: { data: { id: 1, Products: [{ id: 1, BasketItem: { id: 1, quantity: 2 } }, { id: 2, BasketItem: { id: 2, quantity: 1 } }] } } },
    });
    act(() => sessionStore.getState().login(userToken({ email: 'jade@pulp.shop' }), 1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show the shopping cart' })).toHaveTextContent('3'));
  });
});

describe('document title', () => {
  const rename = (name: string) => act(() => configStore.setState({ config: { ...configStore.getState().config, application: { ...configStore.getState().config.application, name } } }));
  afterEach(() => rename('Pulp'));

  it('names the page and the configured shop, and follows a new name', async () => {
    await visit('/basket');
    expect(document.title).toBe('Your Basket – Pulp');
    rename('Squeeze Inc.');
    expect(document.title).toBe('Your Basket – Squeeze Inc.');
  });

  it('tells all products from search results', async () => {
    const router = await visit('/search');
    expect(document.title).toBe('All Products – Pulp');
    await act(() => router.navigate('/search?q=mango'));
    expect(document.title).toBe('Search Results – Pulp');
    await act(() => router.navigate('/no-such-page?q=%20'));
    expect(document.title).toBe('All Products – Pulp');
  });

  it('follows the language', async () => {
    await visit('/login');
    expect(document.title).toBe('Login – Pulp');
    await act(() => i18n.changeLanguage('de'));
    expect(document.title).toBe('Anmelden – Pulp');
    await act(() => i18n.changeLanguage('en'));
  });

  it('gives every listed page a translated name, in English and German', () => {
    const named = ROUTES.filter((route) => route.title);
    // Only the grid (which works its title out) and the hidden token sale go without one.
    expect(ROUTES.filter((route) => !route.title).map((route) => route.module).sort()).toEqual(['SearchPage', 'SearchPage', 'TokenSalePage']);
    for (const language of ['en', 'de']) {
      for (const route of named) expect(i18n.getResource(language, 'translation', route.title!)).toEqual(expect.any(String));
    }
  });
});

