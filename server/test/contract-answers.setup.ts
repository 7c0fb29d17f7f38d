// Runs in every test file of every jest run of the server (jest.config.cjs, setupFilesAfterEnv):
// a test whose requests got an answer that does not fit the contract fails (contract-answers.ts).
import { describeMisfits, takeMisfits } from './contract-answers';

function failOnMisfits(): void {
  const misfits = takeMisfits();
  if (misfits.length > 0) throw new Error(describeMisfits(misfits));
}

afterEach(failOnMisfits);
// Answers to requests made in a file's beforeAll or afterAll hooks, outside any test.
afterAll(failOnMisfits);
