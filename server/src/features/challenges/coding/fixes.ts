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
