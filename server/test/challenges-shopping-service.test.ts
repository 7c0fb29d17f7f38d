import fs from 'node:fs';
import path from 'node:path';
import { startTestShop, ADMIN, DEMO, type TestShop } from './helpers';
import { JONAS, shopper, type Session } from './shop-helpers';
import { pdfBytes, registerCustomer, uploadComplaintFile } from './account-helpers';
import { expectNotSolved, exploit, isFixedIn } from './challenges';

/**
 * Group C of the challenge catalogue, customer-service side: feedback, reviews and complaint
 * uploads. Each challenge is first used honestly (and must stay unsolved), then solved the
 * way a trainee would, through the public API.
 */

const PAYLOAD = '<iframe src="javascript:alert(`xss`)">';

/** A fresh captcha and its answer (computed from the question, as a script would). */
async function captcha(shop: TestShop): Promise<{ captchaId: number; captcha: string }> {
  const { captchaId, captcha: question } = (await shop.app.inject({ method: 'GET', url: '/rest/captcha' })).json();
  // The question is "a∘b∘c" over small integers with + - *: evaluate it with the usual precedence.
  const tokens = (question as string).match(/\d+|[+\-*]/g)!;
  const terms: number[] = [Number(tokens[0])];
  const signs: string[] = [];
  for (let index = 1; index < tokens.length; index += 2) {
    const [operator, value] = [tokens[index], Number(tokens[index + 1])];
    if (operator === '*') terms[terms.length - 1] *= value;
    else {
      signs.push(operator);
      terms.push(value);
    }
  }
  const answer = terms.slice(1).reduce((sum, term, index) => (signs[index] === '+' ? sum + term : sum - term), terms[0]);
  return { captchaId, captcha: String(answer) };
}

function feedback(shop: TestShop, payload: Record<string, unknown>, session?: Session) {
  return shop.app.inject({ method: 'POST', url: '/api/Feedbacks', payload, headers: session?.headers ?? {} });
}

async function whoami(shop: TestShop, session: Session): Promise<number> {
  return (await shop.app.inject({ method: 'GET', url: '/rest/user/whoami', headers: session.headers })).json().user.id;
}

