import { Fragment } from 'react';
import { chakra } from '@pulp/shared/ui';

/** Challenge texts are plain text where `backticks` mark code; nothing else is interpreted. */
export function RichText({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`)/g).filter(Boolean);
  return (
    <>
      {parts.map((part, index) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 2 ? (
          <chakra.code key={index} fontFamily="mono" fontSize="0.9em" px="1" borderRadius="sm" bg="bg.muted">
            {part.slice(1, -1)}
          </chakra.code>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
