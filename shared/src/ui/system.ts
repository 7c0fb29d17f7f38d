import { createSystem, defaultBaseConfig, defineConfig, type RecipeDefinition, type SlotRecipeConfig } from '@chakra-ui/react';
import { slimThemeConfig } from './theme-parts';

/**
 * Pulp's look: a citrus palette (brand) over Chakra's defaults. The configured theme
 * name only adds a `<theme>-theme` class on the app container, so trainers' CSS hooks work.
 */
const pulpConfig = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%', bg: 'bg', color: 'fg' },
    // Icons that point along the reading direction (PulpIcon's MIRRORED) turn round right to left.
    '[dir=rtl] .pulp-icon-mirrored': { transform: 'scaleX(-1)' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
      colors: {
        brand: {
          50: { value: '#fff7ed' },
          100: { value: '#ffedd5' },
          200: { value: '#fed7aa' },
          300: { value: '#fdba74' },
          400: { value: '#fb923c' },
          500: { value: '#f97316' },
          600: { value: '#ea580c' },
          700: { value: '#c2410c' },
          800: { value: '#9a3412' },
          900: { value: '#7c2d12' },
          950: { value: '#431407' },
        },
      },
    },
    recipes: {
      // Chakra lightens a solid button on hover (its colour at 90 %), which drops white text on the
      // brand orange below 4.5:1; a darkening veil keeps the contrast instead.
      button: {
        variants: {
          variant: {
            solid: {
              _hover: { bg: 'colorPalette.solid', boxShadow: 'inset 0 0 0 999px rgba(0, 0, 0, 0.12)' },
              _expanded: { bg: 'colorPalette.solid', boxShadow: 'inset 0 0 0 999px rgba(0, 0, 0, 0.12)' },
            },
          },
        },
      },
    },
    semanticTokens: {
      colors: {
        // White text needs 4.5:1 (WCAG AA): brand.600 reaches only 3.55:1 and brand.500 2.8:1,
        // so everything drawn behind white text uses the deeper brand.700 (5.18:1).
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's solid orange and green (stock badges, success snackbars) carry white text at
        // 3.55:1 and 3.3:1; their 700 shades reach 5.18:1 and 5.02:1.
        orange: {
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } },
        },
        green: {
          solid: { value: '{colors.green.700}' },
        },
        // The tile behind product pictures: white in light mode, not a white block in dark mode.
        productImage: {
          bg: { value: { _light: 'white', _dark: '{colors.gray.800}' } },
        },
        topbar: {
          bg: { value: { _light: '{colors.brand.700}', _dark: '{colors.gray.900}' } },
          fg: { value: 'white' },
          // The focus ring on the bar: white on the orange, the brand's light shade on dark grey.
          focusRing: { value: { _light: 'white', _dark: '{colors.brand.300}' } },
          // Pressed or open buttons on the bar: a darker orange under the same white text.
          active: { value: { _light: '{colors.brand.800}', _dark: '{colors.gray.700}' } },
        },
      },
    },
  },
});

export const pulpSystem = createSystem(defaultBaseConfig, slimThemeConfig, pulpConfig);

/** The recipes one part of the UI kit brings for its components. */
export interface RecipeSet {
  recipes?: Record<string, RecipeDefinition>;
  slotRecipes?: Record<string, SlotRecipeConfig>;
}

/**
 * Adds the recipes of a UI kit part that loads after the first screen (forms, data, panels,
 * extras, snackbars) to the one system. Chakra looks recipes up in the system's theme each
 * time a component first renders, so a part registers its own when its module is evaluated,
 * before any of its components can render, and the first screen does not carry them.
 */
export function registerRecipes({ recipes = {}, slotRecipes = {} }: RecipeSet): void {
  const theme = pulpSystem._config.theme;
  if (!theme?.recipes || !theme.slotRecipes) throw new Error('The Pulp system has no recipe tables to extend');
  Object.assign(theme.recipes, recipes);
  Object.assign(theme.slotRecipes, slotRecipes);
}