describe('feedback challenges', () => {
  let shop: TestShop;
  let demo: Session;
  let demoId: number;
  beforeAll(async () => {
    shop = await startTestShop();
    demo = await shop.login(DEMO.email, DEMO.password);
    demoId = await whoami(shop, demo);
  });
  afterAll(() => shop.close());

  describe('Zero Stars (zeroStarsChallenge)', () => {
    it('honest: a one-star feedback does not solve it', async () => {
      expect((await feedback(shop, { comment: 'Meh (anonymous)', rating: 1, ...(await captcha(shop)) })).statusCode).toBe(201);
      await expectNotSolved(shop, 'zeroStarsChallenge');
    });

    it('exploit: a rating of 0 sent to the API solves it', async () => {
      await exploit(shop, 'zeroStarsChallenge', async () => {
        const response = await feedback(shop, { comment: 'Zero! (anonymous)', rating: 0, ...(await captcha(shop)) });
        expect(response.statusCode).toBe(201);
        expect(response.json().data.rating).toBe(0);
      });
      if (isFixedIn(shop, 'zeroStarsChallenge')) {
        // Hardened, the server asks for the form's one to five stars: nothing with zero is stored.
        const stored = (await shop.app.inject({ method: 'GET', url: '/api/Feedbacks' })).json().data as { rating: number }[];
        expect(stored.some((entry) => entry.rating === 0)).toBe(false);
        expect((await feedback(shop, { comment: 'Five! (anonymous)', rating: 5, ...(await captcha(shop)) })).statusCode).toBe(201);
      }
    });
  });

  describe('Forged Feedback (forgedFeedbackChallenge)', () => {
    it('honest: feedback as oneself or anonymously does not solve it', async () => {
      expect((await feedback(shop, { UserId: demoId, comment: 'Mine (***o@pulp.shop)', rating: 4, ...(await captcha(shop)) }, demo)).statusCode).toBe(201);
      expect((await feedback(shop, { comment: 'Nobody (anonymous)', rating: 4, ...(await captcha(shop)) })).statusCode).toBe(201);
      expect((await feedback(shop, { UserId: null, comment: 'Nobody (anonymous)', rating: 4, ...(await captcha(shop)) }, demo)).statusCode).toBe(201);
      await expectNotSolved(shop, 'forgedFeedbackChallenge');
    });

    it("exploit: another user's UserId in the body solves it", async () => {
      await exploit(shop, 'forgedFeedbackChallenge', async () => {
        const response = await feedback(shop, { UserId: 1, comment: 'The admin hates mangoes (***in@pulp.shop)', rating: 1, ...(await captcha(shop)) }, demo);
        expect(response.statusCode).toBe(201);
        expect(response.json().data.UserId).toBe(1);
      });
      if (isFixedIn(shop, 'forgedFeedbackChallenge')) {
        // Hardened, a feedback in someone else's name is refused, anonymous callers' too.
        const forged = await feedback(shop, { UserId: 1, comment: 'Nobody likes kiwis (***in@pulp.shop)', rating: 1, ...(await captcha(shop)) });
        expect(forged.statusCode).toBe(403);
        expect(forged.json().error).toBe('You can only give feedback as yourself.');
        const stored = (await shop.app.inject({ method: 'GET', url: '/api/Feedbacks' })).json().data as { UserId: number | null; comment: string }[];
        expect(stored.filter((entry) => entry.UserId === 1 && /mangoes|kiwis/.test(entry.comment))).toEqual([]);
      }
    });
  });

  describe('CAPTCHA Bypass (captchaBypassChallenge)', () => {
    // Each case counts feedbacks from scratch: a shop of its own, away from the other cases' feedbacks.
    let own: TestShop;
    beforeEach(async () => {
      own = await startTestShop();
    });
    afterEach(() => own.close());

    it('honest: nine feedbacks in a row, or one captcha sent a few times, do not solve it', async () => {
      for (let count = 0; count < 6; count += 1) {
        expect((await feedback(own, { comment: `Quick note ${count} (anonymous)`, rating: 3, ...(await captcha(own)) })).statusCode).toBe(201);
      }
      const solved = await captcha(own);
      // A solved captcha may be sent again, or (hardened) it answers one feedback only.
      const again = isFixedIn(own, 'captchaBypassChallenge') ? [201, 401, 401] : [201, 201, 201];
      for (const status of again) expect((await feedback(own, { comment: 'Again (anonymous)', rating: 3, ...solved })).statusCode).toBe(status);
      await expectNotSolved(own, 'captchaBypassChallenge');
    });

    it('exploit: one solved captcha replayed for ten feedbacks within 20 seconds solves it', async () => {
      const solved = await captcha(own);
      await exploit(own, 'captchaBypassChallenge', async () => {
        const responses = await Promise.all(
          Array.from({ length: 10 }, (_, count) => feedback(own, { comment: `Bot feedback ${count} (anonymous)`, rating: 5, ...solved })),
        );
        expect(responses.map((response) => response.statusCode)).toEqual(new Array(10).fill(201));
      });
    });

    it('exploit (the published solution): ten feedbacks, each with the answer GET /rest/captcha sent along, solve it', async () => {
      await exploit(own, 'captchaBypassChallenge', async () => {
        const responses = await Promise.all(
          Array.from({ length: 10 }, async (_, count) => {
            const { captchaId, answer } = (await own.app.inject({ method: 'GET', url: '/rest/captcha' })).json();
            return feedback(own, { comment: `Scripted ${count} (anonymous)`, rating: 4, captchaId, captcha: answer });
          }),
        );
        expect(responses.map((response) => response.statusCode)).toEqual(new Array(10).fill(201));
      });
      // Hardened, the captcha carries its question alone.
      if (isFixedIn(own, 'captchaBypassChallenge')) expect(Object.keys((await own.app.inject({ method: 'GET', url: '/rest/captcha' })).json()).sort()).toEqual(['captcha', 'captchaId']);
    });

    it('a wrong answer still uses the captcha up', async () => {
      const solved = await captcha(own);
      expect((await feedback(own, { comment: 'x (anonymous)', rating: 3, captchaId: solved.captchaId, captcha: `${solved.captcha}1` })).statusCode).toBe(401);
      expect((await feedback(own, { comment: 'x (anonymous)', rating: 3, ...solved })).statusCode).toBe(401);
    });
  });

  describe('Stored XSS for Staff (persistedXssFeedbackChallenge)', () => {
    it('honest: a comment with harmless markup or words about iframes does not solve it', async () => {
      for (const comment of ['I <b>love</b> it (anonymous)', 'Your page has an iframe src problem, alert! (anonymous)']) {
        expect((await feedback(shop, { comment, rating: 5, ...(await captcha(shop)) })).statusCode).toBe(201);
      }
      await expectNotSolved(shop, 'persistedXssFeedbackChallenge');
    });

    it('exploit: storing the iframe payload in a comment solves it, and it is kept as sent', async () => {
      const comment = `Great juice ${PAYLOAD} <b>really</b> (anonymous)`;
      await exploit(shop, 'persistedXssFeedbackChallenge', async () => {
        const response = await feedback(shop, { comment, rating: 5, ...(await captcha(shop)) });
        expect(response.statusCode).toBe(201);
      });
      const stored = (await shop.app.inject({ method: 'GET', url: '/api/Feedbacks' })).json().data as { comment: string }[];
      if (isFixedIn(shop, 'persistedXssFeedbackChallenge')) {
        // Hardened: the sanitiser keeps the words and the harmless <b>, and drops the iframe.
        expect(stored.map((entry) => entry.comment)).toContain('Great juice  <b>really</b> (anonymous)');
        expect(stored.some((entry) => entry.comment.toLowerCase().includes('<iframe'))).toBe(false);
      } else {
        expect(stored.map((entry) => entry.comment)).toContain(comment);
      }
    });

    it('tolerates the usual spellings of the payload', async () => {
      const other = await startTestShop();
      try {
        await exploit(other, 'persistedXssFeedbackChallenge', async () => {
          await feedback(other, { comment: `<IFRAME SRC='javascript:alert("xss")'>`, rating: 2, ...(await captcha(other)) });
        });
      } finally {
        await other.close();
      }
    });
  });
});

