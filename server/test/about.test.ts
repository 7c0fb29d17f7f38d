import { startTestShop, type TestShop } from './helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop.close();
});

describe('about page assets', () => {
  it('draws the seven slideshow pictures', async () => {
    for (let index = 1; index <= 7; index += 1) {
      const response = await shop.app.inject({ method: 'GET', url: `/assets/public/images/carousel/slide-${index}.svg` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toMatch(/^<svg/);
    }
    expect((await shop.app.inject({ method: 'GET', url: '/assets/public/images/carousel/slide-8.svg' })).statusCode).toBe(404);
  });

  it('serves the terms of use in the visitor language', async () => {
    const english = await shop.app.inject({ method: 'GET', url: '/ftp/legal.md' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toMatch(/^# Terms of use/);
    const german = await shop.app.inject({ method: 'GET', url: '/ftp/legal.md', headers: { cookie: 'language=de' } });
    expect(german.body).toMatch(/^# Nutzungsbedingungen/);
  });
});
