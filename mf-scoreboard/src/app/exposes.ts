// Holds this remote's exposed modules to the exposes contract (shared/src/contract/remote-modules.ts)
// in the type check: each takes exactly the props the contract gives it. Type-only: webpack
// builds the exposed modules from webpack.config.js, and nothing imports this file.
import type { ComponentType } from 'react';
import type { ExposedModule, ExposedProps } from '@pulp/shared/contract';
import type ScoreBoardPage from '../features/score-board/ScoreBoardPage';
import type HackingInstructor from '../features/hacking-instructor/HackingInstructor';

type Exposed = { [M in ExposedModule<'scoreboard'>]: ComponentType<ExposedProps<'scoreboard', M>> };

export type ExposesContract = {
  ScoreBoardPage: typeof ScoreBoardPage;
  HackingInstructor: typeof HackingInstructor;
} extends infer Actual
  ? Actual extends Exposed
    ? Exposed extends { [M in keyof Actual]: unknown }
      ? true
      : 'this remote exposes a module the contract does not list'
    : 'the contract lists a module this remote does not expose, or one takes other props'
  : never;

// Fails to compile unless the check above is true.
export const EXPOSES_MATCH_CONTRACT: ExposesContract = true;
