import { exposedNames, type ContractRemote } from '../src/contract/remote-modules';

// The remote's half of the exposes contract (shared/src/contract/remote-modules.ts), for its jest
// suite: what its exposes.json (its webpack build's `exposes`) lists is exactly what the contract
// lists. (Its src/app/exposes.ts holds the props to the contract in the type check.)
const table = require('../../scripts/architecture-table.cjs') as { exposesOf: (remote: string) => Record<string, string> };

export function describeExposesContract(remote: ContractRemote): void {
  describe(`what mf-${remote} exposes`, () => {
    it('is exactly what the exposes contract lists (rename both, or the shell loses a page)', () => {
      expect(Object.keys(table.exposesOf(remote)).sort()).toEqual(exposedNames(remote));
    });
  });
}
