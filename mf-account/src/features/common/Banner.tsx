import type { ReactNode } from 'react';
import { Box } from '@pulp/shared/ui';

/** A message above or inside a form: class `error` (an alert) or `confirmation` (a status). */
export function Banner({ kind, children, id }: { kind: 'error' | 'confirmation'; children: ReactNode; id?: string }) {
  const error = kind === 'error';
  return (
    <Box
      id={id}
      className={kind}
      role={error ? 'alert' : 'status'}
      bg={error ? 'red.subtle' : 'green.subtle'}
      color={error ? 'red.fg' : 'green.fg'}
      px="3"
      py="2.5"
      borderRadius="md"
      fontSize="sm"
    >
      {children}
    </Box>
  );
}
