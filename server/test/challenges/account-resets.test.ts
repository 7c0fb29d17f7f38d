import { startTestShop, type TestShop } from '../helpers';
import { registerCustomer } from '../account-helpers';
import { expectNotSolved, exploit, isFixedIn, solvedKeys } from '../challenges';
import { allReviews, ftpText, login, photoWall, resetPassword, securityQuestion } from './account-clues';

/**
 * Batch 3, accounts and OSINT: the security-question resets and Change Brix's Password. Each
 * block uses the forgotten-password page (or the change-password call) honestly first and asserts
 * the challenge stays unsolved, then finds the answer in the shop's own content the way a trainee
 * would and asserts through GET /api/Challenges that it is solved.
 */
let shop: TestShop;

beforeEach(async () => {
  shop = await startTestShop();
});
afterEach(async () => {
  await shop.close();
});

const RESET_KEYS = [
  'resetPasswordBjoernOwaspChallenge',
  'resetPasswordBjoernChallenge',
  'resetPasswordJimChallenge',
  'resetPasswordBenderChallenge',
  'resetPasswordMortyChallenge',
  'resetPasswordUvoginChallenge',
  'geoStalkingVisualChallenge',
];

describe('the resets of batch 3', () => {
  it('a customer resetting their own password, or wrong guesses for the seeded people, solve none of them', async () => {
    const user = await registerCustomer(shop, { answer: 'Bergamot' });
    expect((await resetPassword(shop, user.email, 'Bergamot')).statusCode).toBe(200);
    for (const [email, guess] of [
      ['henrik@squeezers-guild.example', 'Rex'],
      ['henrik@pulp.shop', 'Marktgasse'],
      ['kemal@pulp.shop', 'Rotterdam'],
      ['brix@pulp.shop', 'Ostwerder'],
      ['nils@pulp.shop', 'Pebbles'],
      ['milan@pulp.shop', 'Bass Orchard'],
      ['lina@pulp.shop', 'Italy'],
    ]) {
      expect((await resetPassword(shop, email, guess)).statusCode).toBe(401);
    }
    expect(await solvedKeys(shop, RESET_KEYS)).toEqual([]);
  });
});

describe("Henrik's Favourite Pet (resetPasswordBjoernOwaspChallenge)", () => {
  it("the guild address signs a review, and the livestream transcript names his first pet", async () => {
    const signed = (await allReviews(shop)).find((review) => review.author.endsWith('@squeezers-guild.example') && /Henrik/.test(review.message));
    expect(signed).toBeDefined();
    const email = signed!.author;
    expect(await securityQuestion(shop, email)).toBe("Your first pet's name?");
    await exploit(shop, 'resetPasswordBjoernOwaspChallenge', async () => {
      const transcript = await ftpText(shop, 'pulp-live-03-transcript.md');
      const pet = /very first pet[^.]*\.[^.]*Say hello, (\w+)\./s.exec(transcript)?.[1];
      expect(pet).toBe('Pepino');
      expect((await resetPassword(shop, email, pet!)).statusCode).toBe(200);
    });
    await expectNotSolved(shop, 'resetPasswordBjoernChallenge');
  });

  it('hardened: the transcript still tells of the tortoise, without its name', async () => {
    const transcript = await ftpText(shop, 'pulp-live-03-transcript.md');
    expect(transcript).toMatch(/This old gentleman is a tortoise/);
    expect(transcript).toMatch(/The Blood Orange Press\./);
    if (isFixedIn(shop, 'resetPasswordBjoernOwaspChallenge')) expect(transcript).not.toMatch(/Pepino|got his name/);
    else expect(transcript).toContain('Say hello, Pepino.');
  });
});

describe("Reset Henrik's Password (resetPasswordBjoernChallenge)", () => {
  it("the photo shows today's street name; the press kit tells what it was called when he grew up", async () => {
    expect(await securityQuestion(shop, 'henrik@pulp.shop')).toBe('The street you grew up on?');
    const street = (await photoWall(shop)).find((memory) => memory.User.username === 'henrik' && /grew up/.test(memory.caption));
    expect(street?.caption).toMatch(/first Pulp stall stood right here/);
    const picture = (await shop.app.inject({ method: 'GET', url: `/${street!.imagePath}` })).body;
    expect(picture).toContain('>Marktgasse</text>');
    // Today's name is not the answer he gave as a teenager.
    expect((await resetPassword(shop, 'henrik@pulp.shop', 'Marktgasse')).statusCode).toBe(401);
    const pressKit = await ftpText(shop, 'press-kit.md');
    expect(pressKit).toMatch(/first Pulp stall on Marktgasse/);
    expect(pressKit).toMatch(/Henrik Dahl \(born 1981\)/);
    expect(pressKit).toMatch(/old enamel sign\s+above the counter/);
    await exploit(shop, 'resetPasswordBjoernChallenge', async () => {
      const formerName = /the street was called (\w+) until the harbour quarter was rebuilt in\s+1995/.exec(await ftpText(shop, 'press-kit.md'))?.[1];
      expect(formerName).toBe('Hafenweg');
      expect((await resetPassword(shop, 'henrik@pulp.shop', formerName!)).statusCode).toBe(200);
    });
    if (isFixedIn(shop, 'resetPasswordBjoernChallenge')) expect(pressKit).not.toContain('Hafenweg');
  });
});

