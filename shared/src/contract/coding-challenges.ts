import * as v from 'valibot';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { ContinueCodeParams } from './challenges';

/** A snippet is at most this many lines long (the extractor bounds it far below). */
export const SNIPPET_LINES_MAX = 500;

const ChallengeKey = v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[A-Za-z0-9]+$/));
const LineNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SNIPPET_LINES_MAX));

export const SnippetParams = v.object({ challenge: ChallengeKey });
export const FixesParams = v.object({ key: ChallengeKey });
export const SnippetVerdictBody = v.object({ key: ChallengeKey, selectedLines: v.pipe(v.array(LineNumber), v.maxLength(SNIPPET_LINES_MAX)) });
export const FixVerdictBody = v.object({ key: ChallengeKey, selectedFix: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9)) });

/**
 * What "find it" tells a trainee whose selection was not right, without naming lines: the file
 * or the function the missed part of the flaw is in, whether it lies further up, further down
 * or between the selected lines, or (nothing missed) that only the lines marked wrong are too many.
 */
export const FindItHint = v.variant('kind', [
  v.object({ kind: v.literal('file'), file: v.string() }),
  v.object({ kind: v.literal('unit'), unit: v.string() }),
  v.object({ kind: v.picklist(['above', 'below', 'between', 'extra']) }),
]);
export type FindItHint = v.InferOutput<typeof FindItHint>;

const CodeOf = v.object({ continueCode: v.string() });
const Restored = v.object({ status: v.string(), data: v.string(), restored: v.number() });

/**
 * "Find it, fix it" coding challenges (paths and shapes as in the best-known shop): the
 * snippet of a challenge's code spot, the verdict on the lines a trainee selected, the
 * candidate fixes and the verdict on one, and progress codes for both phases.
 */
export const codingChallenges = {
  list: endpoint({ method: 'GET', path: PATHS.snippets, response: v.object({ challenges: v.array(v.string()) }) }),
  snippet: endpoint({
    method: 'GET',
    path: PATHS.snippet,
    params: SnippetParams,
    // The vulnerable lines come along once they were found (to show them again).
    response: v.object({ snippet: v.string(), vulnLines: v.optional(v.array(v.number())) }),
  }),
  verdict: endpoint({
    method: 'POST',
    path: PATHS.snippetVerdict,
    body: SnippetVerdictBody,
    // right: selected lines that belong to the flaw (or are accepted next to it); wrong: the
    // other selected lines; missing: how many places of the flaw were not selected; hint: where
    // to look next (only when the verdict is no).
    response: v.object({ verdict: v.boolean(), right: v.array(v.number()), wrong: v.array(v.number()), missing: v.number(), hint: v.optional(FindItHint) }),
  }),
  fixes: endpoint({ method: 'GET', path: PATHS.snippetFixes, params: FixesParams, response: v.object({ fixes: v.array(v.string()) }) }),
  fixVerdict: endpoint({
    method: 'POST',
    path: PATHS.snippetFixVerdict,
    body: FixVerdictBody,
    response: v.object({ verdict: v.boolean(), explanation: v.optional(v.string()) }),
  }),
  continueCodeFindIt: endpoint({ method: 'GET', path: PATHS.continueCodeFindIt, response: CodeOf }),
  applyContinueCodeFindIt: endpoint({ method: 'PUT', path: PATHS.applyContinueCodeFindIt, params: ContinueCodeParams, response: Restored }),
  continueCodeFixIt: endpoint({ method: 'GET', path: PATHS.continueCodeFixIt, response: CodeOf }),
  applyContinueCodeFixIt: endpoint({ method: 'PUT', path: PATHS.applyContinueCodeFixIt, params: ContinueCodeParams, response: Restored }),
};
