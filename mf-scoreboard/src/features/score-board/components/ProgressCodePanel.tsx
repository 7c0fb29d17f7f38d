import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@pulp/shared';
import { Button, Card, Field, Flex, Input, PulpIcon, Stack, Text, showConfirmation, showError } from '@pulp/shared/ui';
import { applyContinueCode, fetchContinueCode, rememberProgress } from '../api';

/**
 * The restore form is one text field whose only rule is "not blank" (the server judges the
 * code), so it is plain React state: react-hook-form and a valibot schema cost about 14 KB gz,
 * more than the score board's own code, on the board's first load (the first-screen route budget).
 */
const notBlank = (value: string) => value.trim() !== '';

/**
 * Take progress along: shows the current progress code (to copy) and restores one, for
 * example on another machine or after the trainer reset the shop.
 */
export function ProgressCodePanel({ onRestored }: { onRestored: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState<string | null>(null);
  const [wanted, setWanted] = useState('');
  const [busy, setBusy] = useState(false);
  const blank = !notBlank(wanted);

  const show = async () => {
    try {
      setCode(await fetchContinueCode());
    } catch (failure) {
      showError(errorMessage(failure));
    }
  };

  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      showConfirmation(t('PROGRESS_CODE_COPIED'));
    } catch {
      showError(t('PROGRESS_CODE_COPY_FAILED'));
    }
  };

  const restore = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || busy) return;
    setBusy(true);
    try {
      const restored = await applyContinueCode(wanted.trim());
      // The restored progress is this browser's progress from now on.
      await rememberProgress().catch((failure: unknown) => console.error('The progress could not be saved', failure));
      showConfirmation(t('PROGRESS_RESTORED', { count: restored }));
      setWanted('');
      setCode(null);
      onRestored();
    } catch (failure) {
      showError(failure instanceof ApiError && failure.status === 400 ? t('INVALID_CONTINUE_CODE') : errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root size="sm" className="progress-code">
      <Card.Body gap="4">
        <Stack gap="1">
          <Card.Title as="h2" fontSize="md" display="flex" alignItems="center" gap="2">
            <PulpIcon name="key" />
            {t('PROGRESS_CODE_TITLE')}
          </Card.Title>
          <Text fontSize="sm" color="fg.muted">
            {t('PROGRESS_CODE_TEXT')}
          </Text>
        </Stack>
        <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
          <Field.Root flex="1">
            <Field.Label>{t('PROGRESS_CODE_CURRENT')}</Field.Label>
            {code === null ? (
              <Button size="sm" variant="outline" onClick={() => void show()} id="show-progress-code">
                {t('BTN_SHOW_PROGRESS_CODE')}
              </Button>
            ) : (
              <Flex gap="2" width="full">
                <Input readOnly value={code || t('PROGRESS_CODE_EMPTY')} id="progress-code" fontFamily="mono" size="sm" onFocus={(event) => event.currentTarget.select()} />
                <Button size="sm" variant="outline" onClick={() => void copy()} disabled={!code}>
                  {t('BTN_COPY')}
                </Button>
              </Flex>
            )}
          </Field.Root>
          <form onSubmit={(event) => void restore(event)} style={{ flex: 1 }} id="restore-progress-form">
            <Field.Root>
              <Field.Label htmlFor="restore-progress-code">{t('PROGRESS_CODE_RESTORE')}</Field.Label>
              <Flex gap="2" width="full">
                <Input id="restore-progress-code" size="sm" fontFamily="mono" name="code" value={wanted} onChange={(event) => setWanted(event.target.value)} placeholder={t('PROGRESS_CODE_PLACEHOLDER')} autoComplete="off" />
                <Button type="submit" size="sm" colorPalette="brand" loading={busy} disabled={blank} id="restore-progress-button">
                  {t('BTN_RESTORE_PROGRESS')}
                </Button>
              </Flex>
            </Field.Root>
          </form>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
