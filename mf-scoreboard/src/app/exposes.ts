// Holds this remote's exposed modules to the exposes contract (shared/src/contract/remote-modules.ts)
// in the type check: each takes exactly the props the contract gives it. Type-only: webpack
// builds the exposed modules from exposes.json, and nothing imports this file.
import type { ExposesMatch } from '@pulp/shared/contract';
import type ScoreBoardPage from '../features/score-board/ScoreBoardPage';
import type HackingInstructor from '../features/hacking-instructor/HackingInstructor';

export type ExposesContract = ExposesMatch<
  'scoreboard',
  {
    ScoreBoardPage: typeof ScoreBoardPage;
    HackingInstructor: typeof HackingInstructor;
  }
>;

// Fails to compile unless the check above is true.
export const EXPOSES_MATCH_CONTRACT: ExposesContract = true;
