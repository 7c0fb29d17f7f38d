import fs from 'node:fs';
import path from 'node:path';
import { buildShop, type Shop, type ShopOptions } from '../src/app';
import type { AnswerListener, CheckedAnswer } from '../src/http/answer-check';
import type { Settings } from '../src/config/settings';
import { SERVER_ROOT } from '../src/config/settings';
import { SOLVER_MODE } from './solver-mode';

/**
 * Every shop the server's tests start checks its answers against the contract: each 2xx JSON
 * answer of a contract route with a `response` schema is parsed with that schema. A misfit is
 * kept here until the test that caused it ends, which then fails naming the endpoint, the
 * place in the answer and valibot's message (contract-answers.setup.ts). Endpoints answered
 * within their schema are noted per run, so that the teardown of a full run can name the
 * endpoints no test ever answered (contract-answers.teardown.cjs).
 */

/** Where each run notes the endpoints its tests had answered within their schema. */
export const CONTRACT_ANSWERS_DIR = path.join(SERVER_ROOT, 'test-results', 'contract-answers');

interface Findings {
  misfits: CheckedAnswer[];
  answered: Set<string>;
  /** The flaws whose requests are under way (offContract): their answers need not fit. */
  flaws: string[];
}

// On the global object: a test that loads modules afresh (jest.isolateModules) gets another
// copy of this module, but its shops' misfits must reach the same test.
const FINDINGS = Symbol.for('pulp.test.contract-answers');

function findings(): Findings {
  const holder = globalThis as { [FINDINGS]?: Findings };
  return (holder[FINDINGS] ??= { misfits: [], answered: new Set(), flaws: [] });
}

function noteAnswered(endpoint: string): void {
  const { answered } = findings();
  if (answered.has(endpoint)) return;
  answered.add(endpoint);
  const dir = path.join(CONTRACT_ANSWERS_DIR, SOLVER_MODE);
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(path.join(dir, `${process.pid}.jsonl`), `${JSON.stringify({ endpoint })}\n`);
}

/** What the check installed in every test shop does with each checked answer. */
export const checkAnswer: AnswerListener = (answer) => {
  const { misfits, flaws } = findings();
  if (answer.issues.length === 0) noteAnswered(answer.endpoint);
  else if (flaws.length === 0) misfits.push(answer);
};

/**
 * Runs requests whose answers a deliberate flaw shapes, so they need not fit the contract: a
 * UNION through the search's SQL injection answers rows of another table where products were
 * promised. `flaw` says which, for the reader. Every answer given while `run` is under way is
 * excused (a test's requests follow one another), and answers that do fit still count.
 */
export async function offContract<T>(flaw: string, run: () => Promise<T>): Promise<T> {
  const { flaws } = findings();
  flaws.push(flaw);
  try {
    return await run();
  } finally {
    flaws.splice(flaws.lastIndexOf(flaw), 1);
  }
}

/** The misfits since the last call (the setup file asks after every test). */
export function takeMisfits(): CheckedAnswer[] {
  return findings().misfits.splice(0);
}

/** One sentence per misfit: the endpoint, the URL and status, then each place and message. */
export function describeMisfits(misfits: CheckedAnswer[]): string {
  const lines = misfits.map(({ endpoint, url, status, issues }) => {
    const places = issues.map(({ path: where, message }) => `${where || '(the whole answer)'}: ${message}`).join('; ');
    return `- ${endpoint} (${url} answered ${status}) — ${places}`;
  });
  return [`${misfits.length === 1 ? 'An answer does' : `${misfits.length} answers do`} not fit the contract's response schema (@pulp/shared/contract):`, ...lines].join('\n');
}

/** buildShop for tests: the shop checks its answers against the contract (see above). */
export function buildCheckedShop(settings: Settings, options: ShopOptions = {}): Promise<Shop> {
  return buildShop(settings, { checkAnswers: checkAnswer, ...options });
}
