import type { FastifyInstance } from 'fastify';
import { products } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { isHardened } from '../../config/hardened';
import { serve } from '../../http/contract';
import { PRODUCTS } from '../../db/seed/products';
import { productImageFile } from '../../db/seed/seed';
import { productArt } from './product-art';
import { BLUEPRINT_FILE, KEYRING_SLUG, keyringBlueprint, withPrintMetadata } from './blueprint';
import { searchStatementOf, type Catalogue } from './catalogue';
import { solve } from '../challenges/solve';
import { inspectSearchResult } from '../challenges/client/search-injection';
import { sendEncoded } from '../../http/encoded-body';

const JSON_TYPE = 'application/json; charset=utf-8';

/** An error SQLite raised (better-sqlite3's SqliteError, recognised by its code). */
function isDatabaseError(failure: unknown): failure is { code: string; message: string } {
  // Duck-typed: errors of the native module are not instances of a test sandbox's Error.
  const { code, message } = (failure ?? {}) as { code?: unknown; message?: unknown };
  return typeof code === 'string' && code.startsWith('SQLITE_') && typeof message === 'string';
}

export function registerProductRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  serve(app, products.search, async (request, reply) => {
    const query = (request.query.q ?? '').trim();
    try {
      const answer = catalogue.searchAnswer(query, (rows) => inspectSearchResult(ctx, rows));
      if (typeof answer !== 'string') return sendEncoded(request, reply, answer, JSON_TYPE);
      reply.type(JSON_TYPE);
      return answer;
    } catch (failure) {
      if (!isDatabaseError(failure)) throw failure;
      reply.status(500);
      // vuln: errorHandlingChallenge — the database's own message and the statement go out
      // to the client instead of the shop's generic error.
      const answer = isHardened(ctx, 'errorHandlingChallenge')
        ? { status: 'error', error: 'The search could not be run. Please try other words.' }
        : { status: 'error', error: `${failure.code}: ${failure.message}`, sql: searchStatementOf(query, ctx.config).sql };
      if ('sql' in answer) solve(ctx, 'errorHandlingChallenge');
      return answer;
    }
  });

  serve(app, products.list, async () => ({ status: 'success', data: catalogue.all() }));

  serve(app, products.get, async (request) => {
    const product = catalogue.byId(request.params.id);
    if (!product) throw notFound(`No product with id ${request.params.id}.`);
    return { status: 'success', data: product };
  });

  serve(app, products.quantities, async () => ({ status: 'success', data: catalogue.quantities() }));

  serve(app, products.quantity, async (request) => {
    const quantity = catalogue.quantity(request.params.id);
    if (!quantity) throw notFound(`No quantity record with id ${request.params.id}.`);
    return { status: 'success', data: quantity };
  });

  const art = new Map(PRODUCTS.map((seed) => [productImageFile(seed.slug), seed.slug === KEYRING_SLUG ? withPrintMetadata(productArt(seed)) : productArt(seed)]));
  let blueprint: string | undefined;
  /** The keyring's print file, handed out: what Retrieve Blueprint asks for. */
  const printFile = (): string => {
    solve(ctx, 'retrieveBlueprintChallenge');
    return (blueprint ??= keyringBlueprint());
  };
  app.get<{ Params: { file: string } }>('/assets/public/images/products/:file', async (request, reply) => {
    // vuln: retrieveBlueprintChallenge — the keyring's print file was uploaded with its preview
    // into the public product pictures folder, and the preview's metadata names it.
    if (isHardened(ctx, 'retrieveBlueprintChallenge')) {
      // Product pictures only: the print file stays with the workshop and is published nowhere.
    } else {
      if (request.params.file === BLUEPRINT_FILE) {
        reply.header('Cache-Control', 'no-cache').type('model/stl').header('Content-Disposition', `attachment; filename="${BLUEPRINT_FILE}"`);
        return printFile();
      }
    }
    const svg = art.get(request.params.file);
    if (!svg) throw notFound('No such product image.');
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml');
    return svg;
  });
}
