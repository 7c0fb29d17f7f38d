import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useResource } from '@pulp/shared';
import { Box, Button, chakra, Heading, Stack, Text } from '@pulp/shared/ui';
import { fetchFixes, sendFix, type FixVerdict } from './api';

const LINE_BG: Record<string, string | undefined> = { '+': 'green.subtle', '-': 'red.subtle' };

/**
 * A fix as a diff: added lines on green, removed lines on red (the + and - stay in the text).
 * Long lines wrap within their coloured band, so nothing is cut off at any width.
 */
function Diff({ diff }: { diff: string }) {
  return (
    <chakra.pre fontFamily="mono" fontSize="xs" lineHeight="1.6" m="0" borderWidth="1px" borderRadius="sm" bg="bg.subtle" className="fix-it-diff">
      {diff.split('\n').map((line, index) => (
        <Box as="span" key={index} display="block" px="2" bg={LINE_BG[line[0]]} whiteSpace="pre-wrap" overflowWrap="anywhere">
          {line || ' '}
        </Box>
      ))}
    </chakra.pre>
  );
}

export interface FixItProps {
  challengeKey: string;
  /** The right fix was chosen. */
  onFixed: (key: string) => void;
}

/**
 * "Fix it", after the lines were found: the candidate fixes as diffs, one of them right; the
 * answer comes with the explanation of the chosen option. Shown only where fixes are written.
 */
export function FixIt({ challengeKey, onFixed }: FixItProps) {
  const { t } = useTranslation();
  const { data: fixes, error } = useResource(() => fetchFixes(challengeKey), { initialData: null, deps: [challengeKey] });
  const [choice, setChoice] = useState<number | null>(null);
  const [verdict, setVerdict] = useState<FixVerdict | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (error) return <Text color="red.fg">{error}</Text>;
  if (!fixes) return null;

  const submit = async () => {
    if (choice === null) return;
    setFailure(null);
    try {
      const answer = await sendFix(challengeKey, choice);
      setVerdict(answer);
      if (answer.verdict) onFixed(challengeKey);
    } catch (problem) {
      setFailure(errorMessage(problem));
    }
  };

  return (
    <Stack gap="3" className="fix-it" borderTopWidth="1px" pt="4">
      <Heading as="h3" size="md">
        {t('FIX_IT_TITLE')}
      </Heading>
      <chakra.fieldset border="0" p="0" m="0">
        <chakra.legend fontSize="sm" color="fg.muted" mb="2">
          {t('FIX_IT_INTRO')}
        </chakra.legend>
        <Stack gap="2">
          {fixes.map((diff, index) => (
            <chakra.label key={index} display="flex" gap="2" alignItems="flex-start" cursor="pointer" className="fix-it-option">
              <input
                type="radio"
                name={`fix-${challengeKey}`}
                value={index}
                checked={choice === index}
                onChange={() => {
                  setChoice(index);
                  setVerdict(null);
                }}
                aria-label={t('FIX_IT_OPTION', { number: index + 1 })}
                style={{ marginTop: '0.4em' }}
              />
              <Box flex="1" minW="0">
                <Diff diff={diff} />
              </Box>
            </chakra.label>
          ))}
        </Stack>
      </chakra.fieldset>
      <Box>
        <Button size="sm" colorPalette="brand" className="fix-it-submit" disabled={choice === null || verdict?.verdict === true} onClick={() => void submit()}>
          {t('FIX_IT_SUBMIT')}
        </Button>
      </Box>
      <Stack gap="1" role="status" className="fix-it-result">
        {verdict && (
          <Text color={verdict.verdict ? 'green.fg' : 'red.fg'} fontWeight="semibold">
            {t(verdict.verdict ? 'FIX_IT_RIGHT' : 'FIX_IT_WRONG')}
          </Text>
        )}
        {verdict?.explanation && <Text fontSize="sm">{verdict.explanation}</Text>}
        {failure && (
          <Text color="red.fg" role="alert">
            {failure}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
