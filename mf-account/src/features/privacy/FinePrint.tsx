import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Span } from '@pulp/shared/ui';

/**
 * A word of the policy that glows when the pointer rests on it. Together these words spell a
 * path on the shop's server (the Privacy Policy Inspection challenge).
 */
export function HotWord({ children }: { children?: ReactNode }) {
  return (
    <Span
      className="hot"
      borderRadius="sm"
      transition="color 0.4s, text-shadow 0.4s"
      _hover={{ color: 'orange.500', textShadow: '0 0 6px var(--chakra-colors-orange-300), 0 0 14px var(--chakra-colors-yellow-400)' }}
    >
      {children}
    </Span>
  );
}

/** A policy text whose translation marks some words with <hot>…</hot>. */
export function PolicyText({ i18nKey, values }: { i18nKey: string; values?: Record<string, unknown> }) {
  return <Trans i18nKey={i18nKey} values={values} components={{ hot: <HotWord /> }} />;
}
