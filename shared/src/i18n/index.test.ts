import { clearCookies, DAY_MS, recordCookieWrites } from '../../test/cookies';
import { stubFetch, type FetchStub } from '../../test/fetch-stub';

type I18nModule = typeof import('./index');

/** A fresh copy of the module: initI18n runs once per page. */
function freshI18n(): I18nModule {
  let module: I18nModule | undefined;
  jest.isolateModules(() => {
    module = require('./index') as I18nModule;
  });
  return module as I18nModule;
}

let stub: FetchStub | undefined;

function serveTranslations() {
  stub = stubFetch({
    'GET /assets/i18n/en.json': { body: { GREETING: 'Hello', ONLY_EN: 'Only English' } },
    'GET /assets/i18n/de.json': { body: { GREETING: 'Hallo' } },
  });
}

beforeEach(() => clearCookies());
afterEach(() => {
  stub?.restore();
  document.querySelector('base')?.remove();
});

describe('initialLanguage', () => {
  it('is English without a language cookie', () => {
    expect(freshI18n().initialLanguage()).toBe('en');
  });

  it('is the language cookie when there is one', () => {
    document.cookie = 'language=de; path=/';
    expect(freshI18n().initialLanguage()).toBe('de');
  });

  it('reads another shop\'s cookie form as ours, and nonsense as English', () => {
    document.cookie = 'language=de_DE; path=/';
    expect(freshI18n().initialLanguage()).toBe('de');
    document.cookie = 'language=ar_SA; path=/';
    expect(freshI18n().initialLanguage()).toBe('ar');
    document.cookie = 'language=..%2Fx; path=/';
    expect(freshI18n().initialLanguage()).toBe('en');
  });

  it('asks for a language it does not list when the cookie names one (the unlisted Esperanto file)', () => {
    document.cookie = 'language=eo; path=/';
    expect(freshI18n().initialLanguage()).toBe('eo');
  });
});

describe('the document', () => {
  it('runs right to left in Arabic and back left to right in German', async () => {
    stub = stubFetch({
      'GET /assets/i18n/en.json': { body: { GREETING: 'Hello' } },
      'GET /assets/i18n/ar.json': { body: { GREETING: 'مرحبا' } },
      'GET /assets/i18n/pt_BR.json': { body: { GREETING: 'Olá' } },
    });
    const { i18n, initI18n, changeLanguage } = freshI18n();
    await initI18n();
    await changeLanguage('ar');
    expect(i18n.t('GREETING')).toBe('مرحبا');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    await changeLanguage('pt_BR');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['pt-BR', 'ltr']);
  });
});

describe('values in sentences', () => {
  it('are isolated in Arabic, so an English name keeps its full stop at its own end, and left as they are in English', async () => {
    stub = stubFetch({
      'GET /assets/i18n/en.json': { body: { PLACED: 'Placed {{product}} into basket.', DAYS_one: '{{count}} day', DAYS_other: '{{count}} days' } },
      'GET /assets/i18n/ar.json': { body: { PLACED: 'تمت إضافة {{product}} إلى السلة.', DAYS_many: '{{count}} يومًا', DAYS_other: '{{count}} يوم' } },
    });
    const { i18n, initI18n, changeLanguage } = freshI18n();
    await initI18n();
    expect(i18n.t('PLACED', { product: 'Cloudy juice.' })).toBe('Placed Cloudy juice. into basket.');
    expect(i18n.t('DAYS', { count: 1 })).toBe('1 day');
    await changeLanguage('ar');
    expect(i18n.t('PLACED', { product: 'Cloudy juice.' })).toBe('تمت إضافة \u2068Cloudy juice.\u2069 إلى السلة.');
    // Numbers need no isolation (and plural forms still work).
    expect(i18n.t('DAYS', { count: 11 })).toBe('11 يومًا');
  });
});

describe('translationUrl', () => {
  it('points at ./assets/i18n/{language}.json beside the page', () => {
    expect(freshI18n().translationUrl('de')).toBe('http://127.0.0.1:3000/assets/i18n/de.json');
  });

  it('follows the page base when the shop is served under a path', () => {
    const base = document.createElement('base');
    base.href = 'http://127.0.0.1:3000/shop/';
    document.head.append(base);
    expect(freshI18n().translationUrl('en')).toBe('http://127.0.0.1:3000/shop/assets/i18n/en.json');
  });

  it('cannot be steered out of the folder by the language name', () => {
    expect(freshI18n().translationUrl('../secret')).toBe('http://127.0.0.1:3000/assets/i18n/..%2Fsecret.json');
  });
});

describe('initI18n', () => {
  it('loads English over HTTP without a cookie', async () => {
    serveTranslations();
    const { i18n, initI18n } = freshI18n();
    await initI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('GREETING')).toBe('Hello');
    expect(stub?.calls.map((call) => call.path)).toEqual(['/assets/i18n/en.json']);
  });

  it('starts in the cookie language and falls back to English for missing keys', async () => {
    document.cookie = 'language=de; path=/';
    serveTranslations();
    const { i18n, initI18n } = freshI18n();
    await initI18n();
    expect(i18n.language).toBe('de');
    expect(i18n.t('GREETING')).toBe('Hallo');
    expect(i18n.t('ONLY_EN')).toBe('Only English');
  });

  it('runs once however often it is called', async () => {
    serveTranslations();
    const { initI18n } = freshI18n();
    await Promise.all([initI18n(), initI18n()]);
    await initI18n();
    expect(stub?.callsTo('GET /assets/i18n/en.json')).toHaveLength(1);
  });
});

describe('changeLanguage', () => {
  it('switches the language and remembers it in a cookie for a year', async () => {
    serveTranslations();
    const { i18n, initI18n, changeLanguage, initialLanguage } = freshI18n();
    await initI18n();
    const cookies = recordCookieWrites();
    await changeLanguage('de');
    cookies.restore();
    expect(i18n.t('GREETING')).toBe('Hallo');
    expect(document.cookie).toContain('language=de');
    expect(initialLanguage()).toBe('de');
    const write = cookies.writes.find((entry) => entry.name === 'language');
    const lifetime = (write?.expires?.getTime() ?? 0) - Date.now();
    expect(Math.abs(lifetime - 365 * DAY_MS)).toBeLessThan(5000);
    expect(write?.attributes.path).toBe('/');
  });
});
