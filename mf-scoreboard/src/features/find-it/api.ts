import { api, PATHS, pathTo } from '@pulp/shared';

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
}

export function fetchSnippet(key: string): Promise<SnippetAnswer> {
  return api.get<SnippetAnswer>(pathTo(PATHS.snippet, { challenge: key }));
}

export function sendVerdict(key: string, selectedLines: number[]): Promise<LineVerdict> {
  return api.post<LineVerdict>(PATHS.snippetVerdict, { key, selectedLines });
}
