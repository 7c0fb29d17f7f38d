import { api, ApiError, PATHS, pathTo } from '@pulp/shared';
import type { codingChallenges, FindItHint, ResponseOf } from '@pulp/shared/contract';

export interface SnippetAnswer {
  snippet: string;
  /** Present once the vulnerable lines were found. */
  vulnLines?: number[];
}

/** The server's verdict on selected lines: which were right, which wrong, how many are missing. */
export interface LineVerdict {
  verdict: boolean;
  right: number[];
  wrong: number[];
  missing: number;
  /** Where to look next, when the verdict is no. */
  hint?: FindItHint;
}

export function fetchSnippet(key: string): Promise<SnippetAnswer> {
  return api.get<ResponseOf<typeof codingChallenges.snippet>>(pathTo(PATHS.snippet, { challenge: key }));
}

export function sendVerdict(key: string, selectedLines: number[]): Promise<LineVerdict> {
  return api.post<ResponseOf<typeof codingChallenges.verdict>>(PATHS.snippetVerdict, { key, selectedLines });
}

/** The candidate fixes of a challenge as diffs, or null where none are written yet (404). */
export async function fetchFixes(key: string): Promise<string[] | null> {
  try {
    return (await api.get<ResponseOf<typeof codingChallenges.fixes>>(pathTo(PATHS.snippetFixes, { key }))).fixes;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface FixVerdict {
  verdict: boolean;
  /** Why the chosen fix works or fails. */
  explanation?: string;
}

export function sendFix(key: string, selectedFix: number): Promise<FixVerdict> {
  return api.post<ResponseOf<typeof codingChallenges.fixVerdict>>(PATHS.snippetFixVerdict, { key, selectedFix });
}
