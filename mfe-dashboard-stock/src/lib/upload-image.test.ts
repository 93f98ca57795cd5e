import { describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_MAX_BYTES } from '@vendange/contracts';
import { imageProblem } from './upload-image';

describe('imageProblem', () => {
  it('accepts jpeg, png and webp up to the limit', () => {
    expect(imageProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: PRODUCT_IMAGE_MAX_BYTES })).toBeNull();
  });
  it('refuses other types and large files', () => {
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'image/png', size: PRODUCT_IMAGE_MAX_BYTES + 1 })).toBe('size');
  });
});
