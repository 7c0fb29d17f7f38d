import { useTranslation } from 'react-i18next';
import { HStack, PulpIcon, Text } from '@pulp/shared/ui';
import { Slider } from '@pulp/shared/ui-slides';
import { LIMITS } from '@pulp/shared/validation';

/** The star rating: a slider (arrow keys move it) with the stars it stands for. */
export function StarRating({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  return (
    <HStack gap="4" align="center">
      <Slider.Root
        min={0}
        max={LIMITS.ratingMax}
        step={1}
        value={[value]}
        onValueChange={(details) => onChange(details.value[0])}
        colorPalette="brand"
        width="40"
        ids={{ thumb: () => 'rating' }}
        aria-label={[t('RATING_SLIDER')]}
      >
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      <HStack gap="0.5" color="yellow.500" aria-hidden="true" className="rating-stars">
        {Array.from({ length: LIMITS.ratingMax }, (_, index) => (
          <PulpIcon key={index} name="star" fill={index < value ? 'currentColor' : 'none'} />
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted" minW="10">
        {value}/{LIMITS.ratingMax}
      </Text>
    </HStack>
  );
}
