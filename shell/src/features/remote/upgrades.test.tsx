import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@pulp/shared/test/render';
import { stubFetch, type FetchStub } from '@pulp/shared/test/fetch-stub';
import { RemotePage } from './RemotePage';
import { loadRemoteManifest } from './manifest';
import { handleRemotesChanged } from './upgrades';
import { shellI18n } from '../../../test/helpers';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  satisfy: jest.requireActual('@module-federation/enhanced/runtime').satisfy,
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);
const i18n = shellI18n();
const CDN = 'http://cdn.example';
let stub: FetchStub;

/** The page each registered entry serves: the build's version as its heading. */
function servePagesByEntry() {
  let current = '';
  mockedRegisterRemotes.mockImplementation((remotes) => {
    for (const remote of remotes) if (remote.name === 'staff') current = String((remote as { entry: string }).entry);
  });
  mockedLoadRemote.mockImplementation(async () => {
    if (current.includes('/down/')) throw new Error(`Loading script failed: ${current}`);
    const version = /\/staff\/([^/]+)\/remoteEntry\.js$/.exec(current)?.[1];
    return { default: () => <h1>{`Accounting ${version}`}</h1> };
  });
}

function descriptor(version: string, react: string) {
  return { name: 'staff', version, exposes: ['./AccountingPage'], shared: { react: react, 'react-dom': '^19.0.0' }, builtAt: '2026-11-25T04:00:00Z' };
}

/** Opens the accounting page afresh (a navigation into the remote). */
function visitAccounting() {
  return renderWithProviders(<RemotePage remote="staff" module="AccountingPage" />, { i18n });
}

beforeAll(async () => {
  (globalThis as Record<string, unknown>).__PULP_PROVIDED_SINGLETONS__ = { react: '19.3.1', 'react-dom': '19.3.1' };
  servePagesByEntry();
  stub = stubFetch({ 'GET /remotes.json': { body: { staff: 'mf/staff/1.0.0/remoteEntry.js' } } });
  await loadRemoteManifest();
});
afterAll(() => stub.restore());
beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('live upgrades of a remote', () => {
  it('keeps the open page, and loads the promoted build on the next visit without a reload', async () => {
    const open = visitAccounting();
    expect(await screen.findByRole('heading', { name: 'Accounting 1.0.0' })).toBeInTheDocument();
    expect(handleRemotesChanged({ remotes: { staff: 'mf/staff/2.0.0/remoteEntry.js' } })).toEqual(['staff']);
    expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'staff', entry: 'http://127.0.0.1:3000/mf/staff/2.0.0/remoteEntry.js' }], { force: true });
    // What is on screen stays until the next navigation into the remote.
    expect(screen.getByRole('heading', { name: 'Accounting 1.0.0' })).toBeInTheDocument();
    open.unmount();
    visitAccounting();
    const heading = await screen.findByRole('heading', { name: 'Accounting 2.0.0' });
    expect(heading.closest('[data-remote-entry]')?.getAttribute('data-remote-entry')).toBe('http://127.0.0.1:3000/mf/staff/2.0.0/remoteEntry.js');
    // A manifest that changes nothing switches nothing.
    expect(handleRemotesChanged({ remotes: { staff: 'mf/staff/2.0.0/remoteEntry.js' } })).toEqual([]);
  });

  it('refuses a build from another origin that needs another React major: the card names the library and both versions, the last good build stays', async () => {
    stub.set({ 'GET /staff/3.0.0/remote.json': { body: descriptor('3.0.0', '^18.2.0') } });
    handleRemotesChanged({ remotes: { staff: `${CDN}/staff/3.0.0/remoteEntry.js` } });
    visitAccounting();
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('A new version of this part of the shop was refused');
    expect(card).toHaveTextContent('Version 3.0.0 needs react ^18.2.0, but the shop provides 19.3.1.');
    expect(await screen.findByRole('heading', { name: 'Accounting 2.0.0' })).toBeInTheDocument();
  });

  it('uses a compatible build from another origin, with its translations from that origin', async () => {
    stub.set({
      'GET /staff/4.0.0/remote.json': { body: descriptor('4.0.0', '^19.0.0') },
      'GET /staff/4.0.0/i18n/en.json': { body: { ONLY_IN_FOUR: 'Four' } },
    });
    handleRemotesChanged({ remotes: { staff: `${CDN}/staff/4.0.0/remoteEntry.js` } });
    visitAccounting();
    expect(await screen.findByRole('heading', { name: 'Accounting 4.0.0' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stub.callsTo('GET /staff/4.0.0/i18n/en.json')).toHaveLength(1);
  });

  it('falls back to the last good build when the promoted entry cannot be fetched', async () => {
    handleRemotesChanged({ remotes: { staff: `${CDN}/down/staff/5.0.0/remoteEntry.js` } });
    visitAccounting();
    expect(await screen.findByRole('heading', { name: 'Accounting 4.0.0' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back to the active build on retry after falling back, and falls back again while it stays away', async () => {
    const user = userEvent.setup();
    // Still at 5.0.0 (down) with 4.0.0 in use: the retry of a failing page tries 5.0.0 first.
    mockedLoadRemote.mockRejectedValueOnce(new Error('4.0.0 hiccup'));
    const view = renderWithProviders(<RemotePage remote="staff" module="AdministrationPage" />, { i18n });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'staff', entry: `${CDN}/down/staff/5.0.0/remoteEntry.js` }], { force: true });
    expect(await screen.findByRole('heading', { name: 'Accounting 4.0.0' })).toBeInTheDocument();
    view.unmount();
  });

  it('shows the card without a page when a refused build has nothing to fall back on', async () => {
    stub.set({ 'GET /staff/6.0.0/remote.json': { body: descriptor('6.0.0', '^20.0.0') } });
    handleRemotesChanged({ remotes: { staff: `${CDN}/staff/6.0.0/remoteEntry.js` } });
    // The fallback (4.0.0) is used once; refuse it too so nothing is left.
    stub.set({ 'GET /staff/4.0.0/remote.json': { body: descriptor('4.0.0', '^20.0.0') } });
    visitAccounting();
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Version 6.0.0 needs react ^20.0.0');
    expect(screen.queryByRole('heading', { name: /Accounting/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
