import { DEMO, startTestShop, type TestShop } from './helpers';
import { JPEG_BYTES, multipart, pdfBytes, PNG_BYTES } from './account-helpers';
import { MEMORY_IMAGE_MAX } from '../src/features/memories/routes';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop.close();
});

async function post(image: { name: string; type: string; bytes: Uint8Array } | null, fields: Record<string, string>, headers: Record<string, string>) {
  const form = await multipart('image', image, fields);
  return shop.app.inject({ method: 'POST', url: '/rest/memories', payload: form.payload, headers: { ...form.headers, ...headers } });
}

describe('photo wall memories', () => {
  it('lists the seeded memories with their pictures, without emails', async () => {
    const { data } = (await shop.app.inject({ method: 'GET', url: '/rest/memories' })).json();
    expect(data.length).toBeGreaterThanOrEqual(3);
    for (const memory of data) {
      expect(memory).toEqual(expect.objectContaining({ caption: expect.any(String), imagePath: expect.stringMatching(/^assets\/public\/images\/uploads\//) }));
      expect(JSON.stringify(memory)).not.toContain('@');
      // Each path segment encoded, as a careful client does: Pip's file name holds a "#" (Missing Encoding).
      const picture = await shop.app.inject({ method: 'GET', url: `/${memory.imagePath.split('/').map(encodeURIComponent).join('/')}` });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toMatch(/^image\/(svg\+xml|png)/);
    }
  });

  it('stores PNG and JPEG uploads in the data directory and serves them back, newest first', async () => {
    const { headers } = await shop.login(DEMO.email, DEMO.password);
    for (const [bytes, type] of [
      [PNG_BYTES, 'image/png'],
      [JPEG_BYTES, 'image/jpeg'],
    ] as const) {
      const response = await post({ name: 'holiday.img', type, bytes }, { caption: `Holiday ${type}` }, headers);
      expect(response.statusCode).toBe(201);
      const memory = response.json().data;
      expect(memory).toMatchObject({ caption: `Holiday ${type}`, User: { username: 'demo' } });
      // Each path segment encoded, as a careful client does: Pip's file name holds a "#" (Missing Encoding).
      const picture = await shop.app.inject({ method: 'GET', url: `/${memory.imagePath.split('/').map(encodeURIComponent).join('/')}` });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe(type);
      expect(picture.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(picture.rawPayload, Buffer.from(bytes))).toBe(0);
    }
    const list = (await shop.app.inject({ method: 'GET', url: '/rest/memories' })).json().data;
    expect(list[0].caption).toBe('Holiday image/jpeg');
  });

  it('refuses other file types, a missing caption or picture, and no session', async () => {
    const { headers } = await shop.login(DEMO.email, DEMO.password);
    const pdf = await post({ name: 'fake.png', type: 'image/png', bytes: pdfBytes() }, { caption: 'Not an image' }, headers);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error).toBe('The picture must be a PNG or JPEG image.');
    expect((await post({ name: 'a.png', type: 'image/png', bytes: PNG_BYTES }, {}, headers)).statusCode).toBe(400);
    expect((await post({ name: 'a.png', type: 'image/png', bytes: PNG_BYTES }, { caption: 'x'.repeat(161) }, headers)).statusCode).toBe(400);
    expect((await post(null, { caption: 'No picture' }, headers)).statusCode).toBe(400);
    expect((await post({ name: 'a.png', type: 'image/png', bytes: PNG_BYTES }, { caption: 'Anonymous' }, {})).statusCode).toBe(401);
    const huge = new Uint8Array(MEMORY_IMAGE_MAX + 1);
    huge.set(PNG_BYTES);
    const tooBig = await post({ name: 'huge.png', type: 'image/png', bytes: huge }, { caption: 'Too big' }, headers);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe(`The file is too large (at most ${MEMORY_IMAGE_MAX} bytes).`);
  });

  it('serves only pictures it stored', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/assets/public/images/uploads/..%2F..%2Fpulp.sqlite' })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/assets/public/images/uploads/1-nothing.png' })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/assets/public/images/uploads/default.svg' })).statusCode).toBe(200);
  });
});
