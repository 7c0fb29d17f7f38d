import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useResource, type Challenge } from '@pulp/shared';
import { Button, Center, Spinner, Stack, Text } from '@pulp/shared/ui';
import { ModalDialog } from '@pulp/shared/ui-panels';
import { fetchSnippet, sendVerdict, type LineVerdict } from './api';
import { CodeListing } from './CodeListing';
import { toggleLine } from './selection';
import { FixIt } from './FixIt';
import { FindItHintText } from './FindItHintText';

export interface FindItDialogProps {
  challenge: Pick<Challenge, 'key' | 'name'>;
  onClose: () => void;
  /** The vulnerable lines were found (1) or the right fix chosen (2): the board shows the badge. */
  onProgress: (key: string, status: 1 | 2) => void;
}

/**
 * "Find it": the code of a challenge's spot; the trainee selects the vulnerable lines and the
 * server judges them. Loaded only when a card's "find it" button is pressed (with the highlighter).
 */
export default function FindItDialog({ challenge, onClose, onProgress }: FindItDialogProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number[]>([]);
  const [verdict, setVerdict] = useState<LineVerdict | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, error } = useResource(
    async () => {
      const answer = await fetchSnippet(challenge.key);
      // Found before: show the answer as it was judged.
      if (answer.vulnLines) {
        setSelected(answer.vulnLines);
        setVerdict({ verdict: true, right: answer.vulnLines, wrong: [], missing: 0 });
      }
      return answer;
    },
    { initialData: null, deps: [challenge.key] },
  );

  const toggle = (line: number) => {
    setSelected((current) => toggleLine(current, line));
    setVerdict(null);
  };

  const submit = async () => {
    setSending(true);
    setFailure(null);
    try {
      const answer = await sendVerdict(challenge.key, selected);
      setVerdict(answer);
      if (answer.verdict) onProgress(challenge.key, 1);
    } catch (problem) {
      setFailure(errorMessage(problem));
    } finally {
      setSending(false);
    }
  };

  const footer = (
    <>
      <Button variant="outline" onClick={onClose}>
        {t('FIND_IT_CLOSE')}
      </Button>
      <Button colorPalette="brand" className="find-it-submit" onClick={() => void submit()} disabled={!data || selected.length === 0 || sending || verdict?.verdict === true} loading={sending}>
        {t('FIND_IT_SUBMIT')}
      </Button>
    </>
  );

  return (
    <ModalDialog open onClose={onClose} className="find-it-dialog" title={t('FIND_IT_TITLE', { challenge: challenge.name })} size="code" scrollInside footer={footer}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('FIND_IT_INTRO')}
        </Text>
        {error && (
          <Text color="red.fg" role="alert">
            {error}
          </Text>
        )}
        {!data && !error && (
          <Center py="8" aria-busy="true">
            <Spinner color="brand.solid" />
          </Center>
        )}
        {data && <CodeListing code={data.snippet} label={t('FIND_IT_LISTING', { challenge: challenge.name })} selected={selected} verdict={verdict} onToggle={toggle} />}
        <Stack gap="1" role="status" className="find-it-result" minH="1.5em">
          {verdict?.verdict && (
            <Text color="green.fg" fontWeight="semibold">
              {t('FIND_IT_RIGHT')}
            </Text>
          )}
          {verdict && !verdict.verdict && (
            <>
              <Text color="red.fg" fontWeight="semibold">
                {t('FIND_IT_WRONG')}
              </Text>
              {verdict.wrong.length > 0 && <Text fontSize="sm">{t('FIND_IT_WRONG_LINES', { count: verdict.wrong.length })}</Text>}
              {verdict.missing > 0 && <Text fontSize="sm">{t('FIND_IT_MISSING_LINES', { count: verdict.missing })}</Text>}
              {verdict.hint && (
                <Text fontSize="sm" className="find-it-hint">
                  <FindItHintText hint={verdict.hint} />
                </Text>
              )}
            </>
          )}
          {failure && (
            <Text color="red.fg" role="alert">
              {failure}
            </Text>
          )}
        </Stack>
        {verdict?.verdict && <FixIt challengeKey={challenge.key} onFixed={(key) => onProgress(key, 2)} />}
      </Stack>
    </ModalDialog>
  );
}
