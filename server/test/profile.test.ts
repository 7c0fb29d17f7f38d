import { DEMO, startTestShop, type TestShop } from './helpers';
import { registerCustomer } from './account-helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop.close();
});

describe('profile page', () => {
  it('shows email, username and picture of the user in the token cookie', async () => {
    const { token } = await shop.login(DEMO.email, DEMO.password);
    const response = await shop.app.inject({ method: 'GET', url: '/profile', headers: { cookie: `token=${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`<dd id="email" dir="auto">${DEMO.email}</dd>`);
    expect(response.body).toContain('<dd id="username" dir="auto">demo</dd>');
    expect(response.body).toContain('src="/assets/public/images/uploads/default.svg"');
  });

  it('escapes what users typed', async () => {
    const user = await registerCustomer(shop, { email: `"><script>alert(1)</script>${Date.now()}@x.io` });
    const { token } = await shop.login(user.email, user.password);
    const response = await shop.app.inject({ method: 'GET', url: '/profile', headers: { cookie: `token=${token}` } });
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&#60;script&#62;');
  });

  it('speaks the language of the language cookie', async () => {
    const { token } = await shop.login(DEMO.email, DEMO.password);
    const german = await shop.app.inject({ method: 'GET', url: '/profile', headers: { cookie: `language=de; token=${token}` } });
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    expect(german.body).toContain('Benutzerprofil');
  });

  it('asks visitors to log in', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('href="/#/login"');
  });
});
