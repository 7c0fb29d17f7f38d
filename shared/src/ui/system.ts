import { createSystem, defaultBaseConfig, defineConfig, type RecipeDefinition, type SlotRecipeConfig } from '@chakra-ui/react';
import { slimThemeConfig } from './theme-parts';

/**
 * Pulp's look: a citrus palette (brand) over Chakra's defaults. The configured theme
 * name only adds a `<theme>-theme` class on the app container, so trainers' CSS hooks work.
 */
const pulpConfig = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%', bg: 'bg', color: 'fg' },
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
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
        topbar: {
          bg: { value: { _light: '{colors.brand.600}', _dark: '{colors.gray.900}' } },
          fg: { value: 'white' },
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
