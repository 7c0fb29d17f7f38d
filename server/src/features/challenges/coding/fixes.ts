import type { Snippet } from './snippets';

/**
 * "Fix it": the candidate fixes of a challenge's snippet, exactly one of them right.
 *
 * The right option is generated at build time from the code hardened mode runs (the spot's
 * `isHardened` switch, ARCHITECTURE.md "Hardened mode: the fix beside the flaw"): it is the
 * snippet's `fix.diff` in dist/coding-challenges.json. The wrong options are written here by
 * hand, as diffs against the vulnerable lines as the snippet shows them (a line starting with
 * `-` removed, `+` added, a space unchanged; a key with sections in several files heads each
 * part with ` // <path>`, as the generated diff does). Every option is explained to the trainee
 * after the answer: the texts are in server/i18n/fixes/<language>.json under `<key>.<id>`, the
 * right option's id being `right`.
 */
export interface WrongFix {
  /** The explanation's id in server/i18n/fixes (a short word: why it fails). */
  id: string;
  diff: string;
}

export interface WrittenFixes {
  /** Where the right option stands among the options (0-based), so that it is not always first. */
  rightAt: number;
  /** Two or three options that look plausible and fail, each explained. */
  wrong: WrongFix[];
  /**
   * Only for a challenge still pending conversion (no switch in its code yet): its right option
   * written by hand. Converting it means writing the switch and deleting this.
   */
  handWrittenRight?: string;
}

/** An option as the API hands it out: its diff and the id of its explanation. */
export interface FixOption {
  diff: string;
  id: string;
}

export const RIGHT_FIX_ID = 'right';

/** The DOM XSS spot is one line that two challenges share, so they share their options too. */
const SEARCH_HEADING_FIXES: WrittenFixes = {
  rightAt: 2,
  wrong: [
    {
      id: 'scriptTag',
      diff: ` // mf-catalog/src/features/search/SearchPage.tsx
-          {t('TITLE_SEARCH_RESULTS')} - <Span id="searchValue" dir="auto" dangerouslySetInnerHTML={{ __html: query }} />
+          {t('TITLE_SEARCH_RESULTS')} - <Span id="searchValue" dir="auto" dangerouslySetInnerHTML={{ __html: query.replace(/<\\/?script[^>]*>/gi, '') }} />`,
    },
    {
      id: 'quotes',
      diff: ` // mf-catalog/src/features/search/SearchPage.tsx
-          {t('TITLE_SEARCH_RESULTS')} - <Span id="searchValue" dir="auto" dangerouslySetInnerHTML={{ __html: query }} />
+          {t('TITLE_SEARCH_RESULTS')} - <Span id="searchValue" dir="auto" dangerouslySetInnerHTML={{ __html: query.replaceAll('"', '&quot;').replaceAll("'", '&#39;') }} />`,
    },
    {
      id: 'length',
      diff: ` // mf-catalog/src/features/search/SearchPage.tsx
-          {t('TITLE_SEARCH_RESULTS')} - <Span id="searchValue" dir="auto" dangerouslySetInnerHTML={{ __html: query }} />
+          {t('TITLE_SEARCH_RESULTS')} - <Span id="searchValue" dir="auto" dangerouslySetInnerHTML={{ __html: query.slice(0, 30) }} />`,
    },
  ],
};

/** The product search's one injectable statement serves two challenges, which share their options. */
const SEARCH_STATEMENT_FIXES: WrittenFixes = {
  rightAt: 2,
  wrong: [
    {
      id: 'keywordDenyList',
      diff: `+  if (/union|select/i.test(query)) return { sql: 'SELECT * FROM Products WHERE 0', values: [] };
   return { sql: \`SELECT * FROM Products WHERE ((name LIKE '%\${criteria}%' OR description LIKE '%\${criteria}%') AND deletedAt IS NULL) ORDER BY id\`, values: [] };`,
    },
    {
      id: 'backslash',
      diff: `-  const criteria = query.replace(/(\\w)'(\\w)/g, "$1''$2");
+  const criteria = query.replaceAll("'", "\\\\'");`,
    },
  ],
};