describe('Five-Star Feedback (feedbackChallenge)', () => {
  let shop: TestShop;
  let admin: Session;
  beforeAll(async () => {
    shop = await startTestShop();
    admin = await shop.login(ADMIN.email, ADMIN.password);
  });
  afterAll(() => shop.close());

  const all = async () => (await shop.app.inject({ method: 'GET', url: '/api/Feedbacks' })).json().data as { id: number; rating: number }[];
  const remove = (id: number) => shop.app.inject({ method: 'DELETE', url: `/api/Feedbacks/${id}`, headers: admin.headers });

  it('honest: an admin removing a one-star feedback does not solve it', async () => {
    const oneStar = (await all()).find((entry) => entry.rating === 1)!;
    expect((await remove(oneStar.id)).statusCode).toBe(200);
    await expectNotSolved(shop, 'feedbackChallenge');
  });

  it('honest: customers cannot delete feedback at all', async () => {
    const demo = await shop.login(DEMO.email, DEMO.password);
    const fiveStar = (await all()).find((entry) => entry.rating === 5)!;
    expect((await shop.app.inject({ method: 'DELETE', url: `/api/Feedbacks/${fiveStar.id}`, headers: demo.headers })).statusCode).toBe(403);
    await expectNotSolved(shop, 'feedbackChallenge');
  });

  it('exploit: deleting every five-star feedback as admin solves it', async () => {
    const fiveStars = (await all()).filter((entry) => entry.rating === 5);
    expect(fiveStars.length).toBeGreaterThan(1);
    await exploit(shop, 'feedbackChallenge', async () => {
      for (const [index, entry] of fiveStars.entries()) {
        expect((await remove(entry.id)).statusCode).toBe(200);
        if (index < fiveStars.length - 1) await expectNotSolved(shop, 'feedbackChallenge');
      }
    });
    // Gone from the shop's pages either way; hardened, each one is archived whole, with who did it.
    expect((await all()).filter((entry) => entry.rating === 5)).toEqual([]);
    if (isFixedIn(shop, 'feedbackChallenge')) {
      const archived = shop.ctx.db.prepare<[], { id: number; rating: number; archivedBy: number }>('SELECT id, rating, archivedBy FROM ArchivedFeedbacks WHERE rating = 5 ORDER BY id').all();
      expect(archived.map((entry) => entry.id)).toEqual(fiveStars.map((entry) => entry.id).sort((a, b) => a - b));
      const adminId = (await shop.app.inject({ method: 'GET', url: '/rest/user/whoami', headers: admin.headers })).json().user.id;
      expect(archived.every((entry) => entry.archivedBy === adminId)).toBe(true);
    }
  });
});

