import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Hint } from '@pulp/shared';
import { Box, Button, Link, PulpIcon, Stack, Text, showError } from '@pulp/shared/ui';
import { RichText } from './RichText';

export interface ChallengeHintsProps {
  challengeKey: string;
  hints: Hint[];
  /** The page that explains the weakness, offered once a hint is shown. */
  hintUrl?: string | null;
  onReveal: (hint: Hint) => Promise<void>;
}

/**
 * A challenge's hints, revealed one at a time: the shown ones as a numbered list, and a button
 * for the next. The newly shown hint takes the focus, so a screen reader reads it at once and
 * the focus is never lost when the last button goes away.
 */
export function ChallengeHints({ challengeKey, hints, hintUrl, onReveal }: ChallengeHintsProps) {
  const { t } = useTranslation();
  const shown = hints.filter((hint) => hint.unlocked);
  const next = hints.find((hint) => !hint.unlocked);
  const [revealing, setRevealing] = useState(false);
  const [focusOrder, setFocusOrder] = useState<number | null>(null);
  const focusTarget = useRef<HTMLLIElement | null>(null);

  useEffect(() => {
    if (focusOrder !== null && focusTarget.current) {
      focusTarget.current.focus();
      setFocusOrder(null);
    }
  }, [focusOrder, shown.length]);

  if (!hints.length) return null;

  const reveal = async () => {
    if (!next || revealing) return;
    setRevealing(true);
    try {
      await onReveal(next);
      setFocusOrder(next.order);
    } catch (failure) {
      showError(errorMessage(failure));
    } finally {
      setRevealing(false);
    }
  };

  const listId = `hints-${challengeKey}`;
  return (
    <Stack gap="2" className="challenge-hints" data-shown={shown.length} data-total={hints.length}>
      {shown.length > 0 && (
        <Box as="ol" id={listId} listStyleType="none" display="flex" flexDirection="column" gap="2" fontSize="sm" color="fg.muted">
          {shown.map((hint) => (
            <Box
              as="li"
              key={hint.id}
              className="challenge-hint"
              data-order={hint.order}
              tabIndex={-1}
              ref={hint.order === focusOrder ? focusTarget : undefined}
              borderInlineStartWidth="3px"
              borderInlineStartColor="brand.solid"
              paddingInlineStart="2"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            >
              <Text as="span" display="block" fontWeight="semibold" color="fg" fontSize="xs">
                {t('HINT_NUMBER', { number: hint.order, total: hints.length })}
              </Text>
              <RichText text={hint.text} />
            </Box>
          ))}
        </Box>
      )}
      {shown.length > 0 && hintUrl && (
        <Link href={hintUrl} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm" className="challenge-hint-url">
          {t('HINT_URL')}
        </Link>
      )}
      {next && (
        <Button
          variant="plain"
          size="sm"
          px="0"
          color="brand.fg"
          gap="1"
          alignSelf="flex-start"
          className="challenge-hint-next"
          aria-controls={shown.length > 0 ? listId : undefined}
          loading={revealing}
          onClick={() => void reveal()}
        >
          <PulpIcon name="chevronDown" />
          {shown.length === 0 ? t('SHOW_HINT') : t('SHOW_NEXT_HINT')}
        </Button>
      )}
    </Stack>
  );
}
