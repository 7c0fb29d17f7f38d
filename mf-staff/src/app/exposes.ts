// Holds this remote's exposed modules to the exposes contract (shared/src/contract/remote-modules.ts)
// in the type check: each takes exactly the props the contract gives it. Type-only: webpack
// builds the exposed modules from webpack.config.js, and nothing imports this file.
import type { ComponentType } from 'react';
import type { ExposedModule, ExposedProps } from '@pulp/shared/contract';
import type AccountingPage from '../features/accounting/AccountingPage';
import type AdministrationPage from '../features/administration/AdministrationPage';

type Exposed = { [M in ExposedModule<'staff'>]: ComponentType<ExposedProps<'staff', M>> };

export type ExposesContract = {
  AccountingPage: typeof AccountingPage;
  AdministrationPage: typeof AdministrationPage;
} extends infer Actual
  ? Actual extends Exposed
    ? Exposed extends { [M in keyof Actual]: unknown }
      ? true
      : 'this remote exposes a module the contract does not list'
    : 'the contract lists a module this remote does not expose, or one takes other props'
  : never;

// Fails to compile unless the check above is true.
export const EXPOSES_MATCH_CONTRACT: ExposesContract = true;