describe('review challenges', () => {
  let shop: TestShop;
  let demo: Session;
  beforeAll(async () => {
    shop = await startTestShop();
    demo = await shop.login(DEMO.email, DEMO.password);
  });
  afterAll(() => shop.close());

  type Review = { _id: string; author: string; message: string; likesCount: number; liked: boolean };
  const reviewsOf = async (productId: number, session?: Session) =>
    (await shop.app.inject({ method: 'GET', url: `/rest/products/${productId}/reviews`, headers: session?.headers ?? {} })).json().data as Review[];
  const write = (session: Session, productId: number, author: string, message: string) =>
    shopper(shop, session).call({ method: 'PUT', url: `/rest/products/${productId}/reviews`, payload: { message, author } });
  const edit = (session: Session, id: unknown, message: string) => shopper(shop, session).call({ method: 'PATCH', url: '/rest/products/reviews', payload: { id, message } });
  const like = (session: Session, id: string) => shopper(shop, session).call({ method: 'POST', url: '/rest/products/reviews', payload: { id } });

  describe('Forged Review (forgedReviewChallenge)', () => {
    it('honest: a review under the own email does not solve it', async () => {
      expect((await write(demo, 5, DEMO.email, 'Earthy and bright.')).statusCode).toBe(201);
      await expectNotSolved(shop, 'forgedReviewChallenge');
    });

    it("exploit: a review with another user's email as author solves it", async () => {
      await exploit(shop, 'forgedReviewChallenge', async () => {
        expect((await write(demo, 5, JONAS.email, 'Jonas says: worst juice ever.')).statusCode).toBe(201);
        expect((await reviewsOf(5)).find((review) => review.message === 'Jonas says: worst juice ever.')?.author).toBe(JONAS.email);
      });
    });
  });

  describe('NoSQL Manipulation (noSqlReviewsChallenge)', () => {
    it('honest: editing the own review by its id does not solve it', async () => {
      const own = (await reviewsOf(5)).find((review) => review.author === DEMO.email)!;
      const response = await edit(demo, own._id, 'Earthy, bright, and a little sweet.');
      expect(response.statusCode).toBe(200);
      expect(response.json().modified).toBe(1);
      await expectNotSolved(shop, 'noSqlReviewsChallenge');
    });

    it('still refuses operators that match none of the own reviews, and code-running ones', async () => {
      const others = (await reviewsOf(1)).map((review) => review._id);
      // Hardened, the contract takes a review id and nothing else.
      expect((await edit(demo, { $in: others }, 'Hijacked')).statusCode).toBe(isFixedIn(shop, 'noSqlReviewsChallenge') ? 400 : 403);
      expect((await edit(demo, { $where: 'true' }, 'Hijacked')).statusCode).toBe(400);
      expect((await edit(demo, { $regex: '.' }, 'Hijacked')).statusCode).toBe(400);
      expect((await reviewsOf(1)).some((review) => review.message === 'Hijacked')).toBe(false);
      await expectNotSolved(shop, 'noSqlReviewsChallenge');
    });

    it('exploit: an operator as id, with one own review among the matches, changes many reviews and solves it', async () => {
      const user = await registerCustomer(shop);
      const session = await shop.login(user.email, user.password);
      expect((await write(session, 7, user.email, 'Mine.')).statusCode).toBe(201);
      await exploit(shop, 'noSqlReviewsChallenge', async () => {
        const response = await edit(session, { $ne: 'nothing' }, 'Everything is mine now.');
        expect(response.statusCode).toBe(200);
        expect(response.json().modified).toBeGreaterThan(1);
      });
      const changed = (await reviewsOf(1)).every((review) => review.message === 'Everything is mine now.');
      expect(changed).toBe(!isFixedIn(shop, 'noSqlReviewsChallenge'));
    });
  });

  describe('Multiple Likes (timingAttackChallenge)', () => {
    it('honest: liking once, then again, does not solve it', async () => {
      const [review] = await reviewsOf(2);
      expect((await like(demo, review._id)).statusCode).toBe(200);
      expect((await like(demo, review._id)).statusCode).toBe(403);
      await expectNotSolved(shop, 'timingAttackChallenge');
    });

    it('exploit: racing like requests count one user several times and solve it', async () => {
      const jonas = await shop.login(JONAS.email, JONAS.password);
      const [review] = await reviewsOf(1);
      await exploit(shop, 'timingAttackChallenge', async () => {
        const responses = await Promise.all(Array.from({ length: 5 }, () => like(jonas, review._id)));
        expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(3);
      });
      // Hardened, the race counts one like, as the screen promises.
      const likes = (await reviewsOf(1)).find((entry) => entry._id === review._id)!.likesCount;
      if (isFixedIn(shop, 'timingAttackChallenge')) expect(likes).toBe(review.likesCount + 1);
      else expect(likes).toBeGreaterThanOrEqual(review.likesCount + 3);
    });
  });
});

