import { describe, expect, it } from 'vitest';
import { orderLineLabel, shownVintage } from './order-line-label';

const bottle = { unity: 'cl', unityValue: '75.000', type: 'bottle', packingQuantity: 1 };

describe('order line label: product, vintage, format and packing as bought (issue 15 item 5)', () => {
  it('tells two vintages of the same wine apart', () => {
    const galets = { name: 'Côtes du Rhône Les Galets' };
    expect(orderLineLabel({ product: galets, vintage: '2023', format: bottle })).toBe('Côtes du Rhône Les Galets 2023 · 75 cl');
    expect(orderLineLabel({ product: galets, vintage: '2022', format: bottle })).toBe('Côtes du Rhône Les Galets 2022 · 75 cl');
  });

  it('names the volume and the packing, and nothing for a unit without volume', () => {
    expect(orderLineLabel({ product: { name: 'Crémant' }, vintage: null, format: { unity: 'l', unityValue: '1.500', type: 'bottle', packingQuantity: 1 } })).toBe('Crémant · 1.5 l');
    expect(orderLineLabel({ product: { name: 'Rosé' }, vintage: '2024', format: { ...bottle, type: 'packing', packingQuantity: 6 } })).toBe('Rosé 2024 · 75 cl · carton de 6');
    expect(orderLineLabel({ product: { name: 'Tire-bouchon' }, vintage: null, format: { unity: 'u', unityValue: '1', type: 'custom', packingQuantity: 1 } })).toBe('Tire-bouchon');
  });

  it('shows no vintage for a non-vintage wine', () => {
    expect(['NV', 'Non millésimé', 'nouveau millésime', ' ', null].map(shownVintage)).toEqual([null, null, null, null, null]);
    expect(shownVintage(' 2021 ')).toBe('2021');
  });
});
