import { useTranslation } from 'react-i18next';
import { HStack, PulpIcon } from '@pulp/shared/ui';
import { MAX_RATING } from './api';

/** A rating as filled stars out of five, read out as "n of 5 stars". */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const filled = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <HStack gap="0.5" role="img" aria-label={t('ADMIN_RATING_LABEL', { rating: filled })} className="rating" data-rating={filled}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <HStack key={index} as="span" color={index < filled ? 'yellow.500' : 'fg.subtle'} className={index < filled ? 'star filled' : 'star'}>
          <PulpIcon name="star" fill={index < filled ? 'currentColor' : 'none'} size="1.1em" />
        </HStack>
      ))}
    </HStack>
  );
}
