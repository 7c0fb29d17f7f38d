import type { FastifyInstance, FastifyRequest } from 'fastify';
import { challenges, languageKey } from '@pulp/shared/contract';
import type { AppContext } from '../../context';
import { isHardened } from '../../config/hardened';
import { badRequest, notFound } from '../../http/errors';
import { serve } from '../../http/contract';
import { sendEncoded } from '../../http/encoded-body';
import type { Language } from './definitions';
import { serverLanguages } from '../../i18n/server-texts';
import { languageCookie } from '../../i18n/translations';
import type { ChallengeFilter } from './engine';
import { solve, solveIf } from './solve';
import { countryMappingYaml } from './countries';

/**
 * The language of challenge texts: ?lang, else the shop's language cookie, else English.
 * Language keys are plain letters, so the cookie is matched as such and never decoded: a
 * malformed value (`language=%`) simply means English.
 */
function languageOf(request: FastifyRequest, lang?: string): Language {
  return languageKey(lang ?? languageCookie(request.headers.cookie), serverLanguages()) ?? 'en';
}

/** The id a phantom code asks for (the catalogue has no such challenge). */
const PHANTOM_CHALLENGE_ID = 999;

export function registerChallengeRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, challenges.list, async (request, reply) => {
    const { lang, sort: _sort, ...filter }: ChallengeFilter & { lang?: string; sort?: string } = request.query;
    const lookup = Object.values(filter).some((value) => value !== undefined);
    // The score board asks for the whole list; lookups (the shell's side-nav check, the
    // hacking instructor) filter. Reading the whole list is finding the score board.
    if (lookup) return { status: 'success', data: ctx.challenges.list(languageOf(request, lang), filter) };
    solve(ctx, 'scoreBoardChallenge');
    // The language comes from ?lang or the language cookie; the answer carries a validator, so a
    // score board that asks again with an unchanged progress gets a 304.
    return sendEncoded(request, reply, ctx.challenges.listAnswer(languageOf(request, lang)), 'application/json; charset=utf-8', ['Cookie']);
  });

  // MultiJuicer's progress watchdog polls this every minute for every team. It is not the score
  // board's list, so reading it finds nothing (Score Board stays unsolved).
  serve(app, challenges.progress, async () => ({ status: 'success', data: ctx.challenges.progress() }));

  serve(app, challenges.repeatNotification, async (request) => {
    const challenge = ctx.challenges.find(request.query.challenge);
    if (!challenge) throw notFound(`No challenge named ${request.query.challenge}.`);
    return { status: 'success', data: { repeated: ctx.challenges.repeatNotification(challenge) } };
  });

  serve(app, challenges.continueCode, async () => ({ continueCode: ctx.challenges.continueCode() }));

  serve(app, challenges.applyContinueCode, async (request) => {
    // vuln: continueCodeChallenge — a well-formed code for a challenge that does not exist
    // is taken like any other: its unknown ids are passed over, not refused.
    const result = isHardened(ctx, 'continueCodeChallenge')
      ? ctx.challenges.applyContinueCode(request.params.code, { unknownIds: 'refuse' })
      : ctx.challenges.applyContinueCode(request.params.code);
    if (!result) throw badRequest('Invalid continue code.');
    // The other shop's format restores what Pulp shares, nothing more.
    solveIf(ctx, 'continueCodeChallenge', () => result.format === 'pulp' && result.unknownIds.includes(PHANTOM_CHALLENGE_ID));
    return { status: 'success', data: `${result.restored} solved challenges have been restored.`, restored: result.restored };
  });

  serve(app, challenges.countryMapping, async () => ctx.challenges.countryMapping());

  serve(app, challenges.countryMappingYaml, async (_request, reply) => {
    reply.type('application/yaml; charset=utf-8');
    return countryMappingYaml(ctx.challenges.countryMapping());
  });

  // The best-known shop's hint resource: CTF tools read every hint from it, the score board
  // reveals them one at a time through it.
  serve(app, challenges.hints, async (request) => ({ status: 'success', data: ctx.challenges.hints(languageOf(request, request.query.lang)) }));

  serve(app, challenges.unlockHint, async (request) => {
    const hint = ctx.challenges.unlockHint(request.params.id, languageOf(request));
    if (!hint) throw notFound(`No hint with id ${request.params.id}.`);
    return { status: 'success', data: hint };
  });
}
