import { useState } from 'react';
import { local } from '@pulp/shared';

/** An expander whose open state is remembered in local storage (the payment page: docs/behaviour.md, "Screens"). */
export function useRememberedPanel(key: string, initial = false): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => {
    const stored = local.get(key);
    return stored === null ? initial : stored === 'true';
  });
  return [
    open,
    (next: boolean) => {
      local.set(key, String(next));
      setOpen(next);
    },
  ];
}
