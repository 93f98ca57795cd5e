import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { usedRecipes, usedSlotRecipes } from './theme-recipes';

const require = createRequire(import.meta.url);
const { usedChakraRecipes } = require('../../build-config/src/chakra-recipes.cjs') as {
  usedChakraRecipes: () => { recipes: string[]; slotRecipes: string[] };
};

describe('the theme keeps the recipe of every Chakra component the front ends draw', () => {
  const used = usedChakraRecipes();

  it('finds recipes in the components imported (the scan itself works)', () => {
    expect(used.recipes).toContain('button');
    expect(used.slotRecipes).toContain('dialog');
  });

  it('has each of them, and no recipe nothing uses', () => {
    expect(Object.keys(usedRecipes).sort()).toEqual(used.recipes);
    expect(Object.keys(usedSlotRecipes).sort()).toEqual(used.slotRecipes);
  });
});
