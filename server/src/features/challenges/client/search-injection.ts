import type { AppContext } from '../../../context';
import { solveIf } from '../solve';

/** Every value of every row, as text: what a trainee sees in the search answer. */
function valuesOf(rows: object[]): Set<string> {
  const values = new Set<string>();
  for (const row of rows) for (const value of Object.values(row)) if (value !== null && value !== undefined) values.add(String(value));
  return values;
}

/**
 * Looks at the rows of a search whose text broke out of its string literal (the caller only
 * asks for those): did the injection bring back the database's schema, or the users'
 * credentials?
 */
export function inspectSearchResult(ctx: AppContext, rows: object[]): void {
  if (!rows.length) return;
  const values = valuesOf(rows);
  solveIf(ctx, 'dbSchemaChallenge', () =>
    ctx.db
      .prepare<[], { sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL")
      .all()
      .every((table) => values.has(table.sql)),
  );
  solveIf(ctx, 'unionSqlInjectionChallenge', () =>
    ctx.db
      .prepare<[], { email: string; password: string }>('SELECT email, password FROM Users')
      .all()
      .every((user) => values.has(user.email) && values.has(user.password)),
  );
}