describe("Reset Kemal's Password (resetPasswordJimChallenge)", () => {
  it("the press kit's biography of the ambassador names his first school", async () => {
    const review = (await allReviews(shop)).find((candidate) => candidate.author === 'kemal@pulp.shop');
    expect(review?.message).toMatch(/mountain stage/);
    expect(await securityQuestion(shop, 'kemal@pulp.shop')).toBe('The name of your first school?');
    await exploit(shop, 'resetPasswordJimChallenge', async () => {
      const school = /his first school, the ([\w ]+School)/.exec(await ftpText(shop, 'press-kit.md'))?.[1];
      expect(school).toBe('Lindenhof School');
      expect((await resetPassword(shop, 'kemal@pulp.shop', school!)).statusCode).toBe(200);
    });
  });

  it("hardened: the press kit still has the ambassador's biography, without his school's name", async () => {
    const pressKit = await ftpText(shop, 'press-kit.md');
    expect(pressKit).toMatch(/He learned to ride in the schoolyard of his first school,/);
    expect(pressKit).toMatch(/helped us create the Beet It recipe/);
    if (isFixedIn(shop, 'resetPasswordJimChallenge')) expect(pressKit).not.toContain('Lindenhof');
    else expect(pressKit).toContain('the Lindenhof School');
  });
});

describe("Reset Brix's Password (resetPasswordBenderChallenge)", () => {
  it("the robot's post tells of its first job, and its service notes name the place", async () => {
    expect(await securityQuestion(shop, 'brix@pulp.shop')).toBe('The city where you had your first job?');
    const post = (await photoWall(shop)).find((memory) => memory.User.username === 'brix');
    expect(post?.caption).toMatch(/first job at the cannery/);
    await exploit(shop, 'resetPasswordBenderChallenge', async () => {
      const notes = await ftpText(shop, 'brix-service-notes.md');
      const city = /tomato line of the Conserveira Atlantica cannery in (\w+)\./.exec(notes)?.[1];
      expect(city).toBe('Setubal');
      expect((await resetPassword(shop, 'brix@pulp.shop', city!)).statusCode).toBe(200);
    });
  });

  it('hardened: the service notes still tell the robot\'s story, without the cannery\'s name and town', async () => {
    const notes = await ftpText(shop, 'brix-service-notes.md');
    expect(notes).toMatch(/First commissioned: 2009, for the tomato line of /);
    expect(notes).toMatch(/Bought second-hand by Pulp: 2016/);
    if (isFixedIn(shop, 'resetPasswordBenderChallenge')) expect(notes).not.toMatch(/Setubal|Conserveira/);
    else expect(notes).toContain('Setubal');
  });
});

