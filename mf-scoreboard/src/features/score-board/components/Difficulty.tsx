import { useTranslation } from 'react-i18next';
import { HStack, PulpIcon } from '@pulp/shared/ui';
import { DIFFICULTIES } from '../model/filters';

/** Filled stars for the difficulty, named "Difficulty N of 6" (dom-contract). */
export function Difficulty({ difficulty, size = '1em' }: { difficulty: number; size?: string }) {
  const { t } = useTranslation();
  return (
    <HStack gap="0.5" role="img" aria-label={t('DIFFICULTY_OF', { difficulty, max: DIFFICULTIES.length })} className="difficulty" color="brand.solid">
      {DIFFICULTIES.map((level) => (
        <PulpIcon key={level} name="star" size={size} fill={level <= difficulty ? 'currentColor' : 'none'} opacity={level <= difficulty ? 1 : 0.35} />
      ))}
    </HStack>
  );
}
