import { configStore, logoFileName } from './store';
import { DEFAULT_CONFIGURATION } from './defaults';
import { stubFetch, type FetchStub } from '../../test/fetch-stub';
import type { ApplicationConfiguration } from '../types/entities';

let stub: FetchStub | undefined;
const initial = configStore.getState();

afterEach(() => {
  stub?.restore();
  configStore.setState(initial, true);
});

function configuration(application: Partial<ApplicationConfiguration['application']>): ApplicationConfiguration {
  return { ...DEFAULT_CONFIGURATION, application: { ...DEFAULT_CONFIGURATION.application, ...application } };
}

describe('configuration store', () => {
  it('holds the defaults until the server answers', () => {
    expect(configStore.getState()).toMatchObject({ config: DEFAULT_CONFIGURATION, version: null, loaded: false });
    expect(DEFAULT_CONFIGURATION.application).toMatchObject({ name: 'Pulp', logo: 'pulp-logo.svg', theme: 'citrus' });
  });

  it("loads the server's configuration and version", async () => {
    const served = configuration({ name: 'Juicy', logo: 'https://cdn.example/logo.png', theme: 'berry' });
    stub = stubFetch({
      'GET /rest/admin/application-configuration': { body: { config: served } },
      'GET /rest/admin/application-version': { body: { version: '4.2.0' } },
    });
    await configStore.getState().load();
    expect(configStore.getState()).toMatchObject({ config: served, version: '4.2.0', loaded: true });
  });

  it('keeps the defaults, and no version, when the calls fail', async () => {
    stub = stubFetch({
      'GET /rest/admin/application-configuration': { status: 500, body: { error: 'down' } },
      'GET /rest/admin/application-version': { status: 500, body: { error: 'down' } },
    });
    await configStore.getState().load();
    expect(configStore.getState()).toMatchObject({ config: DEFAULT_CONFIGURATION, version: null, loaded: true });
  });

  it('uses what did load when only one call fails', async () => {
    const served = configuration({ name: 'Half' });
    stub = stubFetch({
      'GET /rest/admin/application-configuration': { body: { config: served } },
      'GET /rest/admin/application-version': { status: 500, body: { error: 'down' } },
    });
    await configStore.getState().load();
    expect(configStore.getState()).toMatchObject({ config: served, version: null, loaded: true });
  });
});

describe('logoFileName', () => {
  it.each([
    ['pulp-logo.svg', 'pulp-logo.svg'],
    ['custom/brand.png', 'custom/brand.png'],
    ['https://cdn.example.com/brand/juice-logo.png', 'juice-logo.png'],
    ['http://cdn.example.com/logo.svg?v=3', 'logo.svg'],
    ['HTTPS://CDN.EXAMPLE.COM/A/B/Logo.PNG', 'Logo.PNG'],
    ['https://cdn.example.com/brand/logo.png/', 'logo.png'],
  ])('%s → %s', (logo, expected) => {
    expect(logoFileName(logo)).toBe(expected);
  });
});
