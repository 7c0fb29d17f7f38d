/**
 * "Fix it": candidate fixes for a challenge's snippet, written by us as unified diffs against
 * the vulnerable code, exactly one of them right; every option explains why it works or fails
 * (shown after the answer). Partial: only the challenges listed here have options so far.
 */
export interface FixOption {
  diff: string;
  explanation: string;
}

export interface CodeFixes {
  options: FixOption[];
  /** The index of the right option. */
  correct: number;
}

export const CODE_FIXES: Record<string, CodeFixes> = {
  redirectChallenge: {
    correct: 1,
    options: [
      {
        diff: `-  return redirectAllowlist(config).some((allowed) => target.includes(allowed));
+  return redirectAllowlist(config).some((allowed) => target.startsWith(allowed));`,
        explanation: 'Better, but a prefix is not an address: https://pulp-shop.example/merchandise.evil.example starts with an allowed target and lands elsewhere.',
      },
      {
        diff: `-  return redirectAllowlist(config).some((allowed) => target.includes(allowed));
+  return redirectAllowlist(config).includes(target);`,
        explanation: 'Right: only a target that is exactly one of the allowed addresses passes; anything appended or wrapped around it is refused.',
      },
      {
        diff: `-  return redirectAllowlist(config).some((allowed) => target.includes(allowed));
+  return redirectAllowlist(config).some((allowed) => target.toLowerCase().includes(allowed.toLowerCase()));`,
        explanation: 'Ignoring case changes nothing about the flaw: the allowed address may still sit anywhere in the target, in its query for example.',
      },
      {
        diff: `-  return redirectAllowlist(config).some((allowed) => target.includes(allowed));
+  return !/javascript:/i.test(target) && redirectAllowlist(config).some((allowed) => target.includes(allowed));`,
        explanation: 'Refusing javascript: URLs closes another hole, not this one: https://evil.example/?https://pulp-shop.example/merchandise still passes.',
      },
    ],
  },
  basketAccessChallenge: {
    correct: 2,
    options: [
      {
        diff: `-  const basket = findBasket(db, request.params.id);
+  const basket = findBasket(db, Number(request.params.id));`,
        explanation: 'The id was a number already: converting it checks the format, not whose basket it is.',
      },
      {
        diff: `-  const basket = findBasket(db, request.params.id);
+  if (request.params.id > 1000) throw forbidden();
+  const basket = findBasket(db, request.params.id);`,
        explanation: 'Every basket below the limit still opens for every logged-in user: the owner is never compared.',
      },
      {
        diff: `   const basket = findBasket(db, request.params.id);
-  if (!basket) throw notFound('No basket with this id.');
+  if (!basket || basket.UserId !== user.id) throw notFound('No basket with this id.');`,
        explanation: "Right: the basket is answered only to its owner; other users get the same 404 as for a basket that does not exist, so they cannot even tell it is there.",
      },
      {
        diff: `-  const user = requireUser(ctx, request);
+  const user = requireRole(ctx, request, 'customer');`,
        explanation: 'Every shopper is a customer: the role says who may use baskets at all, not which basket is whose.',
      },
    ],
  },
  exposedMetricsChallenge: {
    correct: 2,
    options: [
      {
        diff: `-  app.get('/metrics', async (_request, reply) => {
+  app.get('/metrics-7f3a9c', async (_request, reply) => {`,
        explanation: 'A hard-to-guess path is still open to anyone who learns it: from a log, a proxy, a scanner\'s word list or a colleague\'s bookmark.',
      },
      {
        diff: `+  // robots.txt: Disallow: /metrics
   app.get('/metrics', async (_request, reply) => {`,
        explanation: 'robots.txt asks polite crawlers to stay away and tells everybody else where to look; it restricts nothing.',
      },
      {
        diff: `-  app.get('/metrics', async (_request, reply) => {
+  app.get('/metrics', async (request, reply) => {
+    if (request.headers.authorization !== \`Bearer \${metricsToken}\`) throw unauthorized('The metrics need the scraper token.');`,
        explanation: 'Right: only the monitoring system, holding a secret token, may read the metrics (serving them on an internal port only works as well).',
      },
      {
        diff: `-  app.get('/metrics', async (_request, reply) => {
+  app.get('/metrics', async (request, reply) => {
+    if (!String(request.headers.referer ?? '').startsWith(ctx.config.server.baseUrl)) throw forbidden();`,
        explanation: 'The Referer header is whatever the client sends: curl sets it to the shop\'s address in one option.',
      },
    ],
  },
  weirdCryptoChallenge: {
    correct: 2,
    options: [
      {
        diff: `-  return createHash('md5').update(password).digest('hex');
+  return createHash('sha1').update(password).digest('hex');`,
        explanation: 'SHA-1 is as fast as MD5 and unsalted: the same password still gives the same hash, and a graphics card tries billions of guesses a second.',
      },
      {
        diff: `-  return createHash('md5').update(password).digest('hex');
+  return createHash('md5').update(password + 'pulp').digest('hex');`,
        explanation: 'One fixed salt for every user is no salt: equal passwords still share a hash, and MD5 stays fast to brute-force.',
      },
      {
        diff: `-  return createHash('md5').update(password).digest('hex');
+  const salt = randomBytes(16);
+  return \`scrypt:\${salt.toString('hex')}:\${scryptSync(password, salt, 32).toString('hex')}\`;`,
        explanation: 'Right: a slow, memory-hard key derivation with a random salt per password makes every guess expensive and equal passwords look different.',
      },
      {
        diff: `-  return createHash('md5').update(password).digest('hex');
+  return Buffer.from(password).toString('base64');`,
        explanation: 'Base64 is an encoding, not a hash: anyone who reads the column reads every password.',
      },
    ],
  },
  ghostLoginChallenge: {
    correct: 0,
    options: [
      {
        diff: `-  const sql = \`SELECT * FROM Users WHERE email = '\${email}' AND password = '\${passwordHash}' AND deletedAt IS NULL\`;
+  const sql = 'SELECT * FROM Users WHERE email = ? AND password = ? AND deletedAt IS NULL';
   let found: UserRow | undefined;
   try {
-    found = db.prepare<[], UserRow>(sql).get();
+    found = db.prepare<[string, string], UserRow>(sql).get(email, passwordHash);`,
        explanation: 'Right: with bound parameters the email is data, never SQL text, whatever quotes or comments it holds.',
      },
      {
        diff: `-  const sql = \`SELECT * FROM Users WHERE email = '\${email}' AND password = '\${passwordHash}' AND deletedAt IS NULL\`;
+  const sql = \`SELECT * FROM Users WHERE email = '\${email.replace("'", "''")}' AND password = '\${passwordHash}' AND deletedAt IS NULL\`;`,
        explanation: 'replace with a string argument escapes only the first quote: a second quote in the email still ends the string and rewrites the query.',
      },
      {
        diff: `-  const sql = \`SELECT * FROM Users WHERE email = '\${email}' AND password = '\${passwordHash}' AND deletedAt IS NULL\`;
+  if (email.includes('--')) return undefined;
+  const sql = \`SELECT * FROM Users WHERE email = '\${email}' AND password = '\${passwordHash}' AND deletedAt IS NULL\`;`,
        explanation: "A deny list of one comment marker leaves every other injection open: ' OR 1=1 OR ' needs no comment at all.",
      },
    ],
  },
};
