import { useCallback, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ApiError, errorMessage } from '@pulp/shared';
import { captchaSchema, exportFormatSchema, valibotResolver } from '@pulp/shared/validation';
import { Box, Button, Field, HStack, IconButton, Image, Input, PulpIcon, showConfirmation, Stack, Text, VisuallyHidden } from '@pulp/shared/ui';
import { RadioGroup } from '@pulp/shared/ui-forms';
import { Skeleton } from '@pulp/shared/ui-data';
import { PrivacyLayout } from '../privacy/PrivacyLayout';
import { Banner } from '../common/Banner';
import { captchaImageSource, captchaRequired, loadImageCaptcha, openExportWindow, recordSuccessfulExport, requestExport } from './data-export';

const FORMATS = [
  { value: '1', label: 'EXPORT_OPTION_JSON', name: 'JSON', enabled: true },
  { value: '2', label: 'EXPORT_OPTION_PDF', name: 'PDF', enabled: false },
  { value: '3', label: 'EXPORT_OPTION_EXCEL', name: 'Excel', enabled: false },
] as const;

/** The export form: a format, and the captcha's answer when one is asked for. */
const exportSchema = v.object({ format: exportFormatSchema, answer: v.string() });
const exportWithCaptchaSchema = v.object({ format: exportFormatSchema, answer: captchaSchema });
const EMPTY: v.InferInput<typeof exportSchema> = { format: '1', answer: '' };

/** Data export (docs/behaviour.md, "Screens", "Account and feedback flows" and "Errors and confirmations"): JSON only; a captcha when the last export is recent. */
export default function DataExportPage() {
  const { t } = useTranslation();
  const [needsCaptcha, setNeedsCaptcha] = useState(() => captchaRequired());
  const schema = needsCaptcha ? exportWithCaptchaSchema : exportSchema;
  const { control, handleSubmit, watch, setValue, formState } = useForm({ defaultValues: EMPTY, resolver: valibotResolver(schema) });
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = formState.isSubmitting;
  const answer = watch('answer');

  const newCaptcha = useCallback(() => {
    setValue('answer', '');
    setCaptchaImage(null);
    loadImageCaptcha()
      .then((captcha) => setCaptchaImage(captcha.image))
      .catch((failure: unknown) => setError(errorMessage(failure)));
  }, [setValue]);

  useEffect(() => {
    if (captchaRequired()) newCaptcha();
  }, [newCaptcha]);

  const captchaValid = v.is(captchaSchema, answer);
  // Checked while rendering, with the same schema the resolver uses, so the button follows each keystroke.
  const canSubmit = v.is(schema, watch()) && !busy;

  const submit = handleSubmit(async ({ format, answer: typed }) => {
    if (busy) return;
    setError(null);
    try {
      const result = await requestExport(format, needsCaptcha ? typed : undefined);
      recordSuccessfulExport();
      openExportWindow(result.userData);
      showConfirmation(t('CONFIRM_DATA_EXPORT'));
      // A further export within five minutes asks for a captcha: show a fresh one right away.
      setNeedsCaptcha(true);
      newCaptcha();
    } catch (failure) {
      setError(errorMessage(failure));
      // The captcha is cleared; the server uses one up on every try, so a new one is drawn
      // (also when the server asks for one that local storage did not know about).
      const needed = (failure instanceof ApiError && failure.status === 401) || captchaRequired();
      setNeedsCaptcha(needed);
      if (needed) newCaptcha();
      else setValue('answer', '');
    }
  });

  return (
    <PrivacyLayout title={t('TITLE_REQUEST_DATA_EXPORT')}>
      <Text color="fg.muted">{t('DATA_EXPORT_INTRO')}</Text>
      {error && <Banner kind="error">{error}</Banner>}
      <form id="data-export-form" onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="5" maxW="md">
          <Field.Root required>
            <Field.Label>{t('LABEL_EXPORT_FORMAT')}</Field.Label>
            <Controller
              name="format"
              control={control}
              render={({ field }) => (
                <RadioGroup.Root id="export-format" name={field.name} value={field.value} onValueChange={(details) => field.onChange(details.value ?? '')} colorPalette="brand">
                  <HStack gap="6" wrap="wrap" id="formatControl">
                    {FORMATS.map((option) => (
                      <RadioGroup.Item key={option.value} value={option.value} disabled={!option.enabled}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        {/* The radio's name is the label text: the full option name for assistive tech, the short one on screen. */}
                        <RadioGroup.ItemText>
                          <VisuallyHidden>{t(option.label)}</VisuallyHidden>
                          <span aria-hidden="true">{option.name}</span>
                        </RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </HStack>
                </RadioGroup.Root>
              )}
            />
            <Field.HelperText>{t('EXPORT_FORMAT_HINT')}</Field.HelperText>
          </Field.Root>
          {needsCaptcha && (
            <Stack gap="2" className="captcha">
              <Text fontSize="sm">{t('DATA_EXPORT_CAPTCHA_INTRO')}</Text>
              <HStack gap="2">
                <Box bg="white" borderRadius="md" borderWidth="1px" w="180px" h="60px" overflow="hidden">
                  {captchaImage ? <Image id="captchaImage" src={captchaImageSource(captchaImage)} alt={t('CAPTCHA_IMAGE')} w="180px" h="60px" /> : <Skeleton w="180px" h="60px" />}
                </Box>
                <IconButton variant="ghost" aria-label={t('NEW_CAPTCHA')} onClick={newCaptcha}>
                  <PulpIcon name="refresh" />
                </IconButton>
              </HStack>
              <Field.Root invalid={answer.length > 0 && !captchaValid} required>
                <Field.Label>{t('LABEL_CAPTCHA')}</Field.Label>
                <Controller
                  name="answer"
                  control={control}
                  render={({ field }) => (
                    <Input
                      aria-label={t('CAPTCHA_INPUT')}
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(event.target.value.trim())}
                      maxLength={5}
                      autoComplete="off"
                      fontFamily="mono"
                      letterSpacing="0.2em"
                      maxW="40"
                    />
                  )}
                />
                <Field.ErrorText>{t('MANDATORY_CAPTCHA')}</Field.ErrorText>
              </Field.Root>
            </Stack>
          )}
          <Button id="submitButton" type="submit" colorPalette="brand" alignSelf="flex-start" aria-label={t('DATA_EXPORT_SUBMIT')} disabled={!canSubmit} loading={busy}>
            <PulpIcon name="download" /> {t('BTN_REQUEST')}
          </Button>
        </Stack>
      </form>
    </PrivacyLayout>
  );
}
