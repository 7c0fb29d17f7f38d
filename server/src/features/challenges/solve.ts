import type { AppContext } from '../../context';

/**
 * The one path every detection takes: marks the challenge solved (once), stores it, and
 * announces it over the socket. Returns whether it was newly solved.
 */
export function solve(ctx: AppContext, key: string): boolean {
  return ctx.challenges.solve(key);
}

/** Solves the challenge when it is still open and the condition holds (checked only then). */
export function solveIf(ctx: AppContext, key: string, condition: () => boolean): boolean {
  if (ctx.challenges.isSolved(key)) return false;
  return condition() ? ctx.challenges.solve(key) : false;
}
