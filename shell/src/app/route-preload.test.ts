import { preloadEntry, remoteOfHash } from '../features/remote/route-preload';
import { OAUTH_RETURN_ROUTE, ROUTES } from './routes';

const routes = [...ROUTES, OAUTH_RETURN_ROUTE];

describe('remoteOfHash', () => {
  it.each([
    ['', 'catalog'],
    ['#/', 'catalog'],
    ['#/search?q=mango', 'catalog'],
    ['#/login', 'account'],
    ['#/address/edit/7', 'checkout'],
    ['#/privacy-security/change-password', 'account'],
    ['#/score-board', 'scoreboard'],
    ['#/administration', 'staff'],
    ['#/access_token=abc&token_type=Bearer', 'account'],
    ['#/no-such-page', 'catalog'],
    ['#/address/edit', 'catalog'],
  ])('%s is shown by %s', (hash, remote) => {
    expect(remoteOfHash(hash, routes, 'catalog')).toBe(remote);
  });
});

describe('preloadEntry', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  const links = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')).map((link) => link.href);

  it('adds one preload per entry of this origin, none for another origin', () => {
    preloadEntry(`${window.location.origin}/mf/account/remoteEntry.js`);
    preloadEntry(`${window.location.origin}/mf/account/remoteEntry.js`);
    preloadEntry('https://cdn.example.org/account/remoteEntry.js');
    preloadEntry(undefined);
    expect(links()).toEqual([`${window.location.origin}/mf/account/remoteEntry.js`]);
  });
});
