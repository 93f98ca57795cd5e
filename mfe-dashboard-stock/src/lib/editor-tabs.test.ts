import { describe, expect, it } from 'vitest';
import { ApiError } from '@vendange/api-client';
import { errorPaths, firstTabWithError, serverFieldError, tabOfPath } from './editor-tabs';

describe('editor tabs', () => {
  it('finds the tab of a path', () => {
    expect(tabOfPath('name')).toBe('general');
    expect(tabOfPath('formats.1.typologies.caviste.priceCents')).toBe('formats');
    expect(tabOfPath('nutrition.texts')).toBe('nutrition');
    expect(tabOfPath('builder.eligibleFormatIds')).toBe('builder');
  });
  it('flattens nested errors and picks the first tab in tab order', () => {
    const errors = { formats: [undefined, { priceCents: { message: 'x', type: 'validate' } }], vintages: [{ name: { message: 'y' } }] };
    expect(errorPaths(errors)).toEqual(['formats.1.priceCents', 'vintages.0.name']);
    expect(firstTabWithError(errors)).toBe('vintages');
    expect(firstTabWithError({})).toBeNull();
  });
  it('reads the field a server refusal names', () => {
    expect(serverFieldError(new ApiError(400, 'INVALID_INPUT', 'Code inconnu. (formats.0.container)'))).toEqual({ path: 'formats.0.container', message: 'Code inconnu.' });
    expect(serverFieldError(new ApiError(400, 'INVALID_INPUT', 'Données invalides'))).toBeNull();
    expect(serverFieldError(new ApiError(409, 'CONFLICT', 'Déjà pris (name)'))).toBeNull();
  });
});