export const CODE_FIXES: Record<string, WrittenFixes> = {
  redirectChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'prefix',
        diff: `-  return redirectAllowlist(config).some((allowed) => target.includes(allowed));
+  return redirectAllowlist(config).some((allowed) => target.startsWith(allowed));`,
      },
      {
        id: 'caseless',
        diff: `-  return redirectAllowlist(config).some((allowed) => target.includes(allowed));
+  return redirectAllowlist(config).some((allowed) => target.toLowerCase().includes(allowed.toLowerCase()));`,
      },
      {
        id: 'javascriptUrl',
        diff: `-  return redirectAllowlist(config).some((allowed) => target.includes(allowed));
+  return !/javascript:/i.test(target) && redirectAllowlist(config).some((allowed) => target.includes(allowed));`,
      },
    ],
  },
  basketAccessChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'number',
        diff: `-  const basket = findBasket(db, request.params.id);
+  const basket = findBasket(db, Number(request.params.id));`,
      },
      {
        id: 'idLimit',
        diff: `-  const basket = findBasket(db, request.params.id);
+  if (request.params.id > 1000) throw forbidden();
+  const basket = findBasket(db, request.params.id);`,
      },
      {
        id: 'role',
        diff: `-  const user = requireUser(ctx, request);
+  const user = requireRole(ctx, request, 'customer');`,
      },
    ],
  },
  basketManipulateChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'lastInText',
        diff: `-    const checkedBasketId = firstBasketIdIn(rawBodies.get(request)) ?? BasketId;
+    const checkedBasketId = lastBasketIdIn(rawBodies.get(request)) ?? BasketId;`,
      },
      {
        id: 'exists',
        diff: `     const checkedBasketId = firstBasketIdIn(rawBodies.get(request)) ?? BasketId;
-    ownBasket(checkedBasketId, user.id);
+    if (!findBasket(db, checkedBasketId)) throw notFound('No basket with this id.');`,
      },
    ],
  },
  christmasSpecialChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'idLimit',
        diff: `-    if (!catalogue.byIdWithWithdrawn(ProductId)) throw notFound(\`No product with id \${ProductId}.\`);
+    if (ProductId > 40 || !catalogue.byIdWithWithdrawn(ProductId)) throw notFound(\`No product with id \${ProductId}.\`);`,
      },
      {
        id: 'onlyOne',
        diff: `     if (!catalogue.byIdWithWithdrawn(ProductId)) throw notFound(\`No product with id \${ProductId}.\`);
+    if (catalogue.byIdWithWithdrawn(ProductId)?.deletedAt && quantity > 1) throw badRequest('Only one of these.');`,
      },
    ],
  },
  negativeOrderChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'zero',
        diff: ` // shared/src/contract/basket-items.ts
-  quantity: v.pipe(v.number(), v.integer(), v.minValue(-LIMITS.basketItemMax), v.maxValue(LIMITS.basketItemMax)),
+  quantity: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(LIMITS.basketItemMax)),`,
      },
      {
        id: 'upperBound',
        diff: ` // shared/src/contract/basket-items.ts
-  quantity: v.pipe(v.number(), v.integer(), v.minValue(-LIMITS.basketItemMax), v.maxValue(LIMITS.basketItemMax)),
+  quantity: v.pipe(v.number(), v.integer(), v.minValue(-LIMITS.basketItemMax), v.maxValue(10)),`,
      },
    ],
  },
  exposedMetricsChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'secretPath',
        diff: `-  app.get('/metrics', metrics);
+  app.get('/metrics-7f3a9c', metrics);`,
      },
      {
        id: 'robots',
        diff: `+  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain').send('User-agent: *\\nDisallow: /metrics\\n'));
   app.get('/metrics', metrics);`,
      },
      {
        id: 'referer',
        diff: `-  app.get('/metrics', metrics);
+  app.get('/metrics', { onRequest: async (request) => {
+    if (!String(request.headers.referer ?? '').startsWith(ctx.config.server.baseUrl)) throw forbidden();
+  } }, metrics);`,
      },
    ],
  },
  weirdCryptoChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'sha1',
        diff: `-  return createHash('md5').update(password).digest('hex');
+  return createHash('sha1').update(password).digest('hex');`,
      },
      {
        id: 'fixedSalt',
        diff: `-  return createHash('md5').update(password).digest('hex');
+  return createHash('md5').update(password + 'pulp').digest('hex');`,
      },
      {
        id: 'base64',
        diff: `-  return createHash('md5').update(password).digest('hex');
+  return Buffer.from(password).toString('base64');`,
      },
    ],
  },
  ghostLoginChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'replaceOnce',
        diff: `-    found = db.prepare<[], UserRow>(\`SELECT * FROM Users WHERE email = '\${email}' AND password = '\${passwordHash}' AND deletedAt IS NULL\`).get();
+    found = db.prepare<[], UserRow>(\`SELECT * FROM Users WHERE email = '\${email.replace("'", "''")}' AND password = '\${passwordHash}' AND deletedAt IS NULL\`).get();`,
      },
      {
        id: 'commentDenyList',
        diff: `+    if (email.includes('--')) return undefined;
     found = db.prepare<[], UserRow>(\`SELECT * FROM Users WHERE email = '\${email}' AND password = '\${passwordHash}' AND deletedAt IS NULL\`).get();`,
      },
    ],
  },
  manipulateClockChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'futureOnly',
        diff: `-  if (claim && campaign && claim.clientDate === campaign.validOn) return { percent: campaign.discount, coupon: claim.code };
+  if (claim && campaign && claim.clientDate === campaign.validOn && claim.clientDate <= today.toISOString().slice(0, 10)) return { percent: campaign.discount, coupon: claim.code };`,
      },
      {
        id: 'dateFormat',
        diff: `+  if (claim && Number.isNaN(Date.parse(claim.clientDate))) return { percent: 0, coupon: null };
   if (claim && campaign && claim.clientDate === campaign.validOn) return { percent: campaign.discount, coupon: claim.code };`,
      },
    ],
  },
  forgedCouponChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'cap',
        diff: `-  return { discount, validUntil: \`20\${match[2]}-\${String(month).padStart(2, '0')}\` };
+  return discount > 50 ? null : { discount, validUntil: \`20\${match[2]}-\${String(month).padStart(2, '0')}\` };`,
      },
      {
        id: 'nearExpiry',
        diff: `+  if (Number(match[2]) > new Date().getFullYear() % 100 + 1) return null;
   return { discount, validUntil: \`20\${match[2]}-\${String(month).padStart(2, '0')}\` };`,
      },
    ],
  },
  noSqlOrdersChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'stripNe',
        diff: `-  const selector = selectorFromText(text);
+  const selector = selectorFromText(text.replaceAll('$ne', ''));`,
      },
      {
        id: 'length',
        diff: `+  if (text.length > 40) throw badRequest('This is not an order id.');
   const selector = selectorFromText(text);`,
      },
    ],
  },
  freeDeluxeChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'logOnly',
        diff: ` // server/src/features/deluxe/routes.ts
+      console.warn(\`Unknown payment mode: \${paymentMode}\`);
       paid = false;`,
      },
      {
        id: 'shorter',
        diff: ` // shared/src/contract/shop.ts
-  paymentMode: v.pipe(v.string(), v.maxLength(40)),
+  paymentMode: v.pipe(v.string(), v.maxLength(6)),`,
      },
    ],
  },
  dbSchemaChallenge: SEARCH_STATEMENT_FIXES,
  unionSqlInjectionChallenge: SEARCH_STATEMENT_FIXES,
  errorHandlingChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'dropSql',
        diff: `-    const answer = { status: 'error', error: \`\${failure.code}: \${failure.message}\`, sql: searchStatementOf(query, ctx.config).sql };
+    const answer = { status: 'error', error: \`\${failure.code}: \${failure.message}\` };`,
      },
      {
        id: 'base64',
        diff: `-    const answer = { status: 'error', error: \`\${failure.code}: \${failure.message}\`, sql: searchStatementOf(query, ctx.config).sql };
+    const answer = { status: 'error', error: Buffer.from(\`\${failure.code}: \${failure.message}\`).toString('base64') };`,
      },
    ],
  },
  restfulXssChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'scriptTag',
        diff: `-    const product = edits.setPrice(request.params.id, price, description);
+    const product = edits.setPrice(request.params.id, price, description?.replace(/<script[^>]*>[\\s\\S]*?<\\/script>/gi, ''));`,
      },
      {
        id: 'role',
        diff: `+    requireRole(ctx, request, ...PRODUCT_EDIT_ROLES);
     const product = edits.setPrice(request.params.id, price, description);`,
      },
    ],
  },
  forgedReviewChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'emailFormat',
        diff: `+  if (!EMAIL_PATTERN.test(request.body.author)) throw badRequest('This is not an email address.');
   const review = reviews().insert({ product: request.params.id, message: request.body.message.trim(), author: request.body.author, likesCount: 0, likedBy: [] }) as ReviewDoc;`,
      },
      {
        id: 'existingUser',
        diff: `+  if (!findUserByEmail(ctx.db, request.body.author)) throw badRequest('No customer has this address.');
   const review = reviews().insert({ product: request.params.id, message: request.body.message.trim(), author: request.body.author, likesCount: 0, likedBy: [] }) as ReviewDoc;`,
      },
    ],
  },
  noSqlReviewsChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'oneEntry',
        diff: ` // shared/src/contract/reviews.ts
-  id: v.union([ReviewId, v.pipe(v.record(v.string(), v.unknown()), v.maxEntries(10))]),
+  id: v.union([ReviewId, v.pipe(v.record(v.string(), v.unknown()), v.maxEntries(1))]),`,
      },
      {
        id: 'notMulti',
        diff: ` // server/src/features/reviews/routes.ts
-  const { modified } = reviews().update({ _id: id }, { $set: { message: request.body.message.trim() } }, { multi: true });
+  const { modified } = reviews().update({ _id: id }, { $set: { message: request.body.message.trim() } }, { multi: false });`,
      },
    ],
  },
  timingAttackChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'shorterWait',
        diff: `-  await new Promise((resolve) => setTimeout(resolve, LIKE_SETTLE_MS));
+  await new Promise((resolve) => setTimeout(resolve, 1));`,
      },
      {
        id: 'countCap',
        diff: `+  if (review.likesCount >= 100) throw forbidden('This review has enough likes.');
   await new Promise((resolve) => setTimeout(resolve, LIKE_SETTLE_MS));`,
      },
    ],
  },
  localXssChallenge: SEARCH_HEADING_FIXES,
  xssBonusChallenge: SEARCH_HEADING_FIXES,
  // The login's one injectable statement: each challenge it serves gets wrong options of its own.
  loginAdminChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'orDenyList',
        diff: `+    if (/ or /i.test(email)) return undefined;
     found = db.prepare<[], UserRow>(\`SELECT * FROM Users WHERE email = '\${email}' AND password = '\${passwordHash}' AND deletedAt IS NULL\`).get();`,
      },
      {
        id: 'limitOne',
        diff: `-    found = db.prepare<[], UserRow>(\`SELECT * FROM Users WHERE email = '\${email}' AND password = '\${passwordHash}' AND deletedAt IS NULL\`).get();
+    found = db.prepare<[], UserRow>(\`SELECT * FROM Users WHERE email = '\${email}' AND password = '\${passwordHash}' AND deletedAt IS NULL LIMIT 1\`).get();`,
      },
    ],
  },
  loginJonasChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'stripComments',
        diff: `-    found = db.prepare<[], UserRow>(\`SELECT * FROM Users WHERE email = '\${email}' AND password = '\${passwordHash}' AND deletedAt IS NULL\`).get();
+    found = db.prepare<[], UserRow>(\`SELECT * FROM Users WHERE email = '\${email.replaceAll('--', '')}' AND password = '\${passwordHash}' AND deletedAt IS NULL\`).get();`,
      },
      {
        id: 'passwordFirst',
        diff: `-    found = db.prepare<[], UserRow>(\`SELECT * FROM Users WHERE email = '\${email}' AND password = '\${passwordHash}' AND deletedAt IS NULL\`).get();
+    found = db.prepare<[], UserRow>(\`SELECT * FROM Users WHERE password = '\${passwordHash}' AND email = '\${email}' AND deletedAt IS NULL\`).get();`,
      },
    ],
  },
  loginBenderChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'emailPattern',
        diff: `+    if (!EMAIL_PATTERN.test(email)) return undefined;
     found = db.prepare<[], UserRow>(\`SELECT * FROM Users WHERE email = '\${email}' AND password = '\${passwordHash}' AND deletedAt IS NULL\`).get();`,
      },
      {
        id: 'quoteCount',
        diff: `+    if ((email.match(/'/g) ?? []).length % 2) return undefined;
     found = db.prepare<[], UserRow>(\`SELECT * FROM Users WHERE email = '\${email}' AND password = '\${passwordHash}' AND deletedAt IS NULL\`).get();`,
      },
    ],
  },
  ephemeralAccountantChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'unionDenyList',
        diff: `+    if (/union\\s+select/i.test(email)) return undefined;
     found = db.prepare<[], UserRow>(\`SELECT * FROM Users WHERE email = '\${email}' AND password = '\${passwordHash}' AND deletedAt IS NULL\`).get();`,
      },
      {
        id: 'idCheck',
        diff: `-  if (!found || typeof found.id !== 'number') return undefined;
+  if (!found || !Number.isInteger(found.id) || found.id < 1) return undefined;`,
      },
    ],
  },
  jwtUnsignedChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'signatureRequired',
        diff: `-  if (algorithm.toLowerCase() === 'none') return signature === '' ? { kind: 'unsigned', payload } : null;
+  if (algorithm.toLowerCase() === 'none') return signature !== '' ? { kind: 'unsigned', payload } : null;`,
      },
      {
        id: 'expiryRequired',
        diff: `-  if (algorithm.toLowerCase() === 'none') return signature === '' ? { kind: 'unsigned', payload } : null;
+  if (algorithm.toLowerCase() === 'none') return signature === '' && typeof payload.exp === 'number' ? { kind: 'unsigned', payload } : null;`,
      },
    ],
  },
  jwtForgedChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'trimmedKey',
        diff: `-    const valid = hmacSecrets(publicKeyPem).some((secret) => sameSignature(createHmac('sha256', secret).update(signed).digest(), signature));
+    const valid = sameSignature(createHmac('sha256', publicKeyPem.trim()).update(signed).digest(), signature);`,
      },
      {
        id: 'sha512',
        diff: `-  if (algorithm === 'HS256') {
+  if (algorithm === 'HS512') {
     const signed = \`\${headerPart}.\${payloadPart}\`;
-    const valid = hmacSecrets(publicKeyPem).some((secret) => sameSignature(createHmac('sha256', secret).update(signed).digest(), signature));
+    const valid = hmacSecrets(publicKeyPem).some((secret) => sameSignature(createHmac('sha512', secret).update(signed).digest(), signature));`,
      },
    ],
  },
  knownVulnerableComponentChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'noneLowercase',
        diff: `   const algorithm = typeof header.alg === 'string' ? header.alg : '';
+  if (algorithm === 'none') return null;`,
      },
      {
        id: 'allowList',
        diff: `-  const algorithm = typeof header.alg === 'string' ? header.alg : '';
+  const algorithm = ['HS256', 'RS256', 'ES256'].includes(String(header.alg)) ? String(header.alg) : '';`,
      },
    ],
  },
  csrfChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'refererPresent',
        diff: `     const user = requireAccount(ctx, request);
+    if (request.headers.referer && new URL(request.headers.referer).host !== request.headers.host) throw forbidden();`,
      },
      {
        id: 'originPresent',
        diff: `     const user = requireAccount(ctx, request);
+    if (request.headers.origin && new URL(request.headers.origin).host !== request.headers.host) throw forbidden();`,
      },
    ],
  },
  changePasswordBenderChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'sameRole',
        diff: `-    const target = rememberedAccount(ctx, request) ?? user;
+    const remembered = rememberedAccount(ctx, request);
+    const target = remembered?.role === user.role ? remembered : user;`,
      },
      {
        id: 'currentRequired',
        diff: `-    if (current && !passwordMatches(current, user.password)) throw new HttpError(401, 'Current password is not correct.');
+    if (!current || !passwordMatches(current, user.password)) throw new HttpError(401, 'Current password is not correct.');`,
      },
    ],
  },
  changePasswordInesChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'undefinedOnly',
        diff: ` // server/src/features/passwords/routes.ts
-    if (current && !passwordMatches(current, user.password)) throw new HttpError(401, 'Current password is not correct.');
+    if (current !== undefined && !passwordMatches(current, user.password)) throw new HttpError(401, 'Current password is not correct.');`,
      },
      {
        id: 'newDiffers',
        diff: ` // server/src/features/passwords/routes.ts
     if (current && !passwordMatches(current, user.password)) throw new HttpError(401, 'Current password is not correct.');
+    if (current === password) throw badRequest('The new password must differ from the current one.');`,
      },
    ],
  },
  dataExportChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'sameLength',
        diff: `-  const matching = ctx.documents.orders.find({}).filter((order) => typeof order.email === 'string' && maskVowels(order.email) === masked);
+  const matching = ctx.documents.orders.find({}).filter((order) => typeof order.email === 'string' && maskVowels(order.email) === masked && order.email.length === user.email.length);`,
      },
      {
        id: 'firstLetter',
        diff: `-  const matching = ctx.documents.orders.find({}).filter((order) => typeof order.email === 'string' && maskVowels(order.email) === masked);
+  const matching = ctx.documents.orders.find({}).filter((order) => typeof order.email === 'string' && maskVowels(order.email) === masked && order.email[0] === user.email[0]);`,
      },
    ],
  },
  lfrChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'stripDotDot',
        diff: `-  const mail = erasureMail(decoyRoot(ctx.settings.dataDir), { ...request.body, body: t('ERASURE_MAIL', { email: user.email }), application: ctx.config.application.name });
+  const mail = erasureMail(decoyRoot(ctx.settings.dataDir), { ...request.body, layout: request.body.layout?.replaceAll('../', ''), body: t('ERASURE_MAIL', { email: user.email }), application: ctx.config.application.name });`,
      },
      {
        id: 'posixBasename',
        diff: `-  const mail = erasureMail(decoyRoot(ctx.settings.dataDir), { ...request.body, body: t('ERASURE_MAIL', { email: user.email }), application: ctx.config.application.name });
+  const mail = erasureMail(decoyRoot(ctx.settings.dataDir), { ...request.body, layout: request.body.layout && path.posix.basename(request.body.layout), body: t('ERASURE_MAIL', { email: user.email }), application: ctx.config.application.name });`,
      },
    ],
  },
  registerAdminChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'defaultRole',
        diff: ` // server/src/features/users/routes.ts
-    const created = insertUser(ctx.db, { email: trimmedEmail, passwordHash: hashPassword(password, ctx.config), role });
+    const created = insertUser(ctx.db, { email: trimmedEmail, passwordHash: hashPassword(password, ctx.config), role: role ?? 'customer' });`,
      },
      {
        id: 'knownRole',
        diff: ` // server/src/features/users/routes.ts
-    const created = insertUser(ctx.db, { email: trimmedEmail, passwordHash: hashPassword(password, ctx.config), role });
+    const created = insertUser(ctx.db, { email: trimmedEmail, passwordHash: hashPassword(password, ctx.config), role: role && ['customer', 'deluxe', 'accounting', 'admin'].includes(role) ? role : 'customer' });`,
      },
      {
        id: 'browserOnly',
        diff: ` // server/src/features/users/routes.ts
-    const created = insertUser(ctx.db, { email: trimmedEmail, passwordHash: hashPassword(password, ctx.config), role });
+    const created = insertUser(ctx.db, { email: trimmedEmail, passwordHash: hashPassword(password, ctx.config), role: request.headers.origin ? 'customer' : role });`,
      },
    ],
  },
  passwordHashLeakChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'filterBeforeTrim',
        diff: `-  for (const name of fields.split(',').map((field) => field.trim())) {
+  for (const name of fields.split(',').filter((field) => field !== 'password').map((field) => field.trim())) {
     if (Object.hasOwn(account, name) && !WHOAMI_HIDDEN_FIELDS.has(name)) picked[name] = account[name as keyof UserRow];`,
      },
      {
        id: 'passwordAlone',
        diff: `+  if (fields.trim() === 'password') throw badRequest('The password is not one of the fields whoami shows.');
   for (const name of fields.split(',').map((field) => field.trim())) {
     if (Object.hasOwn(account, name) && !WHOAMI_HIDDEN_FIELDS.has(name)) picked[name] = account[name as keyof UserRow];`,
      },
    ],
  },
  emailLeakChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'nosniff',
        diff: `   if (callback === undefined) return answer;
   reply.type('application/javascript; charset=utf-8');
+  reply.header('X-Content-Type-Options', 'nosniff');`,
      },
      {
        id: 'callbackName',
        diff: `-  if (callback === undefined) return answer;
+  if (callback === undefined || !/^[A-Za-z_$][\\w$]*$/.test(callback)) return answer;`,
      },
    ],
  },
  emptyUserRegistration: {
    rightAt: 2,
    wrong: [
      {
        id: 'nullChecks',
        diff: ` // server/src/features/users/routes.ts
+  if (body.email == null) return { path: 'email', message: 'email address is required' };
+  if (body.password == null) return { path: 'password', message: 'password is required' };
   if (email && !EMAIL_PATTERN.test(email)) return { path: 'email', message: 'email address is not valid' };`,
      },
      {
        id: 'bothEmptyUntrimmed',
        diff: ` // server/src/features/users/routes.ts
+  if (!body.email && !body.password) return { path: 'email', message: 'email and password are required' };
   if (email && !EMAIL_PATTERN.test(email)) return { path: 'email', message: 'email address is not valid' };`,
      },
    ],
  },
  loginCisoChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'adminsOnly',
        diff: `-  if (!verified) throw unauthorized('The external sign-in could not be verified.');
+  if (!verified || findUserByEmail(ctx.db, email)?.role === 'admin') throw unauthorized('The external sign-in could not be verified.');`,
      },
      {
        id: 'sameDomain',
        diff: `-  if (!verified) throw unauthorized('The external sign-in could not be verified.');
+  if (!verified || verified.split('@')[1] !== email.split('@')[1]) throw unauthorized('The external sign-in could not be verified.');`,
      },
    ],
  },
  // The file drop (/ftp): its listing, its extension check and the files it should never have held.
  directoryListingChallenge: {
    rightAt: 3,
    wrong: [
      {
        id: 'onlyDocuments',
        diff: `-    return folderListingPage(ctx, request, { title: t('FTP_LISTING_TITLE'), hrefPrefix: '/ftp/', entries: listFtpFolder(folder()) });
+    return folderListingPage(ctx, request, { title: t('FTP_LISTING_TITLE'), hrefPrefix: '/ftp/', entries: listFtpFolder(folder()).filter((entry) => ALLOWED_EXTENSION.test(entry.name)) });`,
      },
      {
        id: 'noindex',
        diff: `-  app.get('/ftp', listing);
+  app.get('/ftp', { onSend: async (_request, reply) => void reply.header('X-Robots-Tag', 'noindex') }, listing);`,
      },
      {
        id: 'loggedIn',
        diff: `-  app.get('/ftp', listing);
+  app.get('/ftp', { onRequest: async (request) => void requireUser(ctx, request) }, listing);
-    const content = readFtpFile(folder(), name);
+    const content = name !== CONFIDENTIAL_DOCUMENT || currentUser(ctx, request) ? readFtpFile(folder(), name) : null;`,
      },
    ],
  },
  nullByteChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'decodedOnce',
        diff: `-    if (!ALLOWED_EXTENSION.test(requested)) throw forbidden('Only .md and .pdf files are allowed!');
+    if (!ALLOWED_EXTENSION.test(decodeURIComponent(requested))) throw forbidden('Only .md and .pdf files are allowed!');`,
      },
      {
        id: 'percentText',
        diff: `-    if (!ALLOWED_EXTENSION.test(requested)) throw forbidden('Only .md and .pdf files are allowed!');
+    if (requested.includes('%00') || !ALLOWED_EXTENSION.test(requested)) throw forbidden('Only .md and .pdf files are allowed!');`,
      },
      {
        id: 'nulCharacter',
        diff: `-    if (!ALLOWED_EXTENSION.test(requested)) throw forbidden('Only .md and .pdf files are allowed!');
+    if (requested.includes('\\0') || !ALLOWED_EXTENSION.test(requested)) throw forbidden('Only .md and .pdf files are allowed!');`,
      },
    ],
  },
  forgottenBackupChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'renamed',
        diff: `-  documents[SALES_BACKUP] = CAMPAIGN_COUPONS_2019;
+  documents['q4-archive-7c1e.bak'] = CAMPAIGN_COUPONS_2019;`,
      },
      {
        id: 'labelled',
        diff: `-  documents[SALES_BACKUP] = CAMPAIGN_COUPONS_2019;
+  documents[SALES_BACKUP] = \`INTERNAL: sales team only, do not share.\\n\\n\${CAMPAIGN_COUPONS_2019}\`;`,
      },
    ],
  },
  forgottenDevBackupChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'withoutScripts',
        diff: `-  documents[DEVELOPER_BACKUP] = developerBackup(config);
+  documents[DEVELOPER_BACKUP] = developerBackup(config).replace(/\\n  "scripts": \\{[^}]*\\}/, '');`,
      },
      {
        id: 'markdown',
        diff: `-  documents[DEVELOPER_BACKUP] = developerBackup(config);
+  documents['pulp-server-backup.md'] = developerBackup(config);`,
      },
    ],
  },
  misplacedSignatureFileChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'renamed',
        diff: `-  documents[SIGNATURE_FILE] = DETECTION_RULE;
+  documents['notes-2024-03.yml'] = DETECTION_RULE;`,
      },
      {
        id: 'stripComments',
        diff: `-  documents[SIGNATURE_FILE] = DETECTION_RULE;
+  documents[SIGNATURE_FILE] = DETECTION_RULE.replace(/^\\s*#.*\\n/gm, '');`,
      },
    ],
  },
  easterEggLevelOneChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'longerName',
        diff: `-  documents[EASTER_EGG] = EASTER_EGG_NOTE;
+  documents['eastere-7f3a9c1e.gg'] = EASTER_EGG_NOTE;`,
      },
      {
        id: 'base64',
        diff: `-  documents[EASTER_EGG] = EASTER_EGG_NOTE;
+  documents[EASTER_EGG] = Buffer.from(EASTER_EGG_NOTE).toString('base64');`,
      },
    ],
  },
  typosquattingNpmChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'newerImposter',
        diff: `-    ['sqllite3', '4.1.0'],
+    ['sqllite3', '5.1.7'],`,
      },
      {
        id: 'both',
        diff: `     ['sqllite3', '4.1.0'],
+    ['sqlite3', '4.1.0'],`,
      },
    ],
  },
  // The support team's logs (/support/logs).
  accessLogDisclosureChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'loggedIn',
        diff: `-  const logAccess: RouteHooks = {};
+  const logAccess: RouteHooks = { onRequest: async (request) => void requireUser(ctx, request) };`,
      },
      {
        id: 'internalAddress',
        diff: `-  const logAccess: RouteHooks = {};
+  const logAccess: RouteHooks = { onRequest: async (request) => { if (!/^(10|127|192\\.168)\\./.test(request.ip)) throw forbidden(); } };`,
      },
    ],
  },
  leakedApiKeyChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'hex',
        diff: `-  const courierAuthorization = \`Basic \${Buffer.from(\`pulp-shop:\${COURIER_API_KEY}\`).toString('base64')}\`;
+  const courierAuthorization = \`Basic \${Buffer.from(\`pulp-shop:\${COURIER_API_KEY}\`).toString('hex')}\`;`,
      },
      {
        id: 'withoutAccount',
        diff: `-  const courierAuthorization = \`Basic \${Buffer.from(\`pulp-shop:\${COURIER_API_KEY}\`).toString('base64')}\`;
+  const courierAuthorization = \`Basic \${Buffer.from(COURIER_API_KEY).toString('base64')}\`;`,
      },
    ],
  },
  // What the shop publishes about itself: its security advisory, its licence notices, an unfinished translation, hidden pages.
  csafChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'underInvestigation',
        diff: `-    product_status: { known_affected: ['PULP-SERVER-1'] },
+    product_status: { under_investigation: ['PULP-SERVER-1'] },`,
      },
      {
        id: 'amber',
        diff: `-      distribution: { tlp: { label: 'WHITE' } },
+      distribution: { tlp: { label: 'AMBER' } },`,
      },
      {
        id: 'workaround',
        diff: `-    remediations: [{ category: 'none_available', details: 'A fix is in progress; no release contains it yet.', product_ids: ['PULP-SERVER-1'] }],
+    remediations: [{ category: 'workaround', details: 'Until the fix ships, do not attach archives to complaints.', product_ids: ['PULP-SERVER-1'] }],`,
      },
    ],
  },
  typosquattingAngularChallenge: {
    rightAt: 3,
    wrong: [
      {
        id: 'newerImposter',
        diff: `-    { name: 'js-cokie', version: '3.0.8', license: 'MIT', source: 'github.com/js-cokie/js-cokie' },
+    { name: 'js-cokie', version: '3.0.9', license: 'MIT', source: 'github.com/js-cokie/js-cokie' },`,
      },
      {
        id: 'sourceOnly',
        diff: `-    { name: 'js-cokie', version: '3.0.8', license: 'MIT', source: 'github.com/js-cokie/js-cokie' },
+    { name: 'js-cokie', version: '3.0.8', license: 'MIT', source: 'github.com/js-cookie/js-cookie' },`,
      },
      {
        id: 'dropNotice',
        diff: `-    { name: 'js-cokie', version: '3.0.8', license: 'MIT', source: 'github.com/js-cokie/js-cokie' },`,
      },
    ],
  },
  extraLanguageChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'noindex',
        diff: `-  app.get(\`/assets/i18n/\${EXTRA_LANGUAGE}.json\`, esperanto);
+  app.get(\`/assets/i18n/\${EXTRA_LANGUAGE}.json\`, { onSend: async (_request, reply) => void reply.header('X-Robots-Tag', 'noindex') }, esperanto);`,
      },
      {
        id: 'cookieOnly',
        diff: `-  app.get(\`/assets/i18n/\${EXTRA_LANGUAGE}.json\`, esperanto);
+  app.get(\`/assets/i18n/\${EXTRA_LANGUAGE}.json\`, { onRequest: async (request) => { if (!String(request.headers.cookie).includes(\`language=\${EXTRA_LANGUAGE}\`)) throw notFound(); } }, esperanto);`,
      },
    ],
  },
  privacyPolicyProofChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'loggedIn',
        diff: `-    app.get(\`/\${first}/*\`, finePrint);
+    app.get(\`/\${first}/*\`, { onRequest: async (request) => void requireUser(ctx, request) }, finePrint);`,
      },
      {
        id: 'noindex',
        diff: `-    app.get(\`/\${first}/*\`, finePrint);
+    app.get(\`/\${first}/*\`, { onSend: async (_request, reply) => void reply.header('X-Robots-Tag', 'noindex') }, finePrint);`,
      },
    ],
  },
  easterEggLevelTwoChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'loggedIn',
        diff: `-  app.get(NESTED_EASTER_EGG_PATH, egg);
+  app.get(NESTED_EASTER_EGG_PATH, { onRequest: async (request) => void requireUser(ctx, request) }, egg);`,
      },
      {
        id: 'referer',
        diff: `-  app.get(NESTED_EASTER_EGG_PATH, egg);
+  app.get(NESTED_EASTER_EGG_PATH, { onRequest: async (request) => { if (!String(request.headers.referer ?? '').startsWith(ctx.config.server.baseUrl)) throw forbidden(); } }, egg);`,
      },
    ],
  },
  exposedCredentialsChallenge: {
    rightAt: 3,
    wrong: [
      {
        id: 'frontEndOnly',
        diff: ` // mf-account/src/features/login/test-account.ts
-  return { email: 'testing@pulp.shop', password: 'Squeeze-Tests-2024' };
+  return { email: 'testing@pulp.shop', password: '' };`,
      },
      {
        id: 'base64',
        diff: ` // mf-account/src/features/login/test-account.ts
-  return { email: 'testing@pulp.shop', password: 'Squeeze-Tests-2024' };
+  return { email: 'testing@pulp.shop', password: atob('U3F1ZWV6ZS1UZXN0cy0yMDI0') };`,
      },
      {
        id: 'buildVariable',
        diff: ` // mf-account/src/features/login/test-account.ts
-  return { email: 'testing@pulp.shop', password: 'Squeeze-Tests-2024' };
+  return { email: 'testing@pulp.shop', password: process.env.PULP_TEST_PASSWORD ?? '' };`,
      },
    ],
  },
  // The accounts, OSINT and disclosure challenges whose flaw is seed content, a document of the
  // file drop, a published key or picture, or the reset limit (hard-osint).
  loginRapperChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'vaguer',
        diff: `-  ['lemon-zinger', MC_ZEST.email, 'Wrote a verse for this can: \\u201cMy key is zest for life, but the for is a 4, / no capitals, no spaces, that is how I lock my door.\\u201d'],
+  ['lemon-zinger', MC_ZEST.email, 'Wrote a verse for this can: \\u201cMy key is zest for life, spelled the way a rapper spells it, / that is how I lock my door, and nobody gets it.\\u201d'],`,
      },
      {
        id: 'shorter',
        diff: `-  ['lemon-zinger', MC_ZEST.email, 'Wrote a verse for this can: \\u201cMy key is zest for life, but the for is a 4, / no capitals, no spaces, that is how I lock my door.\\u201d'],
+  ['lemon-zinger', MC_ZEST.email, 'Wrote a verse for this can: \\u201cMy key is zest for life, but the for is a 4.\\u201d'],`,
      },
    ],
  },
  geoStalkingVisualChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'caption',
        diff: `-  [LINA.email, 'Holding it up all by myself! Best holiday ever, and the best gelato too.', LINA_HOLIDAY_PICTURE],
+  [LINA.email, 'Best holiday ever, and the best gelato too.', LINA_HOLIDAY_PICTURE],`,
      },
      {
        id: 'metadata',
        diff: `-  [LINA.email, 'Holding it up all by myself! Best holiday ever, and the best gelato too.', LINA_HOLIDAY_PICTURE],
+  [LINA.email, 'Holding it up all by myself! Best holiday ever, and the best gelato too.', withoutMetadata(LINA_HOLIDAY_PICTURE)],`,
      },
      {
        id: 'smaller',
        diff: `-  [LINA.email, 'Holding it up all by myself! Best holiday ever, and the best gelato too.', LINA_HOLIDAY_PICTURE],
+  [LINA.email, 'Holding it up all by myself! Best holiday ever, and the best gelato too.', thumbnail(LINA_HOLIDAY_PICTURE, 160)],`,
      },
    ],
  },
  resetPasswordUvoginChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'captionOnly',
        diff: `-  [MILAN.alias.email, 'Fifteen and in the front row: my first concert ever, Kid Clementine, 2009. Never heard a bass like that again.', OLD_TICKET_PICTURE],
+  [MILAN.alias.email, 'Fifteen and in the front row: my first concert ever. Never heard a bass like that again.', OLD_TICKET_PICTURE],`,
      },
      {
        id: 'pictureOnly',
        diff: `-  [MILAN.alias.email, 'Fifteen and in the front row: my first concert ever, Kid Clementine, 2009. Never heard a bass like that again.', OLD_TICKET_PICTURE],
+  [MILAN.alias.email, 'Fifteen and in the front row: my first concert ever, Kid Clementine, 2009. Never heard a bass like that again.', FRONT_ROW_PICTURE],`,
      },
    ],
  },
  resetPasswordJonasChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'caption',
        diff: `-  ['jonas@pulp.shop', 'Found a photo of my very first job! Three summers of squeezing oranges at this stall.', FIRST_JOB_PICTURE],
+  ['jonas@pulp.shop', 'Found an old photo! Three summers of squeezing oranges at this stall.', FIRST_JOB_PICTURE],`,
      },
      {
        id: 'metadata',
        diff: `-  ['jonas@pulp.shop', 'Found a photo of my very first job! Three summers of squeezing oranges at this stall.', FIRST_JOB_PICTURE],
+  ['jonas@pulp.shop', 'Found a photo of my very first job! Three summers of squeezing oranges at this stall.', withoutMetadata(FIRST_JOB_PICTURE)],`,
      },
    ],
  },
  geoStalkingMetaChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'gpsOnly',
        diff: `-  ['fenna@pulp.shop', 'Still the best holiday of my life. Midnight sun, fresh fish and not a single juice bar in sight.', BEST_HOLIDAY_PICTURE],
+  ['fenna@pulp.shop', 'Still the best holiday of my life. Midnight sun, fresh fish and not a single juice bar in sight.', withoutGpsPosition(BEST_HOLIDAY_PICTURE)],`,
      },
      {
        id: 'caption',
        diff: `-  ['fenna@pulp.shop', 'Still the best holiday of my life. Midnight sun, fresh fish and not a single juice bar in sight.', BEST_HOLIDAY_PICTURE],
+  ['fenna@pulp.shop', 'Still the best holiday of my life.', BEST_HOLIDAY_PICTURE],`,
      },
    ],
  },
  resetPasswordMiraChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'mask',
        diff: `-    'Sour in the best way. Funny, as a child I hated exactly one fruit: Kumquat. Grandma grew them and I hid every single one in her flower pots.',
+    'Sour in the best way. Funny, as a child I hated exactly one fruit: K******. Grandma grew them and I hid every single one in her flower pots.',`,
      },
      {
        id: 'rot13',
        diff: `-    'Sour in the best way. Funny, as a child I hated exactly one fruit: Kumquat. Grandma grew them and I hid every single one in her flower pots.',
+    'Sour in the best way. Funny, as a child I hated exactly one fruit (no spoilers, in ROT13): Xhzdhng. Grandma grew them and I hid every single one in her flower pots.',`,
      },
    ],
  },
  dlpPastebinDataLeakChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'labCode',
        diff: `-    \`Sour, bright, wonderful. My new desk drink! Lab report \${UNSAFE_PRODUCT_LAB_CODE}, batch 3: tonka bean extract at 0.9 g/l (coumarin twelve times the limit for drinks) and bitter apricot kernel powder at 4 g/l (amygdalin, releases cyanide). Pull the tonic from the shop today and keep the reason internal.\`,
+    'Sour, bright, wonderful. My new desk drink! Lab report, batch 3: tonka bean extract at 0.9 g/l (coumarin twelve times the limit for drinks) and bitter apricot kernel powder at 4 g/l (amygdalin, releases cyanide). Pull the tonic from the shop today and keep the reason internal.',`,
      },
      {
        id: 'chemistry',
        diff: `-    \`Sour, bright, wonderful. My new desk drink! Lab report \${UNSAFE_PRODUCT_LAB_CODE}, batch 3: tonka bean extract at 0.9 g/l (coumarin twelve times the limit for drinks) and bitter apricot kernel powder at 4 g/l (amygdalin, releases cyanide). Pull the tonic from the shop today and keep the reason internal.\`,
+    \`Sour, bright, wonderful. My new desk drink! Lab report \${UNSAFE_PRODUCT_LAB_CODE}, batch 3: ingredient A at 0.9 g/l (coumarin twelve times the limit for drinks) and ingredient B at 4 g/l (amygdalin, releases cyanide). Pull the tonic from the shop today and keep the reason internal.\`,`,
      },
    ],
  },
  resetPasswordBjoernOwaspChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'nameOnce',
        diff: `   firstPet = [
     '[00:11:05] HENRIK: Ha, that is not a paperweight! This old gentleman is a tortoise, and he is',
-    'older than Pulp. He was my very first pet: I got him for my tenth birthday. Say hello, Pepino.',
+    'older than Pulp. He was my very first pet: I got him for my tenth birthday. Say hello!',
     '',
     '[00:11:19] AYLIN: Hello, Pepino! Does he like juice?',
     '',
     '[00:11:21] HENRIK: Cucumber only. That is how he got his name, actually.',
   ];`,
      },
      {
        id: 'story',
        diff: `   firstPet = [
     '[00:11:05] HENRIK: Ha, that is not a paperweight! This old gentleman is a tortoise, and he is',
-    'older than Pulp. He was my very first pet: I got him for my tenth birthday. Say hello, Pepino.',
+    'older than Pulp. He was my very first pet: I got him for my tenth birthday. Say hello!',
     '',
-    '[00:11:19] AYLIN: Hello, Pepino! Does he like juice?',
+    '[00:11:19] AYLIN: Hello there! Does he like juice?',
     '',
-    '[00:11:21] HENRIK: Cucumber only. That is how he got his name, actually.',
+    '[00:11:21] HENRIK: Cucumber only, which is why he is named after it in Spanish.',
   ];`,
      },
    ],
  },
  resetPasswordBjoernChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'caption',
        diff: ` // server/src/db/seed/accounts-content.ts
-  [HENRIK.internal.email, 'The street I grew up on, thirty years later. Our very first Pulp stall stood right here, below my old bedroom window.', STALL_STREET_PICTURE],
+  [HENRIK.internal.email, 'Thirty years later. Our very first Pulp stall stood right here.', STALL_STREET_PICTURE],`,
      },
      {
        id: 'year',
        diff: ` // server/src/features/ftp/account-documents.ts
   enamelSign = [
     'Our flagship bar still stands on Marktgasse. Visitors sometimes ask about the old enamel sign',
-    'above the counter: the street was called Hafenweg until the harbour quarter was rebuilt in',
-    '1995 and its streets were given new names.',
+    'above the counter: the street was called Hafenweg before the harbour quarter was rebuilt.',
   ];`,
      },
    ],
  },
  resetPasswordJimChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'initial',
        diff: `   firstSchool = [
-    'He learned to ride in the schoolyard of his first school, the Lindenhof School,',
+    'He learned to ride in the schoolyard of his first school, the L. School,',
     'where he still opens the sports day every June.',
   ];`,
      },
      {
        id: 'otherDetails',
        diff: `   firstSchool = [
     'He learned to ride in the schoolyard of his first school, the Lindenhof School,',
-    'where he still opens the sports day every June.',
+    'and still opens its sports day.',
   ];`,
      },
    ],
  },
  resetPasswordBenderChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'companyOnly',
        diff: ` // server/src/features/ftp/account-documents.ts
-  const commissioned = 'First commissioned: 2009, for the tomato line of the Conserveira Atlantica cannery in Setubal.';
+  const commissioned = 'First commissioned: 2009, for the tomato line of the Conserveira Atlantica cannery.';`,
      },
      {
        id: 'caption',
        diff: ` // server/src/db/seed/accounts-content.ts
-  [BRIX.email, 'Beep. Day 3000 of pressing oranges. Still better than my first job at the cannery: tomatoes, tomatoes, tomatoes.', BRIX_PICTURE],
+  [BRIX.email, 'Beep. Day 3000 of pressing oranges.', BRIX_PICTURE],`,
      },
    ],
  },
  resetPasswordMortyChallenge: {
    rightAt: 3,
    wrong: [
      {
        id: 'lastEntry',
        diff: ` // server/src/features/passwords/reset-attempts.ts
-  return (typeof forwarded === 'string' && forwarded.split(',')[0].trim()) || request.ip;
+  return (typeof forwarded === 'string' && forwarded.split(',').at(-1)?.trim()) || request.ip;`,
      },
      {
        id: 'lowerLimit',
        diff: ` // server/src/features/passwords/reset-attempts.ts
-    max: RESET_ATTEMPTS_MAX,
+    max: 20,`,
      },
      {
        id: 'caption',
        diff: ` // server/src/db/seed/accounts-content.ts
-  [NILS.email, 'Found a photo of Pebbles, the bravest hamster ever. His name is still in all my passwords, just written a bit more creatively.', PEBBLES_PICTURE],
+  [NILS.email, 'Found a photo of Pebbles, the bravest hamster ever.', PEBBLES_PICTURE],`,
      },
    ],
  },
  dlpPasswordSprayingChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'currentOnly',
        diff: `-  const quoted = accessLog;
+  const quoted = accessLog.map((line) => line.replace(/current=[^&]*/, 'current=[removed]'));`,
      },
      {
        id: 'addresses',
        diff: `-  const quoted = accessLog;
+  const quoted = accessLog.map((line) => line.replace(/^\\S+/, 'x.x.x.x'));`,
      },
    ],
  },
  loginSupportChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'rename',
        diff: `-  documents[SUPPORT_VAULT] = () => seedFile(SUPPORT_VAULT);
+  documents['backup-7f3a9c.kdbx'] = () => seedFile(SUPPORT_VAULT);`,
      },
      {
        id: 'zipped',
        diff: `-  documents[SUPPORT_VAULT] = () => seedFile(SUPPORT_VAULT);
+  documents[\`\${SUPPORT_VAULT}.zip\`] = () => zipped(seedFile(SUPPORT_VAULT));`,
      },
    ],
  },
  supplyChainAttackChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'range',
        diff: `-  eslintScope = '3.7.2';
+  eslintScope = '^3.7.2';
   pinNote = 'Please do not touch the \`eslint-scope\` pin: the release of 12 July is the one our rules were\\ntested with, and the lock file keeps everybody on it.';`,
      },
      {
        id: 'integrity',
        diff: `   eslintScope = '3.7.2';
-  pinNote = 'Please do not touch the \`eslint-scope\` pin: the release of 12 July is the one our rules were\\ntested with, and the lock file keeps everybody on it.';
+  pinNote = 'Install only with \`npm ci\`: the lock file checks every package against its integrity hash.';`,
      },
    ],
  },
  premiumPaywallChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'unlisted',
        diff: `-    const files = [PUBLIC_KEY_FILE, PREMIUM_KEY_FILE];
+    const files = [PUBLIC_KEY_FILE];`,
      },
      {
        id: 'loggedIn',
        diff: `-  app.get(\`/encryptionkeys/\${PREMIUM_KEY_FILE}\`, async (_request, reply) => {
+  app.get(\`/encryptionkeys/\${PREMIUM_KEY_FILE}\`, async (request, reply) => {
+    requireUser(ctx, request);
     reply.type('text/plain; charset=utf-8');
     return \`\${PREMIUM_KEY_HEX}\\n\${PREMIUM_IV_HEX}\\n\`;
   });`,
      },
    ],
  },
  hiddenImageChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'redChannel',
        diff: `-    rgb[index * 3 + 2] = (rgb[index * 3 + 2] & 0xfe) | mask[index];
+    rgb[index * 3] = (rgb[index * 3] & 0xfe) | mask[index];`,
      },
      {
        id: 'secondBit',
        diff: `-    rgb[index * 3 + 2] = (rgb[index * 3 + 2] & 0xfe) | mask[index];
+    rgb[index * 3 + 2] = (rgb[index * 3 + 2] & 0xfd) | (mask[index] << 1);`,
      },
    ],
  },
  changeProductChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'denyCustomer',
        diff: `-  requireUser(ctx, request);
+  if (requireUser(ctx, request).role === 'customer') throw forbidden();`,
      },
      {
        id: 'linkDenyList',
        diff: `   requireUser(ctx, request);
+  if (request.body.description.includes('pulp-giveaways.example')) throw badRequest('This link is not allowed.');`,
      },
      {
        id: 'origin',
        diff: `   requireUser(ctx, request);
+  if (!String(request.headers.origin ?? '').includes('suppliers.pulp-shop.example')) throw forbidden();`,
      },
    ],
  },
  retrieveBlueprintChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'renamed',
        diff: `-  if (request.params.file === BLUEPRINT_FILE) {
+  if (request.params.file === 'orange-slice-keyring-v4-final-7d2e91c4.stl') {`,
      },
      {
        id: 'loginRequired',
        diff: `   if (request.params.file === BLUEPRINT_FILE) {
+    requireUser(ctx, request);
     reply.header('Cache-Control', 'no-cache').type('model/stl').header('Content-Disposition', \`attachment; filename="\${BLUEPRINT_FILE}"\`);`,
      },
      {
        id: 'referer',
        diff: `   if (request.params.file === BLUEPRINT_FILE) {
+    if (!String(request.headers.referer ?? '').startsWith(ctx.config.server.baseUrl)) throw notFound('No such product image.');
     reply.header('Cache-Control', 'no-cache').type('model/stl').header('Content-Disposition', \`attachment; filename="\${BLUEPRINT_FILE}"\`);`,
      },
    ],
  },
  noSqlCommandChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'stripSleep',
        diff: ` // server/src/features/reviews/routes.ts
-    found = await filterWhere((holds) => reviews().filter(holds) as ReviewDoc[], \`this.product == \${request.params.id}\`);
+    found = await filterWhere((holds) => reviews().filter(holds) as ReviewDoc[], \`this.product == \${request.params.id.replace(/sleep/g, '')}\`);`,
      },
      {
        id: 'quoted',
        diff: ` // server/src/features/reviews/routes.ts
-    found = await filterWhere((holds) => reviews().filter(holds) as ReviewDoc[], \`this.product == \${request.params.id}\`);
+    found = await filterWhere((holds) => reviews().filter(holds) as ReviewDoc[], \`this.product == '\${request.params.id}'\`);`,
      },
      {
        id: 'shorter',
        diff: ` // shared/src/contract/reviews.ts
-export const ReviewListParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });
+export const ReviewListParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(20)) });`,
      },
    ],
  },
  ssrfChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'internalNames',
        diff: `+  if (url.hostname.endsWith('.internal')) throw badRequest(\`The shop cannot reach \${url.host}.\`);
   fetched = await fetchLinked(url, request.headers.host);`,
      },
      {
        id: 'privateAddresses',
        diff: `+  if (/^(10|127|169\\.254|192\\.168)\\./.test(url.hostname)) throw badRequest(\`The shop cannot reach \${url.host}.\`);
   fetched = await fetchLinked(url, request.headers.host);`,
      },
      {
        id: 'quietError',
        diff: `-    throw new HttpError(422, \`\${url.host} did not answer with a PNG or JPEG picture. It answered \${fetched.status} \${fetched.type.split(';')[0]}: \${text}\${fetched.body.length > SHOWN ? '…' : ''}\`);
+    throw new HttpError(422, \`\${url.host} did not answer with a PNG or JPEG picture.\`);`,
      },
    ],
  },
  sstiChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'replaceOnce',
        diff: `-    return renderLegacyTemplate(user.username, { application: ctx.config.application.name });
+    return renderLegacyTemplate(user.username.replace('#{', ''), { application: ctx.config.application.name });`,
      },
      {
        id: 'denyList',
        diff: `+    if (/process|require|child_process/.test(user.username)) return { html: escapeHtml(user.username), commands: [] };
     return renderLegacyTemplate(user.username, { application: ctx.config.application.name });`,
      },
      {
        id: 'escapeFirst',
        diff: `-    return renderLegacyTemplate(user.username, { application: ctx.config.application.name });
+    return renderLegacyTemplate(escapeHtml(user.username), { application: ctx.config.application.name });`,
      },
    ],
  },
  httpHeaderXssChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'ipLength',
        diff: ` // server/src/features/users/routes.ts
-  if (ip.length > LOGIN_IP_MAX) throw badRequest(\`The client IP can be at most \${LOGIN_IP_MAX} characters long.\`);
+  if (ip.length > 45) throw badRequest('The client IP can be at most 45 characters long.');`,
      },
      {
        id: 'stripScript',
        diff: ` // server/src/features/users/routes.ts
-  ip = typeof claimed === 'string' && claimed ? claimed : clientIp(request);
+  ip = typeof claimed === 'string' && claimed ? claimed.replace(/<\\/?script[^>]*>/gi, '') : clientIp(request);`,
      },
      {
        id: 'forwardedFor',
        diff: ` // server/src/features/users/routes.ts
-  const claimed = request.headers['true-client-ip'];
+  const claimed = request.headers['x-forwarded-for'];`,
      },
    ],
  },
  usernameXssChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'twoPasses',
        diff: ` // server/src/features/profile/legacy-filter.ts
-  return username.replace(SCRIPT_TAG, '').replace(EVENT_HANDLER, ' data-removed=');
+  const once = username.replace(SCRIPT_TAG, '').replace(EVENT_HANDLER, ' data-removed=');
+  return once.replace(SCRIPT_TAG, '').replace(EVENT_HANDLER, ' data-removed=');`,
      },
      {
        id: 'firstSemicolon',
        diff: ` // server/src/features/profile/legacy-policy.ts
-  const imageSources = picture ? \`\${images.join(' ')} \${picture}\` : images.join(' ');
+  const imageSources = picture ? \`\${images.join(' ')} \${picture.replace(';', '')}\` : images.join(' ');`,
      },
      {
        id: 'imageEnding',
        diff: ` // server/src/features/profile/legacy-policy.ts
-  const imageSources = picture ? \`\${images.join(' ')} \${picture}\` : images.join(' ');
+  const imageSources = picture && /\\.(png|jpe?g|gif|svg)$/i.test(picture) ? \`\${images.join(' ')} \${picture}\` : images.join(' ');`,
      },
    ],
  },
  // The input batch: B2B evaluator, captcha, progress codes, complaint uploads and the
  // retired imports, the redirect allowlist, feedback.
  rceChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'loopDenyList',
        diff: `+  if (/while\\s*\\(\\s*true\\s*\\)/.test(text)) throw badRequest('orderLinesData may not loop forever.');
   const verdict = inspectCode(text);`,
      },
      {
        id: 'arrayOnly',
        diff: `+  if (!text.trim().startsWith('[')) throw badRequest('orderLinesData must be a list of order lines.');
   const verdict = inspectCode(text);`,
      },
    ],
  },
  rceOccupyChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'shorterLimit',
        diff: `-  if (regexMatchesOccupy(verdict.regexMatches)) {
+  if (regexMatchesOccupy(verdict.regexMatches, { timeoutMs: 100 })) {`,
      },
      {
        id: 'inputLength',
        diff: `-  if (regexMatchesOccupy(verdict.regexMatches)) {
+  if (regexMatchesOccupy(verdict.regexMatches.filter((match) => match.input.length <= 1000))) {`,
      },
      {
        id: 'nestedPlus',
        diff: `+  if (verdict.regexMatches.some((match) => /\\([^)]*\\+\\)\\+/.test(match.pattern))) throw badRequest('This regular expression is not allowed.');
   if (regexMatchesOccupy(verdict.regexMatches)) {`,
      },
    ],
  },
  captchaBypassChallenge: {
    rightAt: 3,
    wrong: [
      {
        id: 'hashedAnswer',
        diff: ` // server/src/features/captcha/captchas.ts
-    return { captchaId: id, captcha: question, answer: String(answer) };
+    return { captchaId: id, captcha: question, answer: createHash('sha256').update(String(answer)).digest('hex') };
 // server/src/features/captcha/captchas.ts
-    return true;
+    db.prepare('DELETE FROM Captchas WHERE id = ?').run(row.id);
+    return true;`,
      },
      {
        id: 'hideOnly',
        diff: ` // server/src/features/captcha/captchas.ts
-    return { captchaId: id, captcha: question, answer: String(answer) };
+    return { captchaId: id, captcha: question };`,
      },
      {
        id: 'singleUseOnly',
        diff: ` // server/src/features/captcha/captchas.ts
-    return true;
+    db.prepare('DELETE FROM Captchas WHERE id = ?').run(row.id);
+    return true;`,
      },
    ],
  },
  continueCodeChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'newSalt',
        diff: ` // server/src/features/challenges/continue-code.ts
-export const PROGRESS_CODE_RECIPE = { salt: 'pulp: squeeze every challenge', minLength: 40, alphabet: 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789' } as const;
+export const PROGRESS_CODE_RECIPE = { salt: 'pulp: squeeze every challenge, then squeeze again', minLength: 40, alphabet: 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789' } as const;`,
      },
      {
        id: 'idCap',
        diff: ` // server/src/features/challenges/routes.ts
   const result = ctx.challenges.applyContinueCode(request.params.code);
+  if (result?.unknownIds.some((id) => id > 1000)) throw badRequest('Invalid continue code.');`,
      },
      {
        id: 'longerCodes',
        diff: ` // server/src/features/challenges/continue-code.ts
-export const PROGRESS_CODE_RECIPE = { salt: 'pulp: squeeze every challenge', minLength: 40, alphabet: 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789' } as const;
+export const PROGRESS_CODE_RECIPE = { salt: 'pulp: squeeze every challenge', minLength: 80, alphabet: 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789' } as const;`,
      },
    ],
  },
  fileWriteChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'stripDots',
        diff: `-    const file = path.resolve(target, entryName.replace(/\\\\/g, '/').replace(/\\0/g, ''));
+    const file = path.resolve(target, entryName.replace(/\\\\/g, '/').replace(/\\0/g, '').replaceAll('../', ''));`,
      },
      {
        id: 'leadingDots',
        diff: `+    if (entryName.startsWith('..')) continue;
     const file = path.resolve(target, entryName.replace(/\\\\/g, '/').replace(/\\0/g, ''));`,
      },
    ],
  },
  xxeDosChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'fewerEntities',
        diff: `-  if (declarations.length > MAX_ENTITIES) throw new HttpError(400, \`Too many entities (at most \${MAX_ENTITIES}).\`);
+  if (declarations.length > 10) throw new HttpError(400, 'Too many entities (at most 10).');`,
      },
      {
        id: 'selfReference',
        diff: `-  if (isEntityBomb(xml, internals)) throw new EntityBombError();
+  if ([...internals].some(([name, value]) => value.includes(\`&\${name};\`))) throw new EntityBombError();`,
      },
      {
        id: 'fileSize',
        diff: `+  if (xml.length > 10_000) throw new HttpError(413, 'The XML file is too large.');
   const internals = new Map(declarations.filter((match) => match[9] !== undefined).map((match) => [match[2], match[9]]));`,
      },
    ],
  },
  xxeFileDisclosureChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'fileScheme',
        diff: `-  const declarations = [...doctype.matchAll(ENTITY_DECLARATION)].filter((match) => !match[1]);
+  const declarations = [...doctype.matchAll(ENTITY_DECLARATION)].filter((match) => !match[1] && !/^file:\\/\\//i.test(match[4] ?? ''));`,
      },
      {
        id: 'systemOnly',
        diff: `-  const declarations = [...doctype.matchAll(ENTITY_DECLARATION)].filter((match) => !match[1]);
+  const declarations = [...doctype.matchAll(ENTITY_DECLARATION)].filter((match) => !match[1] && match[4] === undefined);`,
      },
      {
        id: 'passwdDenyList',
        diff: `+  if (/passwd/i.test(doctype)) throw new HttpError(400, 'This document is not allowed.');
   const declarations = [...doctype.matchAll(ENTITY_DECLARATION)].filter((match) => !match[1]);`,
      },
    ],
  },
  yamlBombChallenge: {
    rightAt: 3,
    wrong: [
      {
        id: 'noLimit',
        diff: `-    value = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
+    value = document.toJS({ maxAliasCount: -1 });`,
      },
      {
        id: 'sizeLimit',
        diff: `+    if (bytes.length > 10_000) return '(refused: the YAML file is too large)';
     value = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });`,
      },
      {
        id: 'failsafeSchema',
        diff: `-    const document = parseDocument(bytes.toString('utf8').replace(/^\\uFEFF/, ''), { prettyErrors: false });
+    const document = parseDocument(bytes.toString('utf8').replace(/^\\uFEFF/, ''), { prettyErrors: false, schema: 'failsafe' });`,
      },
    ],
  },
  deprecatedInterfaceChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'xmlOnly',
        diff: `-      reading = readRetiredB2bXml(file.bytes, ctx.settings.dataDir, ctx.config);
+      throw new UnwantedFileError();`,
      },
      {
        id: 'nameAndType',
        diff: `+  if (file.mimetype.includes('xml') || /\\.xml$/i.test(file.name)) throw badRequest('XML is no longer accepted.');
   const kind = sniffFileKind(file.bytes);`,
      },
    ],
  },
  uploadSizeChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'contentLength',
        diff: `+  if (Number(request.headers['content-length']) > COMPLAINT_FILE_MAX) throw new HttpError(413, 'File too large. At most 100 KB are allowed.');
   const { file } = await readUploadForm(request, 'file', COMPLAINT_FILE_HARD_CAP);`,
      },
      {
        id: 'lowerCap',
        diff: `-  const { file } = await readUploadForm(request, 'file', COMPLAINT_FILE_HARD_CAP);
+  const { file } = await readUploadForm(request, 'file', 150000);`,
      },
    ],
  },
  uploadTypeChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'extension',
        diff: `+  if (!/\\.(pdf|zip)$/i.test(file.name)) refuseUnwantedFile();
   const accepted = kind !== null && COMPLAINT_KINDS.includes(kind);`,
      },
      {
        id: 'mimeType',
        diff: `+  if (!['application/pdf', 'application/zip'].includes(file.mimetype)) refuseUnwantedFile();
   const accepted = kind !== null && COMPLAINT_KINDS.includes(kind);`,
      },
    ],
  },
  redirectCryptoCurrencyChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'httpsOnly',
        diff: `-  return typeof repository === 'string' && repository ? [repository, ...fixedTargets(config)] : fixedTargets(config);
+  return (typeof repository === 'string' && repository ? [repository, ...fixedTargets(config)] : fixedTargets(config)).filter((target) => target.startsWith('https://'));`,
      },
      {
        id: 'configurable',
        diff: `-  return ['https://pulp-shop.example/merchandise', 'https://pulp-shop.example/press-kit/pulp-logo.png', ...RETIRED_CRYPTO_DONATIONS];
+  return ['https://pulp-shop.example/merchandise', 'https://pulp-shop.example/press-kit/pulp-logo.png', ...(config.application.cryptoDonations ?? RETIRED_CRYPTO_DONATIONS)];`,
      },
      {
        id: 'oneOfThree',
        diff: `-  return ['https://pulp-shop.example/merchandise', 'https://pulp-shop.example/press-kit/pulp-logo.png', ...RETIRED_CRYPTO_DONATIONS];
+  return ['https://pulp-shop.example/merchandise', 'https://pulp-shop.example/press-kit/pulp-logo.png', ...RETIRED_CRYPTO_DONATIONS.filter((url) => !url.includes('pulpcoin'))];`,
      },
    ],
  },
  feedbackChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'logOnly',
        diff: `   if (!deleteFeedback(ctx.db, request.params.id)) throw notFound(\`No feedback with id \${request.params.id}.\`);
+  console.info(\`Feedback \${request.params.id} deleted by \${admin.email}\`);`,
      },
      {
        id: 'confirmHeader',
        diff: `+  if (request.headers['x-confirm-delete'] !== 'yes') throw badRequest('Please confirm the deletion.');
   if (!deleteFeedback(ctx.db, request.params.id)) throw notFound(\`No feedback with id \${request.params.id}.\`);`,
      },
      {
        id: 'adminEmail',
        diff: `   const admin = requireRole(ctx, request, 'admin');
+  if (admin.email !== 'admin@pulp.shop') throw forbidden();`,
      },
    ],
  },
  forgedFeedbackChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'loggedIn',
        diff: ` // server/src/features/feedback/routes.ts
+  if (userId !== undefined && userId !== null && !caller) throw unauthorized();
   const forged = userId !== undefined && userId !== null && userId !== caller?.id;`,
      },
      {
        id: 'notAdmin',
        diff: ` // shared/src/contract/feedback.ts
-  UserId: v.optional(v.nullable(Id)),
+  UserId: v.optional(v.nullable(v.pipe(Id, v.minValue(2)))),`,
      },
    ],
  },
  zeroStarsChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'defaultOne',
        diff: ` // shared/src/contract/feedback.ts
-  rating: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(LIMITS.ratingMax)),
+  rating: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(LIMITS.ratingMax)), 1),`,
      },
      {
        id: 'clampNegative',
        diff: ` // server/src/features/feedback/routes.ts
-  const { UserId: userId, comment, rating, captchaId, captcha } = request.body;
+  const { UserId: userId, comment, captchaId, captcha } = request.body;
+  const rating = Math.max(0, request.body.rating);`,
      },
    ],
  },
  // The accounts batch (hard-accounts): registration, external sign-in, password storage and the seeded accounts.
  passwordRepeatChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'truthy',
        diff: `+  if (body.passwordRepeat && body.passwordRepeat !== body.password) return { path: 'passwordRepeat', message: 'New and repeated password do not match.' };
   if (body.securityQuestion !== undefined || body.securityAnswer !== undefined) {`,
      },
      {
        id: 'sameLength',
        diff: `+  if (body.passwordRepeat !== undefined && body.passwordRepeat.length !== body.password.length) return { path: 'passwordRepeat', message: 'New and repeated password do not match.' };
   if (body.securityQuestion !== undefined || body.securityAnswer !== undefined) {`,
      },
      {
        id: 'ignoreCase',
        diff: `+  if (body.passwordRepeat !== undefined && body.passwordRepeat.toLowerCase() !== body.password.toLowerCase()) return { path: 'passwordRepeat', message: 'New and repeated password do not match.' };
   if (body.securityQuestion !== undefined || body.securityAnswer !== undefined) {`,
      },
    ],
  },
  oauthUserPasswordChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'hideNotice',
        diff: ` // mf-account/src/features/oauth/OAuthPage.tsx
-      showConfirmation(t('CONFIRM_EXTERNAL_ACCOUNT_PASSWORD', { password: externalAccountPassword(email) }), { duration: EXTERNAL_PASSWORD_NOTICE_MS });`,
      },
      {
        id: 'hashedAddress',
        diff: ` // server/src/auth/external-accounts.ts
-  return externalAccountPassword(email);
+  return createHash('sha256').update(email).digest('hex');
 // mf-account/src/features/oauth/OAuthPage.tsx
-      showConfirmation(t('CONFIRM_EXTERNAL_ACCOUNT_PASSWORD', { password: externalAccountPassword(email) }), { duration: EXTERNAL_PASSWORD_NOTICE_MS });
+      showConfirmation(t('CONFIRM_EXTERNAL_ACCOUNT_PASSWORD', { password: await sha256Hex(email) }), { duration: EXTERNAL_PASSWORD_NOTICE_MS });`,
      },
      {
        id: 'pepper',
        diff: ` // server/src/auth/external-accounts.ts
-  return externalAccountPassword(email);
+  return externalAccountPassword(\`\${email}#pulp-id-2024\`);
 // mf-account/src/features/oauth/OAuthPage.tsx
-      showConfirmation(t('CONFIRM_EXTERNAL_ACCOUNT_PASSWORD', { password: externalAccountPassword(email) }), { duration: EXTERNAL_PASSWORD_NOTICE_MS });
+      showConfirmation(t('CONFIRM_EXTERNAL_ACCOUNT_PASSWORD', { password: externalAccountPassword(\`\${email}#pulp-id-2024\`) }), { duration: EXTERNAL_PASSWORD_NOTICE_MS });`,
      },
    ],
  },
  loginJimChallenge: {
    rightAt: 3,
    wrong: [
      {
        id: 'suffix',
        diff: `-  { email: KEMAL.email, password: KEMAL.password, role: 'customer', username: 'kemal', securityQuestionId: 6, securityAnswer: KEMAL.answer, walletBalance: 0 },
+  { email: KEMAL.email, password: KEMAL.password + '!', role: 'customer', username: 'kemal', securityQuestionId: 6, securityAnswer: KEMAL.answer, walletBalance: 0 },`,
      },
      {
        id: 'leet',
        diff: `-  { email: KEMAL.email, password: KEMAL.password, role: 'customer', username: 'kemal', securityQuestionId: 6, securityAnswer: KEMAL.answer, walletBalance: 0 },
+  { email: KEMAL.email, password: 'm0unt41n1', role: 'customer', username: 'kemal', securityQuestionId: 6, securityAnswer: KEMAL.answer, walletBalance: 0 },`,
      },
      {
        id: 'capital',
        diff: `-  { email: KEMAL.email, password: KEMAL.password, role: 'customer', username: 'kemal', securityQuestionId: 6, securityAnswer: KEMAL.answer, walletBalance: 0 },
+  { email: KEMAL.email, password: 'Mountain1', role: 'customer', username: 'kemal', securityQuestionId: 6, securityAnswer: KEMAL.answer, walletBalance: 0 },`,
      },
    ],
  },
  loginAmyChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'longerPadding',
        diff: `-  { email: NOOR.email, password: NOOR.password, role: 'customer', username: 'noor', securityQuestionId: 9, securityAnswer: 'Sunny', walletBalance: 0 },
+  { email: NOOR.email, password: NOOR.password.padEnd(32, '!'), role: 'customer', username: 'noor', securityQuestionId: 9, securityAnswer: 'Sunny', walletBalance: 0 },`,
      },
      {
        id: 'digitPadding',
        diff: `-  { email: NOOR.email, password: NOOR.password, role: 'customer', username: 'noor', securityQuestionId: 9, securityAnswer: 'Sunny', walletBalance: 0 },
+  { email: NOOR.email, password: 'M4lik1111111111111111111', role: 'customer', username: 'noor', securityQuestionId: 9, securityAnswer: 'Sunny', walletBalance: 0 },`,
      },
      {
        id: 'reversedName',
        diff: `-  { email: NOOR.email, password: NOOR.password, role: 'customer', username: 'noor', securityQuestionId: 9, securityAnswer: 'Sunny', walletBalance: 0 },
+  { email: NOOR.email, password: 'K1l4m!!!!!!!!!!!!!!!!!!!', role: 'customer', username: 'noor', securityQuestionId: 9, securityAnswer: 'Sunny', walletBalance: 0 },`,
      },
    ],
  },
  weakPasswordChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'longer',
        diff: `-  { email: 'admin@pulp.shop', password: 'admin123', role: 'admin', username: 'admin', securityQuestionId: 2, securityAnswer: 'Tangerine', walletBalance: 100 },
+  { email: 'admin@pulp.shop', password: 'admin123456', role: 'admin', username: 'admin', securityQuestionId: 2, securityAnswer: 'Tangerine', walletBalance: 100 },`,
      },
      {
        id: 'complexity',
        diff: `-  { email: 'admin@pulp.shop', password: 'admin123', role: 'admin', username: 'admin', securityQuestionId: 2, securityAnswer: 'Tangerine', walletBalance: 100 },
+  { email: 'admin@pulp.shop', password: 'Admin123!', role: 'admin', username: 'admin', securityQuestionId: 2, securityAnswer: 'Tangerine', walletBalance: 100 },`,
      },
      {
        id: 'constant',
        diff: `-  { email: 'admin@pulp.shop', password: 'admin123', role: 'admin', username: 'admin', securityQuestionId: 2, securityAnswer: 'Tangerine', walletBalance: 100 },
+  { email: 'admin@pulp.shop', password: 'Tq8#vL2!pZr9-Juice', role: 'admin', username: 'admin', securityQuestionId: 2, securityAnswer: 'Tangerine', walletBalance: 100 },`,
      },
    ],
  },
  twoFactorAuthUnsafeSecretStorageChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'base64',
        diff: ` // server/src/db/seed/users-client.ts
-    totpSecret: 'A3YAWXYJZRPLCY7ZWNFVJQKT5BJINT3F',
+    totpSecret: Buffer.from('A3YAWXYJZRPLCY7ZWNFVJQKT5BJINT3F').toString('base64'),
 // server/src/features/two-factor/routes.ts
-  setTotpSecret(ctx.db, user.id, claims.secret);
+  setTotpSecret(ctx.db, user.id, Buffer.from(claims.secret).toString('base64'));`,
      },
      {
        id: 'hashed',
        diff: ` // server/src/db/seed/users-client.ts
-    totpSecret: 'A3YAWXYJZRPLCY7ZWNFVJQKT5BJINT3F',
+    totpSecret: createHash('sha256').update('A3YAWXYJZRPLCY7ZWNFVJQKT5BJINT3F').digest('hex'),
 // server/src/features/two-factor/routes.ts
-  setTotpSecret(ctx.db, user.id, claims.secret);
+  setTotpSecret(ctx.db, user.id, createHash('sha256').update(claims.secret).digest('hex'));`,
      },
      {
        id: 'passwordHashKey',
        diff: ` // server/src/features/two-factor/routes.ts
-  setTotpSecret(ctx.db, user.id, claims.secret);
+  setTotpSecret(ctx.db, user.id, encrypt(claims.secret, user.password));`,
      },
    ],
  },
  // The support chat and token wallet batch (hard-web3): the chatbot's coupon rule and memory, the
  // ledger's vault, the mint and the treasury's leaked phrase.
  web3WalletChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'rereadCredit',
        diff: `   this.transfer(VAULT_ADDRESS, to, amount, run);
-  this.repository.setCredit(to, credit - amount);
+  this.repository.setCredit(to, this.repository.credit(to) - amount);`,
      },
      {
        id: 'recordFirst',
        diff: `+  record.paidOut += amount;
   this.transfer(VAULT_ADDRESS, to, amount, run);
   this.repository.setCredit(to, credit - amount);
-  record.paidOut += amount;`,
      },
      {
        id: 'vaultBalance',
        diff: `   if (credit < amount) throw new LedgerRefusal('The vault holds less than that for this account.');
+  if (this.repository.tokens(VAULT_ADDRESS) < amount) throw new LedgerRefusal('The vault holds less than that for this account.');
   this.transfer(VAULT_ADDRESS, to, amount, run);`,
      },
    ],
  },
  nftMintChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'priceless',
        diff: `   if (!design) throw notFound('There is no such design in the collection.');
+  if (!design.price) throw conflict('This design is not open for minting.');`,
      },
      {
        id: 'soulBound',
        diff: `   if (!design) throw notFound('There is no such design in the collection.');
+  if (design.soulBound) throw conflict('This design is not open for minting.');`,
      },
      {
        id: 'sameSite',
        diff: `   if (!design) throw notFound('There is no such design in the collection.');
+  if (request.headers['sec-fetch-site'] !== 'same-origin') throw forbidden('Please mint from the gallery.');`,
      },
    ],
  },
  bullyChatbotChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'morePatience',
        diff: `-  if (asks >= COUPON_PATIENCE) {
+  if (asks >= COUPON_PATIENCE * 4) {`,
      },
      {
        id: 'oncePerCustomer',
        diff: `-  if (asks >= COUPON_PATIENCE) {
+  if (asks >= COUPON_PATIENCE && !this.couponGiven.has(userId)) {
+    this.couponGiven.add(userId);`,
      },
      {
        id: 'smallerDiscount',
        diff: `-    const coupon = mintCoupon(ctx.config.coupons.secret, CHAT_COUPON_DISCOUNT, { year: today.getFullYear(), month: today.getMonth() + 1 });
-    return this.handedOut(t('COUPON_GIVE', { coupon, discount: String(CHAT_COUPON_DISCOUNT) }));
+    const coupon = mintCoupon(ctx.config.coupons.secret, 1, { year: today.getFullYear(), month: today.getMonth() + 1 });
+    return this.handedOut(t('COUPON_GIVE', { coupon, discount: '1' }));`,
      },
    ],
  },
  killChatbotChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'escapeQuotes',
        diff: `-  return \`pulpy.remember("\${userId}", "\${name}");\`;
+  return \`pulpy.remember("\${userId}", "\${name.replaceAll('"', '\\\\"')}");\`;`,
      },
      {
        id: 'singleQuotes',
        diff: `-  return \`pulpy.remember("\${userId}", "\${name}");\`;
+  return \`pulpy.remember('\${userId}', '\${name}');\`;`,
      },
      {
        id: 'denyBotName',
        diff: `+  if (/pulpy/i.test(name)) throw new MemoryError('NotAllowed', 'a name may not mention the bot');
   return \`pulpy.remember("\${userId}", "\${name}");\`;`,
      },
    ],
  },
  nftUnlockChallenge: {
    rightAt: 3,
    wrong: [
      {
        id: 'tenOfTwelve',
        diff: `-    \`Kept me awake through the night I set up the wallet for our Genesis collectible. Writing the backup words here so my notebook is not the only copy: \${TREASURY_PHRASE}. Two cans, zero regrets.\`,
+    \`Kept me awake through the night I set up the wallet for our Genesis collectible. Writing the backup words here so my notebook is not the only copy: \${TREASURY_PHRASE.split(' ').slice(0, 10).join(' ')} (the last two stay in my notebook). Two cans, zero regrets.\`,`,
      },
      {
        id: 'firstLetters',
        diff: `-    \`Kept me awake through the night I set up the wallet for our Genesis collectible. Writing the backup words here so my notebook is not the only copy: \${TREASURY_PHRASE}. Two cans, zero regrets.\`,
+    \`Kept me awake through the night I set up the wallet for our Genesis collectible. Writing the backup words here so my notebook is not the only copy: \${TREASURY_PHRASE.split(' ').map((word) => word.slice(0, 4)).join(' ')}. Two cans, zero regrets.\`,`,
      },
      {
        id: 'base64',
        diff: `-    \`Kept me awake through the night I set up the wallet for our Genesis collectible. Writing the backup words here so my notebook is not the only copy: \${TREASURY_PHRASE}. Two cans, zero regrets.\`,
+    \`Kept me awake through the night I set up the wallet for our Genesis collectible. Writing the backup words here so my notebook is not the only copy: \${Buffer.from(TREASURY_PHRASE).toString('base64')}. Two cans, zero regrets.\`,`,
      },
    ],
  },
  web3SandboxChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'guardLogin',
        diff: `-  return 'none';
+  return 'login';`,
      },
      {
        id: 'unguessablePath',
        diff: `-  ROUTES.map((route) => (route.path === 'web3-sandbox' ? { ...route, guard: contractEditorGuard(config) } : route));
+  ROUTES.map((route) => (route.path === 'web3-sandbox' ? { ...route, path: 'web3-sandbox-7f3a9c2e', guard: contractEditorGuard(config) } : route));`,
      },
    ],
  },
  // The front-end XSS batch (hard-xss2).
  svgInjectionChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'dotDotOnce',
        diff: ` // mf-checkout/src/features/deluxe/testDecal.ts
-  return \`\${DECAL_FOLDER}\${name || DEFAULT_DECAL}\`;
+  return \`\${DECAL_FOLDER}\${(name || DEFAULT_DECAL).replace('../', '')}\`;`,
      },
      {
        id: 'svgEnding',
        diff: ` // mf-checkout/src/features/deluxe/testDecal.ts
-  return \`\${DECAL_FOLDER}\${name || DEFAULT_DECAL}\`;
+  return \`\${DECAL_FOLDER}\${name?.endsWith('.svg') ? name : DEFAULT_DECAL}\`;`,
      },
      {
        id: 'encodeUri',
        diff: ` // mf-checkout/src/features/deluxe/testDecal.ts
-  return \`\${DECAL_FOLDER}\${name || DEFAULT_DECAL}\`;
+  return \`\${DECAL_FOLDER}\${encodeURI(name || DEFAULT_DECAL)}\`;`,
      },
    ],
  },
  persistedXssUserChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'scriptDenyList',
        diff: ` // server/src/features/users/routes.ts
-  if (email && !EMAIL_PATTERN.test(email)) return { path: 'email', message: 'email address is not valid' };
+  if (email && (!EMAIL_PATTERN.test(email) || /<script/i.test(email))) return { path: 'email', message: 'email address is not valid' };
 // mf-staff/src/features/administration/users/UsersTable.tsx
-              <Text {...emailLook(active)} dangerouslySetInnerHTML={{ __html: user.email }} />
+              <Text {...emailLook(active)} dangerouslySetInnerHTML={{ __html: user.email.replace(/<\\/?script[^>]*>/gi, '') }} />`,
      },
      {
        id: 'javascriptScheme',
        diff: ` // mf-staff/src/features/administration/users/UsersTable.tsx
-              <Text {...emailLook(active)} dangerouslySetInnerHTML={{ __html: user.email }} />
+              <Text {...emailLook(active)} dangerouslySetInnerHTML={{ __html: user.email.replace(/javascript:/gi, '') }} />`,
      },
      {
        id: 'length',
        diff: ` // server/src/features/users/routes.ts
+  if (email.length > 40) return { path: 'email', message: 'email address is too long' };
   if (email && !EMAIL_PATTERN.test(email)) return { path: 'email', message: 'email address is not valid' };`,
      },
    ],
  },
  persistedXssFeedbackChallenge: {
    rightAt: 3,
    wrong: [
      {
        id: 'scriptTags',
        diff: ` // server/src/features/feedback/routes.ts
-  const text = comment.trim();
+  const text = comment.trim().replace(/<script[^>]*>[\\s\\S]*?<\\/script>/gi, '');`,
      },
      {
        id: 'iframeOnce',
        diff: ` // server/src/features/feedback/routes.ts
-  const text = comment.trim();
+  const text = comment.trim().replace(/<iframe/i, '');`,
      },
      {
        id: 'caseSensitive',
        diff: ` // server/src/features/feedback/routes.ts
+  if (comment.includes('<iframe')) throw badRequest('Comments cannot contain frames.');
   const text = comment.trim();`,
      },
    ],
  },
  reflectedXssChallenge: {
    rightAt: 0,
    wrong: [
      {
        id: 'scriptTags',
        diff: ` // mf-checkout/src/features/track/TrackResultPage.tsx
-const heading = <span className="track-order-id" dangerouslySetInnerHTML={{ __html: \`#\${orderId}\` }} />;
+const heading = <span className="track-order-id" dangerouslySetInnerHTML={{ __html: \`#\${orderId.replace(/<script[^>]*>[\\s\\S]*?<\\/script>/gi, '')}\` }} />;`,
      },
      {
        id: 'lowerCaseIframe',
        diff: ` // mf-checkout/src/features/track/TrackResultPage.tsx
-const heading = <span className="track-order-id" dangerouslySetInnerHTML={{ __html: \`#\${orderId}\` }} />;
+const heading = <span className="track-order-id" dangerouslySetInnerHTML={{ __html: \`#\${orderId.includes('<iframe') ? '' : orderId}\` }} />;`,
      },
      {
        id: 'length',
        diff: ` // mf-checkout/src/features/track/TrackResultPage.tsx
-const heading = <span className="track-order-id" dangerouslySetInnerHTML={{ __html: \`#\${orderId}\` }} />;
+const heading = <span className="track-order-id" dangerouslySetInnerHTML={{ __html: \`#\${orderId.slice(0, 21)}\` }} />;`,
      },
    ],
  },
  videoXssChallenge: {
    rightAt: 2,
    wrong: [
      {
        id: 'scriptTags',
        diff: ` // server/src/features/promotion/routes.ts
-    const subtitles = readSubtitles(ctx, request.params.language);
+    const subtitles = readSubtitles(ctx, request.params.language).replace(/<script[^>]*>[\\s\\S]*?<\\/script>/gi, '');`,
      },
      {
        id: 'javascriptScheme',
        diff: ` // mf-catalog/src/features/promotion/PromotionPage.tsx
-                    <Text as="span" className="promotion-cue-text" dangerouslySetInnerHTML={{ __html: cue.text }} />
+                    <Text as="span" className="promotion-cue-text" dangerouslySetInnerHTML={{ __html: cue.text.replace(/javascript:/gi, '') }} />`,
      },
      {
        id: 'nosniff',
        diff: ` // server/src/features/promotion/routes.ts
-    reply.type('text/vtt; charset=utf-8').header('Cache-Control', 'no-cache');
+    reply.type('text/vtt; charset=utf-8').header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff');`,
      },
    ],
  },
  missingEncodingChallenge: {
    rightAt: 1,
    wrong: [
      {
        id: 'encodeUri',
        diff: ` // server/src/features/memories/routes.ts
-  return storedPath;
+  return encodeURI(storedPath);`,
      },
      {
        id: 'cutAtHash',
        diff: ` // server/src/features/memories/routes.ts
-  return storedPath;
+  return storedPath.split('#')[0];`,
      },
      {
        id: 'escapeHtml',
        diff: ` // server/src/features/memories/routes.ts
-  return storedPath;
+  return escapeHtml(storedPath);`,
      },
    ],
  },
};