describe('complaint upload challenges', () => {
  let shop: TestShop;
  let demo: Session;
  beforeAll(async () => {
    shop = await startTestShop();
    demo = await shop.login(DEMO.email, DEMO.password);
  });
  afterAll(() => shop.close());

  const upload = (name: string, type: string, bytes: Uint8Array) => uploadComplaintFile(shop, demo.headers, { name, type, bytes });
  const xml = (text: string) => new TextEncoder().encode(text);
  const withEntity = (systemId: string) => xml(`<?xml version="1.0"?><!DOCTYPE order [<!ENTITY file SYSTEM "${systemId}">]><order><note>&file;</note></order>`);
  const keys = ['uploadSizeChallenge', 'uploadTypeChallenge', 'deprecatedInterfaceChallenge', 'xxeFileDisclosureChallenge'];

  it('honest: a PDF and a ZIP within 100 KB, attached to a complaint, solve none of them', async () => {
    const pdf = await upload('receipt.pdf', 'application/pdf', pdfBytes(100000));
    expect(pdf.statusCode).toBe(201);
    expect((await upload('photos.zip', 'application/zip', Uint8Array.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]))).statusCode).toBe(201);
    const complaint = await shopper(shop, demo).call({ method: 'POST', url: '/api/Complaints', payload: { message: 'Broken bottle', file: pdf.json().data.file } });
    expect(complaint.statusCode).toBe(201);
    for (const key of keys) await expectNotSolved(shop, key);
  });

  /** Hardened, the server takes what the form takes: anything but PDF and ZIP is refused in the form's words. */
  const expectRefusedType = (response: { statusCode: number; json: () => { error: string } }) => {
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('Forbidden file type. Only PDF and ZIP are allowed.');
  };

  it('exploit: a file over 100 KB (and under the hard cap) solves Upload Size', async () => {
    await exploit(shop, 'uploadSizeChallenge', async () => {
      expect((await upload('big.pdf', 'application/pdf', pdfBytes(150000))).statusCode).toBe(201);
    });
    await expectNotSolved(shop, 'uploadTypeChallenge');
    if (isFixedIn(shop, 'uploadSizeChallenge')) {
      const big = await upload('big.pdf', 'application/pdf', pdfBytes(100001));
      expect(big.statusCode).toBe(413);
      expect(big.json().error).toBe('File too large. At most 100 KB are allowed.');
      expect((await upload('fits.pdf', 'application/pdf', pdfBytes(100000))).statusCode).toBe(201);
    }
  });

  it('exploit: a file that is neither PDF nor ZIP solves Upload Type', async () => {
    await exploit(shop, 'uploadTypeChallenge', async () => {
      const response = await upload('notes.txt', 'text/plain', xml('Just some text, not a PDF.'));
      expect(response.statusCode).toBe(201);
      expect(response.json().data.file).toMatch(/\.bin$/);
    });
    if (isFixedIn(shop, 'uploadTypeChallenge')) {
      // Neither the name nor the declared type gets a text in: the content decides.
      expectRefusedType(await upload('notes.pdf', 'application/pdf', xml('Just some text, not a PDF.')));
      expect(fs.readdirSync(path.join(shop.dataDir, 'uploads', 'complaints')).filter((file) => file.endsWith('.bin'))).toEqual([]);
    }
  });

  it('honest XML without external entities is read back, solving only Deprecated Interface', async () => {
    await exploit(shop, 'deprecatedInterfaceChallenge', async () => {
      const response = await upload('order.xml', 'application/xml', xml('<?xml version="1.0"?><!DOCTYPE o [<!ENTITY shop "Pulp">]><order><by>&shop;</by></order>'));
      expect(response.statusCode).toBe(410);
      expect(response.json().error).toContain('/b2b/v2/orders');
      expect(response.json().error).toContain('<order><by>Pulp</by></order>');
    });
    await expectNotSolved(shop, 'xxeFileDisclosureChallenge');
    if (isFixedIn(shop, 'deprecatedInterfaceChallenge')) {
      expectRefusedType(await upload('order.xml', 'application/xml', xml('<order><by>Pulp</by></order>')));
      expectRefusedType(await upload('order.yml', 'application/yaml', xml('lines:\n  - {productId: 1, quantity: 2}\n')));
    }
  });

  it('never reads files outside the decoys: real paths, network addresses and traversal give nothing', async () => {
    const outside = path.resolve(__dirname, '..', 'package.json');
    for (const systemId of [`file://${outside}`, 'http://127.0.0.1:1/secret', 'file:///etc/shadow', 'file:///../../../../etc/group']) {
      const response = await upload('order.xml', 'application/xml', withEntity(systemId));
      if (isFixedIn(shop, 'deprecatedInterfaceChallenge')) expectRefusedType(response);
      else {
        expect(response.statusCode).toBe(410);
        expect(response.json().error).toContain('<order><note></note></order>');
      }
    }
    await expectNotSolved(shop, 'xxeFileDisclosureChallenge');
  });

  it('refuses entity expansions that grow too large', async () => {
    const big = 'x'.repeat(900);
    const response = await upload('bomb.xml', 'application/xml', xml(`<!DOCTYPE b [<!ENTITY a "${big}">]><b>${'&a;'.repeat(100)}</b>`));
    expect(response.statusCode).toBe(isFixedIn(shop, 'deprecatedInterfaceChallenge') ? 415 : 413);
  });

  it('exploit: an external entity naming /etc/passwd shows the decoy and solves XXE Data Access', async () => {
    await exploit(shop, 'xxeFileDisclosureChallenge', async () => {
      const response = await upload('order.xml', 'application/xml', withEntity('file:///etc/passwd'));
      expect(response.statusCode).toBe(410);
      expect(response.json().error).toContain('juicer:x:1001:1001');
    });
    // The stand-ins live in the data directory (written when the import first needs them).
    if (!isFixedIn(shop, 'deprecatedInterfaceChallenge')) expect(fs.existsSync(path.join(shop.dataDir, 'xxe-decoys', 'etc', 'passwd'))).toBe(true);
  });

  it('serves the Windows stand-in and keeps traversal inside the decoys', async () => {
    const windows = await upload('order.xml', 'application/xml', withEntity('C:\\Windows\\System.ini'));
    const traversal = await upload('order.xml', 'application/xml', withEntity('file:///../../etc/passwd'));
    if (isFixedIn(shop, 'deprecatedInterfaceChallenge')) {
      expectRefusedType(windows);
      expectRefusedType(traversal);
    } else {
      expect(windows.json().error).toContain('[drivers]');
      expect(traversal.json().error).toContain('pulp:x:1000');
    }
  });
});
