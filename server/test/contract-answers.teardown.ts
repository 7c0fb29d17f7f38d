// Teardown of the default run (jest.config.cjs): after a run of every test file, each endpoint of
// the contract with a `response` schema must have been answered (2xx, within its schema) by some
// test, so that the check of every answer (contract-answers.ts) covers the whole contract.
import fs from 'node:fs';
import path from 'node:path';
import { endpointKey, listEndpoints } from '../../shared/src/contract';

const { isFullRun, answersOf } = require('./solver-runs.global.cjs') as {
  isFullRun: (globalConfig: unknown) => boolean;
  answersOf: (mode: string) => string;
};

/** The endpoints this run's tests had answered within their schema (every worker's record). */
function answered(dir: string): Set<string> {
  const endpoints = new Set<string>();
  if (!fs.existsSync(dir)) return endpoints;
  for (const file of fs.readdirSync(dir)) {
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean)) endpoints.add((JSON.parse(line) as { endpoint: string }).endpoint);
  }
  return endpoints;
}

export default async function contractAnswersTeardown(globalConfig: unknown): Promise<void> {
  if (!isFullRun(globalConfig)) return;
  const seen = answered(answersOf('default'));
  const unanswered = listEndpoints()
    .filter(({ endpoint }) => endpoint.response !== undefined)
    .map(({ endpoint }) => endpointKey(endpoint))
    .filter((endpoint) => !seen.has(endpoint));
  if (unanswered.length > 0) {
    throw new Error(
      `No test got a 2xx answer from ${unanswered.length === 1 ? 'this endpoint of the contract, so its answer was' : `these ${unanswered.length} endpoints of the contract, so their answers were`} never checked against the response schema: ${unanswered.join(', ')}. Add a test that calls ${unanswered.length === 1 ? 'it' : 'each'} with a request it accepts.`,
    );
  }
}
