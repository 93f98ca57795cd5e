// The recipes of the Chakra components the front ends draw, and only those (docs/decisions/front-end-performance.md):
// Chakra's `defaultConfig` carries all 76, which every page downloaded and evaluated. A component whose recipe is
// missing here would draw unstyled, silently: theme-recipes.test.ts fails when a front end starts using one.
import {
  accordionSlotRecipe, alertSlotRecipe, badgeRecipe, buttonRecipe, cardSlotRecipe, checkboxSlotRecipe, checkmarkRecipe,
  codeRecipe, dialogSlotRecipe, drawerSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe, headingRecipe, iconRecipe,
  inputAddonRecipe, inputRecipe, linkRecipe, menuSlotRecipe, nativeSelectSlotRecipe, numberInputSlotRecipe,
  progressSlotRecipe, radioGroupSlotRecipe, radiomarkRecipe, separatorRecipe, skeletonRecipe, spinnerRecipe,
  switchSlotRecipe, tableSlotRecipe, tabsSlotRecipe, tagSlotRecipe, textareaRecipe,
} from '@chakra-ui/react/theme';

export const usedRecipes = {
  badge: badgeRecipe, button: buttonRecipe, checkmark: checkmarkRecipe, code: codeRecipe, heading: headingRecipe,
  icon: iconRecipe, input: inputRecipe, inputAddon: inputAddonRecipe, link: linkRecipe, radiomark: radiomarkRecipe,
  separator: separatorRecipe, skeleton: skeletonRecipe, spinner: spinnerRecipe, textarea: textareaRecipe,
};

export const usedSlotRecipes = {
  accordion: accordionSlotRecipe, alert: alertSlotRecipe, card: cardSlotRecipe, checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe, drawer: drawerSlotRecipe, field: fieldSlotRecipe, fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe, nativeSelect: nativeSelectSlotRecipe, numberInput: numberInputSlotRecipe,
  progress: progressSlotRecipe, radioGroup: radioGroupSlotRecipe, switch: switchSlotRecipe, table: tableSlotRecipe,
  tabs: tabsSlotRecipe, tag: tagSlotRecipe,
};
