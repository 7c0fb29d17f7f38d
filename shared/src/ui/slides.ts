/**
 * `@pulp/shared/ui-slides` (a federation singleton): the slideshow (carousel) of the about
 * page and the slider of the feedback rating, loaded with the first page that shows one.
 */
import { carouselSlotRecipe, sliderSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from './system';

registerRecipes({ slotRecipes: { carousel: carouselSlotRecipe, slider: sliderSlotRecipe } });

export { Carousel, Slider } from '@chakra-ui/react';
