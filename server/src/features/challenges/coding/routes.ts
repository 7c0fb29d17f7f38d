import type { FastifyInstance } from 'fastify';
import { codingChallenges, languageKey } from '@pulp/shared/contract';
import type { AppContext } from '../../../context';
import { serve } from '../../../http/contract';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { codingSnippets, flawLines, judgeLines, type Snippet } from './snippets';
import { fixOptionsOf } from './fixes';
import { findItHint } from './hints';
import { fixExplanation, serverLanguages } from '../../../i18n/server-texts';
import { languageCookie } from '../../../i18n/translations';
import { decodeCodingCode, encodeCodingCode, type CodingPhase } from './continue-codes';

const STATUS_OF: Record<CodingPhase, 1 | 2> = { findIt: 1, fixIt: 2 };

/**
 * "Find it, fix it" (paths and shapes as in the best-known shop): snippets of the challenges'
 * code spots, verdicts on selected lines and chosen fixes, and the progress codes of both phases.
 */
export function registerCodingChallengeRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Snippets of challenges this shop has (a marker may name a key of another catalogue). */
  const snippetOf = (key: string): Snippet => {
    const snippet = ctx.challenges.get(key) ? codingSnippets().get(key) : undefined;
    if (!snippet) throw notFound(`No code challenge for challenge key: ${key}`);
    return snippet;
  };
  const fixesOf = (key: string) => {
    const fixes = fixOptionsOf(key, snippetOf(key));
    if (!fixes) throw notFound(`No fixes for the code challenge ${key} yet.`);
    return fixes;
  };

  serve(app, codingChallenges.list, async () => ({
    challenges: [...codingSnippets().keys()].filter((key) => ctx.challenges.get(key)),
  }));

  serve(app, codingChallenges.snippet, async (request) => {
    const { challenge } = request.params;
    const snippet = snippetOf(challenge);
    const found = ctx.challenges.coding.status(challenge) >= 1;
    return { snippet: snippet.snippet, ...(found ? { vulnLines: flawLines(snippet) } : {}) };
  });

  serve(app, codingChallenges.verdict, async (request) => {
    const { key, selectedLines } = request.body;
    const snippet = snippetOf(key);
    const shown = snippet.snippet.split('\n').length;
    const outside = selectedLines.find((line) => line > shown);
    if (outside !== undefined) throw badRequest(`Line ${outside} is not in the snippet (it has ${shown} lines).`);
    const verdict = judgeLines(snippet, selectedLines);
    if (verdict.verdict) ctx.challenges.coding.raise(key, 1);
    return verdict.verdict ? verdict : { ...verdict, hint: findItHint(snippet, selectedLines) };
  });

  serve(app, codingChallenges.fixes, async (request) => ({ fixes: fixesOf(request.params.key).options.map((option) => option.diff) }));

  serve(app, codingChallenges.fixVerdict, async (request) => {
    const { key, selectedFix } = request.body;
    const fixes = fixesOf(key);
    if (selectedFix >= fixes.options.length) throw badRequest(`There are only ${fixes.options.length} fixes to choose from.`);
    if (ctx.challenges.coding.status(key) < 1) throw new HttpError(409, 'Find the vulnerable lines first.');
    const verdict = selectedFix === fixes.correct;
    if (verdict) ctx.challenges.coding.raise(key, 2);
    // In the reader's language (the shop's language cookie), as the challenge texts are.
    const language = languageKey(languageCookie(request.headers.cookie), serverLanguages()) ?? 'en';
    return { verdict, explanation: fixExplanation(key, fixes.options[selectedFix].id, language) };
  });

  const codeOf = (phase: CodingPhase) => {
    const ids = [...ctx.challenges.coding.statuses()]
      .filter(([, status]) => status >= STATUS_OF[phase])
      .map(([key]) => ctx.challenges.get(key)?.id)
      .filter((id): id is number => id !== undefined);
    return { continueCode: encodeCodingCode(phase, ids) };
  };
  const apply = (phase: CodingPhase, code: string) => {
    const ids = decodeCodingCode(phase, code);
    if (!ids) throw badRequest('Invalid continue code.');
    let restored = 0;
    for (const id of ids) {
      const challenge = ctx.challenges.catalogue.find((candidate) => candidate.id === id);
      // Only challenges that have a coding challenge here; unknown ids are passed over.
      if (challenge && codingSnippets().has(challenge.key) && ctx.challenges.coding.raise(challenge.key, STATUS_OF[phase])) restored += 1;
    }
    const phaseName = phase === 'findIt' ? '"find it"' : '"fix it"';
    return { status: 'success', data: `${restored} ${phaseName} coding challenges have been restored.`, restored };
  };

  serve(app, codingChallenges.continueCodeFindIt, async () => codeOf('findIt'));
  serve(app, codingChallenges.applyContinueCodeFindIt, async (request) => apply('findIt', request.params.code));
  serve(app, codingChallenges.continueCodeFixIt, async () => codeOf('fixIt'));
  serve(app, codingChallenges.applyContinueCodeFixIt, async (request) => apply('fixIt', request.params.code));
}
