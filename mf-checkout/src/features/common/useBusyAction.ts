import { useState } from 'react';
import { errorMessage } from '@pulp/shared';
import { showError } from '@pulp/shared/ui';

/**
 * An action behind a button: busy while it runs (its buttons stay disabled meanwhile), and a
 * failure shows as the server's translated sentence. What follows a success is the task's own.
 */
export function useBusyAction(): [busy: boolean, run: (task: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch (failure) {
      showError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return [busy, run];
}