describe("Reset Milan's Password (resetPasswordUvoginChallenge)", () => {
  it('his review points to his other name on the photo wall, which names the band', async () => {
    expect(await securityQuestion(shop, 'milan@pulp.shop')).toBe('Your favourite band when you were fifteen?');
    const review = (await allReviews(shop)).find((candidate) => candidate.author === 'milan@pulp.shop');
    expect(review?.message).toMatch(/photo wall, under the same bassline/);
    const alias = (await photoWall(shop)).find((memory) => /bassline/.test(memory.User.username));
    expect(alias?.User.username).toBe('bassline_milo');
    await exploit(shop, 'resetPasswordUvoginChallenge', async () => {
      const picture = (await shop.app.inject({ method: 'GET', url: `/${alias!.imagePath}` })).body;
      const band = /Fifteen and in the front row: my first concert ever, ([\w ]+), 2009/.exec(alias!.caption)?.[1];
      expect(band).toBe('Kid Clementine');
      expect(picture).toContain('>KID CLEMENTINE</text>');
      expect((await resetPassword(shop, 'milan@pulp.shop', band!)).statusCode).toBe(200);
    });
  });

  it("hardened: his other name's memory of the concert names no band, in its caption or its picture", async () => {
    const alias = (await photoWall(shop)).find((memory) => memory.User.username === 'bassline_milo');
    expect(alias?.caption).toMatch(/^Fifteen and in the front row: my first concert ever/);
    const picture = await shop.app.inject({ method: 'GET', url: `/${alias!.imagePath}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    const band = /Kid Clementine/i;
    if (isFixedIn(shop, 'resetPasswordUvoginChallenge')) {
      expect(alias?.caption).not.toMatch(band);
      expect(picture.body).not.toMatch(band);
    } else {
      expect(alias?.caption).toMatch(band);
    }
  });
});

describe('Visual Geo Stalking (geoStalkingVisualChallenge)', () => {
  it('the picture is a PNG with no text or metadata to read; the leaning tower in it answers the question', async () => {
    expect(await securityQuestion(shop, 'lina@pulp.shop')).toBe('Where you spent your best holiday?');
    const holiday = (await photoWall(shop)).find((memory) => memory.User.username === 'lina');
    expect(holiday?.caption).toMatch(/Best holiday ever, and the best gelato too\./);
    await exploit(shop, 'geoStalkingVisualChallenge', async () => {
      const picture = await shop.app.inject({ method: 'GET', url: `/${holiday!.imagePath}` });
      expect(holiday?.imagePath).toMatch(/\.png$/);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      const bytes = picture.rawPayload;
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      // Nothing but pixels: no text chunk, no EXIF, and the place is named nowhere in the file.
      for (const chunk of ['tEXt', 'iTXt', 'zTXt', 'eXIf']) expect(bytes.includes(Buffer.from(chunk))).toBe(false);
      expect(bytes.includes(Buffer.from('Pisa'))).toBe(false);
      // What a person sees in it: the leaning bell tower, so the answer is the city it stands in.
      expect((await resetPassword(shop, 'lina@pulp.shop', 'Pisa')).statusCode).toBe(200);
    });
    await expectNotSolved(shop, 'geoStalkingMetaChallenge');
  });

  it('hardened: her holiday memory shows her gelato, with no landmark and no place in it', async () => {
    const holiday = (await photoWall(shop)).find((memory) => memory.User.username === 'lina');
    const picture = await shop.app.inject({ method: 'GET', url: `/${holiday!.imagePath}` });
    expect(picture.statusCode).toBe(200);
    if (isFixedIn(shop, 'geoStalkingVisualChallenge')) {
      expect(holiday?.caption).toBe('Best holiday ever, and the best gelato too.');
      expect(picture.headers['content-type']).toBe('image/svg+xml');
      expect(picture.body).toContain('aria-label="Gelato on holiday"');
      expect(picture.body).not.toMatch(/Pisa|tower/i);
    } else {
      expect(picture.headers['content-type']).toBe('image/png');
    }
  });
});

describe("Reset Nils's Password (resetPasswordMortyChallenge)", () => {
  const ANSWER_SPELLINGS: Record<string, string[]> = { p: ['p', 'P'], e: ['e', 'E', '3'], b: ['b', 'B', '8'], l: ['l', 'L', '1'], s: ['s', 'S', '5'] };
  /** Every spelling of the word with each letter lower case, upper case or as a look-alike digit. */
  const spellings = (word: string): string[] =>
    [...word.toLowerCase()].reduce<string[]>((sofar, letter) => sofar.flatMap((start) => (ANSWER_SPELLINGS[letter] ?? [letter]).map((option) => start + option)), ['']);

  it("the shop's limit stops a brute force from one client: the right answer comes too late", async () => {
    expect(await securityQuestion(shop, 'nils@pulp.shop')).toBe("Your first pet's name?");
    const candidates = spellings('pebbles');
    expect(candidates.length).toBeGreaterThan(1000);
    let refused = 0;
    for (const answer of candidates.slice(0, 110)) {
      const response = await resetPassword(shop, 'nils@pulp.shop', answer);
      if (response.statusCode === 429) {
        refused += 1;
        expect(response.json().error).toBe('Too many password reset attempts. Please wait a few minutes and try again.');
        expect(response.headers['retry-after']).toBeDefined();
      }
    }
    expect(refused).toBe(10);
    expect((await resetPassword(shop, 'nils@pulp.shop', 'P3bbL3s')).statusCode).toBe(429);
    await expectNotSolved(shop, 'resetPasswordMortyChallenge');
  }, 30_000);

  it('a new X-Forwarded-For every 90 attempts gets around the limit, and one spelling of his hamster resets it', async () => {
    const post = (await photoWall(shop)).find((memory) => memory.User.username === 'nils');
    const pet = /photo of (\w+), the bravest hamster/.exec(post?.caption ?? '')?.[1];
    expect(pet).toBe('Pebbles');
    expect(post?.caption).toMatch(/written a bit more creatively/);
    await exploit(shop, 'resetPasswordMortyChallenge', async () => {
      let found: string | null = null;
      let attempt = 0;
      for (const answer of spellings(pet!)) {
        const client = `203.0.113.${Math.floor(attempt / 90) + 1}`;
        attempt += 1;
        const response = await resetPassword(shop, 'nils@pulp.shop', answer, { 'x-forwarded-for': client });
        expect(response.statusCode).not.toBe(429);
        if (response.statusCode === 200) {
          found = answer;
          break;
        }
      }
      expect(found).toBe('P3bbL3s');
      expect(attempt).toBeGreaterThan(100);
    });
    // About a thousand requests: a few seconds alone, more on a busy machine.
  }, 30_000);

  it('hardened: X-Forwarded-For starts no new count there; a customer on another connection still resets their own password', async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const response = await resetPassword(shop, 'nils@pulp.shop', `Guess${attempt}`, { 'x-forwarded-for': `198.51.100.${attempt + 1}` });
      expect(response.statusCode).toBe(401);
    }
    const next = await resetPassword(shop, 'nils@pulp.shop', 'Hamster', { 'x-forwarded-for': '192.0.2.200' });
    expect(next.statusCode).toBe(isFixedIn(shop, 'resetPasswordMortyChallenge') ? 429 : 401);
    // The count belongs to the connection's address: another client is not held up by it.
    const user = await registerCustomer(shop, { answer: 'Bergamot' });
    const own = await shop.app.inject({ method: 'POST', url: '/rest/user/reset-password', remoteAddress: '192.0.2.7', payload: { email: user.email, answer: 'Bergamot', new: 'Brand-New1', repeat: 'Brand-New1' } });
    expect(own.statusCode).toBe(200);
    await expectNotSolved(shop, 'resetPasswordMortyChallenge');
  }, 30_000);
});

describe("Change Brix's Password (changePasswordBenderChallenge)", () => {
  const change = (query: Record<string, string>, headers: Record<string, string>) =>
    shop.app.inject({ method: 'GET', url: `/rest/user/change-password?${new URLSearchParams(query).toString()}`, headers });

  it("changing one's own password with remember me (the header names one's own address) solves nothing; neither does Brix's own session", async () => {
    const user = await registerCustomer(shop);
    const { headers } = await shop.login(user.email, user.password);
    const own = await change({ current: user.password, new: 'Fresh-Lime9', repeat: 'Fresh-Lime9' }, { ...headers, 'x-user-email': user.email });
    expect(own.statusCode).toBe(200);
    expect((await login(shop, user.email, 'Fresh-Lime9')).statusCode).toBe(200);
    // A wrong current password is still refused, whatever the header says.
    expect((await change({ current: 'wrong', new: 'Pr3ss-On-Br1x', repeat: 'Pr3ss-On-Br1x' }, { ...headers, 'x-user-email': 'brix@pulp.shop' })).statusCode).toBe(401);
    // Brix's own session (through the login injection, or his password where the login's fix runs)
    // and no current password: Change Ines's trick, not this one.
    const brix = isFixedIn(shop, 'ghostLoginChallenge') ? await login(shop, 'brix@pulp.shop', 'Br1x-Unit-PR3-!x') : await login(shop, "brix@pulp.shop'--", 'x');
    const brixToken = brix.json().authentication.token as string;
    // Where Change Ines's Password is fixed (hardened), Brix's own change needs his current password.
    const current: Record<string, string> = isFixedIn(shop, 'changePasswordInesChallenge') ? { current: 'Br1x-Unit-PR3-!x' } : {};
    expect((await change({ ...current, new: 'Pr3ss-On-Br1x', repeat: 'Pr3ss-On-Br1x' }, { authorization: `Bearer ${brixToken}` })).statusCode).toBe(200);
    await expectNotSolved(shop, 'changePasswordBenderChallenge');
    await expectNotSolved(shop, 'changePasswordInesChallenge');
  });

  it("one's own session and current password with X-User-Email naming Brix change Brix's password", async () => {
    const user = await registerCustomer(shop);
    const { headers } = await shop.login(user.email, user.password);
    await exploit(shop, 'changePasswordBenderChallenge', async () => {
      const response = await change({ current: user.password, new: 'Pr3ss-On-Br1x', repeat: 'Pr3ss-On-Br1x' }, { ...headers, 'x-user-email': 'brix@pulp.shop' });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.email).toBe('brix@pulp.shop');
      expect((await login(shop, 'brix@pulp.shop', 'Pr3ss-On-Br1x')).statusCode).toBe(200);
      // The caller's own password stayed as it was.
      expect((await login(shop, user.email, user.password)).statusCode).toBe(200);
    });
    // Hardened, the change lands on the caller's own account, and Brix keeps his password.
    if (isFixedIn(shop, 'changePasswordBenderChallenge')) {
      expect((await login(shop, user.email, 'Pr3ss-On-Br1x')).statusCode).toBe(200);
      expect((await login(shop, 'brix@pulp.shop', 'Pr3ss-On-Br1x')).statusCode).toBe(401);
    }
  });
});
