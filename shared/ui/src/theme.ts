import { createSystem, defaultBaseConfig, defineConfig, defineSlotRecipe } from '@chakra-ui/react';
import {
  animationStyles, breakpoints as defaultBreakpoints, cssVarsPrefix, cssVarsRoot, globalCss as defaultGlobalCss, keyframes,
  layerStyles, semanticTokens, textStyles, tokens,
} from '@chakra-ui/react/theme';
import { statusColors } from './status-colors';
import { usedRecipes, usedSlotRecipes } from './theme-recipes';


/**
 * Dialogs are full screen on a phone (`size={{ base: 'full', sm: 'md' }}`), but a breakpoint's size only
 * sets a width: the phone's full height, square corners and zero margin followed to wider screens,
 * making every dialog a narrow full-height column. Each windowed size takes them back.
 */
const windowed = { minH: 'auto', borderRadius: 'l3', '--dialog-margin': 'initial' } as const;
const dialog = defineSlotRecipe({
  slots: ['content'],
  variants: {
    size: {
      xs: { content: windowed }, sm: { content: windowed }, md: { content: windowed }, lg: { content: windowed }, xl: { content: windowed },
    },
  },
});

const config = defineConfig({
  theme: {
    slotRecipes: { dialog },
    breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1400px', '2xl': '1600px' },
    tokens: {
      colors: {
        brand: {
          50: { value: '#e6f6fa' }, 100: { value: '#c0e8f1' }, 200: { value: '#95d8e7' }, 300: { value: '#6ac8dd' },
          400: { value: '#45b5d0' }, 500: { value: '#219EBC' }, 600: { value: '#1b84a0' }, 700: { value: '#156a80' },
          800: { value: '#0f4f60' }, 900: { value: '#093540' }, 950: { value: '#052029' },
        },
        status: { red: { value: statusColors.red }, grey: { value: statusColors.grey }, lightBlue: { value: statusColors.lightBlue }, orange: { value: statusColors.orange } },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' }, contrast: { value: 'white' }, fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' }, subtle: { value: '{colors.brand.50}' }, emphasized: { value: '{colors.brand.200}' }, focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: { body: { bg: 'gray.50', color: 'gray.900' } },
});

/**
 * Chakra's default theme as `defaultConfig` builds it, but with the recipes of the components used only
 * (theme-recipes.ts): the other 45 were downloaded and evaluated on every page for nothing.
 */
const defaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: defaultGlobalCss,
  theme: {
    breakpoints: defaultBreakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles,
    recipes: usedRecipes, slotRecipes: usedSlotRecipes,
  },
});

/** What the system is made of: the page's CSS is also written from these at build time (build-config's theme-css.cjs). */
export const themeConfigs = [defaultBaseConfig, defaultTheme, config] as const;

/**
 * The reset, the global styles and the token variables (~49 KB of CSS) are in every page's HTML, written at build
 * time from `themeConfigs`: worked out here and inserted by each app's ChakraProvider, they cost the dashboard ~14 %
 * of its main thread before its first screen (front-end-performance.md, session 28).
 */
export const system = createSystem(...themeConfigs, { prebuiltGlobalCss: true });
