import type { NavigateFunction } from '@pulp/shared/router';

/** Back to the previous page of the shop, or to a fallback when the page was opened directly. */
export function goBack(navigate: NavigateFunction, fallback: string): void {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) navigate(-1);
  else navigate(fallback, { replace: true });
}
