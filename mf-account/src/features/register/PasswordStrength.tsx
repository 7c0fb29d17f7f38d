import { useTranslation } from 'react-i18next';
import { passwordStrength } from '@pulp/shared/validation';
import { HStack, PulpIcon, Stack, Text } from '@pulp/shared/ui';
import { Switch } from '@pulp/shared/ui-forms';
import { List, Progress } from '@pulp/shared/ui-data';

const CRITERIA = [
  ['lower', 'PASSWORD_ADVICE_LOWER'],
  ['upper', 'PASSWORD_ADVICE_UPPER'],
  ['digit', 'PASSWORD_ADVICE_DIGIT'],
  ['special', 'PASSWORD_ADVICE_SPECIAL'],
  ['length', 'PASSWORD_ADVICE_LENGTH'],
] as const;

const PALETTE = ['red', 'red', 'orange', 'yellow', 'green', 'green'] as const;

/** The advisory strength meter of the registration form: it never blocks a password. */
export function PasswordStrength({ password, showAdvice, onShowAdviceChange }: { password: string; showAdvice: boolean; onShowAdviceChange: (show: boolean) => void }) {
  const { t } = useTranslation();
  const { criteria, score, percent } = passwordStrength(password);
  return (
    <Stack gap="2">
      <Progress.Root value={percent} size="xs" colorPalette={PALETTE[score]} aria-label={t('PASSWORD_STRENGTH')}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Switch.Root size="sm" checked={showAdvice} onCheckedChange={(details) => onShowAdviceChange(details.checked)}>
        <Switch.HiddenInput role="switch" aria-label={t('SHOW_PASSWORD_ADVICE')} />
        <Switch.Control />
        <Switch.Label fontSize="sm">{t('SHOW_PASSWORD_ADVICE')}</Switch.Label>
      </Switch.Root>
      {showAdvice && (
        <List.Root variant="plain" gap="1" className="password-advice">
          {CRITERIA.map(([key, text]) => (
            <List.Item key={key} data-met={criteria[key]} color={criteria[key] ? 'green.fg' : 'fg.muted'} fontSize="sm">
              <HStack gap="2">
                <PulpIcon name={criteria[key] ? 'check' : 'dot'} size="1em" strokeWidth={criteria[key] ? 2.5 : 4} />
                <Text as="span">{t(text)}</Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
