// Holds this remote's exposed modules to the exposes contract (shared/src/contract/remote-modules.ts)
// in the type check: each takes exactly the props the contract gives it. Type-only: webpack
// builds the exposed modules from exposes.json, and nothing imports this file.
import type { ExposesMatch } from '@pulp/shared/contract';
import type AccountingPage from '../features/accounting/AccountingPage';
import type AdministrationPage from '../features/administration/AdministrationPage';

export type ExposesContract = ExposesMatch<
  'staff',
  {
    AccountingPage: typeof AccountingPage;
    AdministrationPage: typeof AdministrationPage;
  }
>;

// Fails to compile unless the check above is true.
export const EXPOSES_MATCH_CONTRACT: ExposesContract = true;
