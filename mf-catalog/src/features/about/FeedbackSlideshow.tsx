import { useTranslation } from 'react-i18next';
import type { Feedback } from '@pulp/shared';
import { Box, HStack, IconButton, PulpIcon, Text } from '@pulp/shared/ui';
import { Carousel } from '@pulp/shared/ui-slides';
import { SLIDE_DELAY_MS, slideImage, SLIDESHOW_HEIGHT } from './about';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <HStack gap="0.5" color="yellow.300" role="img" aria-label={t('RATING_STARS', { rating })}>
      {Array.from({ length: 5 }, (_, index) => (
        <PulpIcon key={index} name="star" fill={index < rating ? 'currentColor' : 'none'} />
      ))}
    </HStack>
  );
}

/** Customer feedback over the seven pictures, turning by itself (docs/behaviour.md, "Screens" and "Constants"). */
export function FeedbackSlideshow({ feedbacks }: { feedbacks: Feedback[] }) {
  const { t } = useTranslation();
  return (
    <Carousel.Root
      slideCount={feedbacks.length}
      autoplay={{ delay: SLIDE_DELAY_MS }}
      loop
      allowMouseDrag
      spacing="0px"
      translations={{
        nextTrigger: t('SLIDE_NEXT'),
        prevTrigger: t('SLIDE_PREVIOUS'),
        indicator: (index) => t('SLIDE_GO_TO', { number: index + 1 }),
        item: (index, count) => t('SLIDE_OF', { number: index + 1, count }),
        autoplayStart: t('SLIDESHOW_PLAY'),
        autoplayStop: t('SLIDESHOW_PAUSE'),
      }}
      className="feedback-slideshow"
    >
      <Carousel.ItemGroup borderRadius="lg" overflow="hidden">
        {feedbacks.map((feedback, index) => (
          <Carousel.Item key={feedback.id ?? index} index={index}>
            <Box position="relative" w="full" h={SLIDESHOW_HEIGHT} bgImage={`url(${slideImage(index)})`} backgroundSize="cover" backgroundPosition="center" className="slide">
              <Box position="absolute" insetX="0" bottom="0" p={{ base: '4', md: '6' }} bgGradient="to-t" gradientFrom="blackAlpha.800" gradientTo="transparent" color="white">
                <Stars rating={feedback.rating} />
                <Text mt="2" fontSize={{ base: 'md', md: 'lg' }} lineClamp={3} className="slide-comment" dir="auto">
                  {feedback.comment}
                </Text>
              </Box>
            </Box>
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      <Carousel.Control justifyContent="center" gap="3" mt="3">
        <Carousel.AutoplayTrigger asChild>
          <IconButton size="sm" variant="ghost">
            {/* Chakra shows "paused" while playing: the icon names the action. */}
            <Carousel.AutoplayIndicator paused={<PulpIcon name="pause" />} play={<PulpIcon name="play" />} />
          </IconButton>
        </Carousel.AutoplayTrigger>
        <Carousel.PrevTrigger asChild>
          <IconButton size="sm" variant="ghost">
            <PulpIcon name="chevronLeft" />
          </IconButton>
        </Carousel.PrevTrigger>
        <Carousel.Indicators />
        <Carousel.NextTrigger asChild>
          <IconButton size="sm" variant="ghost">
            <PulpIcon name="chevronRight" />
          </IconButton>
        </Carousel.NextTrigger>
      </Carousel.Control>
    </Carousel.Root>
  );
}
