import { Trans } from 'react-i18next';
import type { FindItHint } from '@pulp/shared/contract';
import { chakra } from '@pulp/shared/ui';

const KEYS: Record<FindItHint['kind'], string> = {
  file: 'FIND_IT_HINT_FILE',
  unit: 'FIND_IT_HINT_UNIT',
  above: 'FIND_IT_HINT_ABOVE',
  below: 'FIND_IT_HINT_BELOW',
  between: 'FIND_IT_HINT_BETWEEN',
  extra: 'FIND_IT_HINT_EXTRA',
};

/**
 * The server's hint after a wrong selection, in the page's language. A file or function it names
 * is code: shown as code, left to right even on a right-to-left page.
 */
export function FindItHintText({ hint }: { hint: FindItHint }) {
  const values = { file: 'file' in hint ? hint.file : '', unit: 'unit' in hint ? hint.unit : '' };
  return <Trans i18nKey={KEYS[hint.kind]} values={values} components={{ code: <chakra.code dir="ltr" fontFamily="mono" fontSize="0.95em" overflowWrap="anywhere" /> }} />;
}
