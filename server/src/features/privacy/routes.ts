import type { FastifyInstance } from 'fastify';
import { account } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { hashSecurityAnswer } from '../../auth/passwords';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { serve } from '../../http/contract';
import { isHardened } from '../../config/hardened';
import { now } from '../../db/database';
import { IMAGE_CAPTCHA_MS, solveImageCaptcha } from '../captcha/captchas';
import { eraseUser, findSecurityAnswer, type UserRow } from '../users/repository';
import { requireAccount } from '../users/session';
import { solve, solveIf } from '../challenges/solve';
import { memoriesOfUser } from '../memories/repository';
import { insertErasureRequest } from './repository';
import { erasureMail } from './erasure-mail';
import { decoyRoot } from '../complaints/decoys';
import { requestLanguage, translator } from '../../http/html-page';

/** Export formats (docs/behaviour.md, "Entities"): 1 JSON, 2 PDF, 3 Excel; only JSON is offered. */
const JSON_FORMAT = 1;

/** An email address with its vowels masked, as the order archive's lookup compares them. */
const maskVowels = (email: string) => email.toLowerCase().replace(/[aeiou]/g, '*');

/** Everything the shop keeps about a user that they may take away with them. */
function exportedData(ctx: AppContext, user: UserRow) {
  const masked = maskVowels(user.email);
  // vuln: dataExportChallenge ~1 — orders are matched by the email with its vowels masked, so
  // another address that masks the same (jonas@… and janes@…) collects them too.
  const matching = isHardened(ctx, 'dataExportChallenge')
    ? ctx.documents.orders.find({ email: user.email })
    : ctx.documents.orders.find({}).filter((order) => typeof order.email === 'string' && maskVowels(order.email) === masked);
  solveIf(ctx, 'dataExportChallenge', () => matching.some((order) => order.email !== user.email));
  const orders = matching.map((order) => ({
    orderId: order.orderId,
    totalPrice: order.totalPrice,
    products: order.products,
    bonus: order.bonus,
    eta: order.eta,
  }));
  const reviews = ctx.documents.reviews.find({ author: user.email }).map((review) => ({
    message: review.message,
    author: review.author,
    productId: review.product,
    likesCount: review.likesCount,
  }));
  const memories = memoriesOfUser(ctx.db, user.id);
  return { username: user.username, email: user.email, orders, reviews, memories };
}

export function registerPrivacyRoutes(app: FastifyInstance, ctx: AppContext): void {
  // When each user last exported: a second export within five minutes needs a captcha.
  const lastExport = new Map<number, number>();

  serve(app, account.dataExport, async (request) => {
    const user = requireAccount(ctx, request);
    if (Number(request.body.format) !== JSON_FORMAT) throw badRequest('Only the JSON export is available.');
    const previous = lastExport.get(user.id);
    if (previous !== undefined && Date.now() - previous < IMAGE_CAPTCHA_MS) {
      if (!request.body.answer || !solveImageCaptcha(ctx.db, user.id, request.body.answer)) {
        throw new HttpError(401, 'Wrong answer to CAPTCHA. Please try again.');
      }
    }
    lastExport.set(user.id, Date.now());
    return {
      confirmation: 'Your data export will open in a new Browser window.',
      userData: JSON.stringify(exportedData(ctx, user), null, 2),
    };
  });

  serve(app, account.erasureRequest, async (request) => {
    const user = requireAccount(ctx, request);
    const t = translator(ctx, requestLanguage(ctx, request));
    // Only the account holder, proving it twice: the session and the security answer.
    if (request.body.email.trim().toLowerCase() !== user.email.toLowerCase()) throw forbidden('You can only request the erasure of your own account.');
    const answer = findSecurityAnswer(ctx.db, user.id);
    if (!answer || answer.answer !== hashSecurityAnswer(request.body.securityAnswer)) throw new HttpError(401, 'Wrong answer to security question.');
    // vuln: lfrChallenge — the request's fields are handed to the old mailer as its options, as
    // the legacy code did, so a caller picks the layout file, and a path with ../ leaves the
    // layouts folder. Confined: files are read only from the decoy host tree in the data directory.
    const mail = isHardened(ctx, 'lfrChallenge')
      ? erasureMail(decoyRoot(ctx.settings.dataDir), { layout: request.body.layout, body: t('ERASURE_MAIL', { email: user.email }), application: ctx.config.application.name }, 'by name')
      : erasureMail(decoyRoot(ctx.settings.dataDir), { ...request.body, body: t('ERASURE_MAIL', { email: user.email }), application: ctx.config.application.name });
    if (!mail) throw badRequest(`The mail layout ${String(request.body.layout).slice(0, 100)} was not found.`);
    ctx.db.transaction(() => {
      insertErasureRequest(ctx.db, user.id, now());
      eraseUser(ctx.db, user.id);
    })();
    for (const [token, session] of ctx.sessions) if (session.id === user.id) ctx.sessions.delete(token);
    if (mail.outsideViews) solve(ctx, 'lfrChallenge');
    return { status: 'success', data: { confirmation: mail.text, layout: mail.layout } };
  });
}
