/**
 * `@pulp/shared/ui-extra` (a federation singleton): the heaviest components — menus and
 * popovers (positioning engine), the slider and the slideshow — loaded when first wanted.
 */
export { Carousel, Menu, Popover, Slider } from '@chakra-ui/react';
