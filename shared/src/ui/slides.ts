/**
 * `@pulp/shared/ui-slides` (a federation singleton): the slideshow (carousel) of the about
 * page and the slider of the feedback rating, loaded with the first page that shows one.
 */
import { carouselSlotRecipe, sliderSlotRecipe } from '@chakra-ui/react/theme';
// From the ui singleton, not './system': a relative import would copy the system (and its
// theme) into this lazily loaded module's chunk, although the first screen has loaded it.
import { registerRecipes } from '@pulp/shared/ui';

registerRecipes({ slotRecipes: { carousel: carouselSlotRecipe, slider: sliderSlotRecipe } });

export { Carousel, Slider } from '@chakra-ui/react';
