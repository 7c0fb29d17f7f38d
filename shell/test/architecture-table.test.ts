import fs from 'node:fs';
import { ROUTES } from '../src/app/route-table';
import { tokenSalePath } from '../src/app/hidden-route';

interface TableScript {
  ARCHITECTURE_FILE: string;
  allExposes: () => Record<string, Record<string, string>>;
  currentTable: (exposes?: Record<string, Record<string, string>>) => string;
  withArchitectureTable: (markdown: string, table: string) => string;
}

// The script that writes the table, from the route table the shell routes by (shared/routes.json).
const script = require('../../scripts/architecture-table.cjs') as TableScript;

describe("ARCHITECTURE.md's route table", () => {
  it('is up to date with the route table and the remotes (run node scripts/architecture-table.cjs after changing either)', () => {
    const markdown = fs.readFileSync(script.ARCHITECTURE_FILE, 'utf8');
    expect(script.withArchitectureTable(markdown, script.currentTable())).toBe(markdown);
  });

  it('names each route with the file of the module its remote exposes', () => {
    const table = script.currentTable();
    expect(table).toContain(
      '| `#/basket` | `mf-checkout` | `./BasketPage` | [`mf-checkout/src/features/basket/BasketPage.tsx`](mf-checkout/src/features/basket/BasketPage.tsx) |  |',
    );
    expect(table).toContain('| `#/administration` | `mf-staff` | `./AdministrationPage` |');
    for (const route of ROUTES) expect(table).toContain(`| \`mf-${route.remote}\` | \`./${route.module}\` |`);
    // A module no route opens (the shell mounts the instructor over every page) still appears.
    expect(table).toMatch(/\| \*no route\* \| `mf-scoreboard` \| `\.\/HackingInstructor` \|/);
  });

  it('refuses a route whose module its remote does not expose', () => {
    const exposes = script.allExposes();
    delete exposes.checkout['./WalletPage'];
    expect(() => script.currentTable(exposes)).toThrow(/wallet opens checkout\/WalletPage/);
  });

  it('never writes the token sale path out (finding it is a challenge)', () => {
    expect(fs.readFileSync(script.ARCHITECTURE_FILE, 'utf8')).not.toContain(tokenSalePath());
    expect(script.currentTable()).toContain('| *obscured (see `shell/src/app/hidden-route.ts`)* | `mf-catalog` | `./TokenSalePage` |');
  });
});
