import { startTestShop, type TestShop } from '../helpers';
import { expectNotSolved, expectSolved } from '../challenges';

/**
 * Solvers of the injection, XSS and content batch (catalogue/injection.ts, ids 550–599): each
 * uses the feature honestly first (the challenge stays unsolved), then exploits it the way a
 * trainee would and asserts through GET /api/Challenges that the shop noticed.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

describe('Missing Encoding (photo wall)', () => {
  it('honest: the photo wall lists Pip, and the address as the page writes it ends at the "#" and finds nothing', async () => {
    const wall = (await get('/rest/memories')).json().data as { caption: string; imagePath: string }[];
    const pip = wall.find((memory) => memory.caption.startsWith('Pip in ambush mode'));
    expect(pip?.imagePath).toBe('assets/public/images/uploads/mira-cat-pip-#ambush-mode.svg');
    // What a browser requests for <img src="…"> with a raw "#": the rest is a fragment.
    const asTheBrowserSees = new URL(pip!.imagePath, 'http://shop.test/');
    expect(asTheBrowserSees.hash).toBe('#ambush-mode.svg');
    expect((await get(asTheBrowserSees.pathname)).statusCode).toBe(404);
    expect((await get('/assets/public/images/uploads/memory-picnic.svg')).statusCode).toBe(200);
    await expectNotSolved(shop, 'missingEncodingChallenge');
  });

  it('exploit: the file name with its "#" encoded as %23 brings up the picture and solves it', async () => {
    const response = await get('/assets/public/images/uploads/mira-cat-pip-%23ambush-mode.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(response.body).toContain('Pip in ambush mode');
    await expectSolved(shop, 'missingEncodingChallenge');
  });
});

describe('Retrieve Blueprint (product pictures)', () => {
  it('honest: the keyring is listed with its picture, whose metadata names the print file', async () => {
    const products = (await get('/api/Products')).json().data as { name: string; image: string }[];
    const keyring = products.find((product) => product.name === 'Orange Slice Keyring (3D-printed)');
    expect(keyring?.image).toBe('orange-slice-keyring.svg');
    const picture = await get(`/assets/public/images/products/${keyring!.image}`);
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('<dc:source>orange-slice-keyring-v4-final.stl</dc:source>');
    expect((await get('/assets/public/images/products/orange-slice-keyring.stl')).statusCode).toBe(404);
    await expectNotSolved(shop, 'retrieveBlueprintChallenge');
  });

  it('exploit: the print file beside the pictures downloads and solves it', async () => {
    const response = await get('/assets/public/images/products/orange-slice-keyring-v4-final.stl');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/model\/stl/);
    expect(response.body).toMatch(/^solid pulp_orange_slice_keyring_v4\n/);
    expect(response.body.trimEnd()).toMatch(/endsolid pulp_orange_slice_keyring_v4$/);
    // A closed solid: every facet has a normal and three vertices.
    const facets = response.body.match(/facet normal/g)?.length ?? 0;
    expect(facets).toBeGreaterThan(100);
    expect(response.body.match(/vertex /g)?.length).toBe(facets * 3);
    await expectSolved(shop, 'retrieveBlueprintChallenge');
  });
});
