import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@pulp/shared/test/render';
import { stubFetch } from '@pulp/shared/test/fetch-stub';
import { RemotePage } from './RemotePage';
import { loadRemoteManifest } from './manifest';
import { shellI18n } from '../../../test/helpers';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);
const i18n = shellI18n();

let manifestRegistration: unknown[] = [];

beforeAll(async () => {
  const stub = stubFetch({
    'GET /remotes.json': { body: { catalog: 'remotes/catalog/remoteEntry.js', account: 'http://cdn.example/account/remoteEntry.js' } },
  });
  await loadRemoteManifest();
  manifestRegistration = mockedRegisterRemotes.mock.calls[0] ?? [];
  stub.restore();
});

beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function renderArea(module: string) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <p>Top bar stays</p>
      <RemotePage remote="catalog" module={module} />
      <p>Footer stays</p>
    </>,
    { i18n },
  );
  return user;
}

function page(text: string) {
  return { default: () => <h1>{text}</h1> };
}

describe('remote manifest', () => {
  it('registers every remote of remotes.json, relative entries resolved against the page', () => {
    expect(manifestRegistration).toEqual([
      [
        { name: 'catalog', entry: 'http://127.0.0.1:3000/remotes/catalog/remoteEntry.js' },
        { name: 'account', entry: 'http://cdn.example/account/remoteEntry.js' },
      ],
      { force: true },
    ]);
  });

  it('fails loudly when remotes.json is missing', async () => {
    const stub = stubFetch({});
    let fresh: typeof import('./manifest') | undefined;
    jest.isolateModules(() => {
      fresh = require('./manifest') as typeof import('./manifest');
    });
    await expect(fresh?.loadRemoteManifest()).rejects.toThrow('remotes.json: HTTP 404');
    stub.restore();
  });
});

describe('RemotePage', () => {
  it('shows the page the remote exposes, inside its own area', async () => {
    mockedLoadRemote.mockResolvedValue(page('Products'));
    renderArea('LoadsFine');
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('catalog/LoadsFine');
    expect(screen.getByRole('heading', { name: 'Products' }).closest('.remote-area.remote-catalog')).not.toBeNull();
  });

  it('shows the translated error card with a retry when the remote cannot be loaded, and the rest of the shell stays', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('Loading script failed: remotes/catalog/remoteEntry.js'));
    renderArea('Unreachable');
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('This part of the shop could not be loaded');
    expect(card).toHaveTextContent('The rest of the shop still works.');
    // The technical report goes to the console, not to the person.
    expect(card).not.toHaveTextContent('Loading script failed');
    expect(console.error).toHaveBeenCalledWith('The page catalog/Unreachable could not be loaded', expect.objectContaining({ message: 'Loading script failed: remotes/catalog/remoteEntry.js' }));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('Top bar stays')).toBeInTheDocument();
    expect(screen.getByText('Footer stays')).toBeInTheDocument();
  });

  it('re-registers the remote and loads again on retry', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(page('Back again'));
    const user = renderArea('ComesBack');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'catalog', entry: 'http://127.0.0.1:3000/remotes/catalog/remoteEntry.js' }], { force: true });
  });

  it('keeps offering the retry while the remote stays away', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('still offline'));
    const user = renderArea('StaysAway');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the shop could not be loaded');
  });

  it('refuses a module that provides no page', async () => {
    mockedLoadRemote.mockResolvedValue({ notAPage: true } as never);
    renderArea('NoDefault');
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the shop could not be loaded');
    expect(console.error).toHaveBeenCalledWith('The page catalog/NoDefault could not be loaded', expect.objectContaining({ message: 'catalog/NoDefault did not provide a page' }));
  });

  it('catches a page that throws while rendering; the rest keeps rendering; retry loads it afresh', async () => {
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('Cannot read the products');
      return <h1>Recovered</h1>;
    }
    mockedLoadRemote.mockResolvedValue({ default: Fragile });
    const user = renderArea('Throws');
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('This part of the shop could not be loaded');
    expect(card).not.toHaveTextContent('Cannot read the products');
    expect(screen.getByText('Top bar stays')).toBeInTheDocument();
    expect(screen.getByText('Footer stays')).toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'catalog', entry: 'http://127.0.0.1:3000/remotes/catalog/remoteEntry.js' }], { force: true });
  });

  it('loads each page once and reuses it on the next visit', async () => {
    mockedLoadRemote.mockResolvedValue(page('Cached'));
    const first = renderWithProviders(<RemotePage remote="catalog" module="Cached" />, { i18n });
    await screen.findByRole('heading', { name: 'Cached' });
    first.unmount();
    renderWithProviders(<RemotePage remote="catalog" module="Cached" />, { i18n });
    expect(screen.getByRole('heading', { name: 'Cached' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });
});
