import { clearCookies } from '../test/cookies';
import { stubFetch, type FetchStub } from '../test/fetch-stub';

/** Fresh copies of the modules that read the boot data when they load. */
function fresh() {
  let modules: { boot: typeof import('./boot'); i18n: typeof import('./i18n'); config: typeof import('./config/store'); preloaded: typeof import('./api/preloaded') } | undefined;
  jest.isolateModules(() => {
    modules = {
      boot: require('./boot') as typeof import('./boot'),
      i18n: require('./i18n') as typeof import('./i18n'),
      config: require('./config/store') as typeof import('./config/store'),
      preloaded: require('./api/preloaded') as typeof import('./api/preloaded'),
    };
  });
  return modules as NonNullable<typeof modules>;
}

function renderBoot(data: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'pulp-boot';
  element.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.head.append(element);
}

const BOOT = {
  config: { application: { name: 'Rendered Shop' } },
  version: '9.9.9',
  remotes: { catalog: 'mf/catalog/remoteEntry.js' },
  language: 'de',
  translations: { de: { GREETING: 'Hallo' }, en: { GREETING: 'Hello', ONLY_EN: 'Only English' } },
};

let stub: FetchStub;

beforeEach(() => {
  clearCookies();
  stub = stubFetch({
    'GET /rest/admin/application-configuration': { body: { config: { application: { name: 'Fetched Shop' } } } },
    'GET /rest/admin/application-version': { body: { version: '1.0.0' } },
    'GET /assets/i18n/en.json': { body: { GREETING: 'Hello (fetched)' } },
    'GET /assets/i18n/de.json': { body: { GREETING: 'Hallo (fetched)' } },
    'GET /rest/products/search': { body: { data: [{ id: 1 }] } },
  });
});

afterEach(() => {
  stub.restore();
  document.head.innerHTML = '';
});

describe('boot data rendered into the page', () => {
  it('gives the configuration and version without asking the server', async () => {
    renderBoot(BOOT);
    const { config } = fresh();
    expect(config.configStore.getState().config.application.name).toBe('Rendered Shop');
    await config.configStore.getState().load();
    expect(config.configStore.getState()).toMatchObject({ version: '9.9.9', loaded: true });
    expect(stub.calls).toEqual([]);
  });

  it('starts i18n in the rendered language, English as fallback, without fetching either', async () => {
    document.cookie = 'language=de; path=/';
    renderBoot(BOOT);
    const { i18n } = fresh();
    await i18n.initI18n();
    expect(i18n.i18n.t('GREETING')).toBe('Hallo');
    expect(i18n.i18n.t('ONLY_EN')).toBe('Only English');
    expect(stub.calls).toEqual([]);
  });

  it('fetches the language when the page was rendered for another one', async () => {
    renderBoot(BOOT);
    const { i18n } = fresh();
    await i18n.initI18n();
    expect(i18n.i18n.t('GREETING')).toBe('Hello (fetched)');
    expect(stub.callsTo('GET /assets/i18n/en.json')).toHaveLength(1);
  });

  it('falls back to fetching when the page has none or a broken one', async () => {
    renderBoot('{not json');
    const { boot, config } = fresh();
    expect(boot.bootData()).toBeNull();
    await config.configStore.getState().load();
    expect(config.configStore.getState().config.application.name).toBe('Fetched Shop');
    expect(stub.callsTo('GET /rest/admin/application-configuration')).toHaveLength(1);
  });
});

describe('preloaded data', () => {
  function preloadLink(href: string): void {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.href = href;
    link.crossOrigin = 'anonymous';
    document.head.append(link);
  }

  it('fetches each preloaded URL once when adopted and hands the answer out once', async () => {
    preloadLink('/rest/products/search');
    const { preloaded } = fresh();
    preloaded.adoptPreloadedData();
    await expect(preloaded.getPreloadedOr('/rest/products/search')).resolves.toEqual({ data: [{ id: 1 }] });
    expect(stub.callsTo('GET /rest/products/search')).toHaveLength(1);
    await preloaded.getPreloadedOr('/rest/products/search');
    expect(stub.callsTo('GET /rest/products/search')).toHaveLength(2);
  });

  it('asks the API as usual for a path the page did not preload', async () => {
    const { preloaded } = fresh();
    preloaded.adoptPreloadedData();
    await expect(preloaded.getPreloadedOr('/rest/admin/application-version')).resolves.toEqual({ version: '1.0.0' });
  });
});