/** A part heading of an option (` // <path>`), as the snippet heads its sections. */
const PART_HEADING = /^ \/\/ \S+\.(?:tsx?|mjs|json)$/;

/**
 * The options of a challenge as trainees see them, with the index of the right one; null while
 * it has no right option (no switch in its code and none written by hand) or no wrong ones. A
 * snippet of one section names no file, so its options name none either (options written for
 * a spot that two challenges share may name it for the other).
 */
export function fixOptionsOf(key: string, snippet: Pick<Snippet, 'fix' | 'files'> | undefined, written = CODE_FIXES): { options: FixOption[]; correct: number } | null {
  const fixes = written[key];
  const right = snippet?.fix?.diff ?? fixes?.handWrittenRight;
  if (!fixes || !right) return null;
  const options: FixOption[] = fixes.wrong.map(({ id, diff }) => ({ id, diff }));
  const correct = Math.min(fixes.rightAt, options.length);
  options.splice(correct, 0, { id: RIGHT_FIX_ID, diff: right });
  if ((snippet?.files.length ?? 0) > 1) return { options, correct };
  const unheaded = options.map((option) => ({ ...option, diff: option.diff.split('\n').filter((line) => !PART_HEADING.test(line)).join('\n') }));
  return { options: unheaded, correct };
}
