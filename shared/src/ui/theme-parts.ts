import { defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme, but with only the recipes of the components of the first screen
 * (`@pulp/shared/ui`): the full set is the largest part of Chakra's code. The other parts of
 * the UI kit register their components' recipes when they load (see registerRecipes); the
 * ui kit's test checks that every exported component finds its recipe.
 */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
};

export const SLOT_RECIPES = {
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
};

/**
 * Chakra's colour palettes no screen of the shop uses. Each palette is some 30 tokens (its shades,
 * its semantic colours and the `colorPalette` aliases made from them), and every token costs
 * the first screen time in createSystem and bytes in the global styles; palettes.test.ts keeps
 * every front end's sources clear of these names.
 */
export const UNUSED_PALETTES = ['teal', 'cyan', 'pink'] as const;

function withoutPalettes<T extends Record<string, unknown>>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !(UNUSED_PALETTES as readonly string[]).includes(name))) as T;
}

export const slimThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutPalettes(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: withoutPalettes(semanticTokens.colors ?? {}) },
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});
