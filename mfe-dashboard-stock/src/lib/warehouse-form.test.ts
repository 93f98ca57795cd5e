import { describe, expect, it } from 'vitest';
import { stockMessages, type Warehouse } from '@vendange/contracts';
import { checkWarehouse, warehouseBody, warehouseBodyPaths, warehouseFieldOf, warehouseToForm } from './warehouse-form';

const cellar: Warehouse = {
  id: 4, shopId: 1, name: 'Chai principal', regime: 'suspended', exciseNumber: 'FR012345E6789',
  address: { street: '2 route des Vignes', zipcode: '84190', city: 'Gigondas', country: 'FR' },
  sellsOnline: true, allowNegative: false, active: false, units: 120, createdAt: '2026-01-02T10:00:00.000Z',
};

describe('warehouse form', () => {
  it('starts a new warehouse as a bonded cellar selling online, in France', () => {
    expect(warehouseToForm(null)).toMatchObject({ name: '', regime: 'suspended', exciseNumber: '', country: 'FR', sellsOnline: true, allowNegative: false, active: true });
  });
  it('gives back the body of the warehouse it was made from', () => {
    const { units: _u, id: _i, shopId: _s, createdAt: _c, ...body } = cellar;
    expect(warehouseBody(warehouseToForm(cellar))).toEqual(body);
  });
  it('sends no address when none is typed, and France when the country is left empty', () => {
    const form = { ...warehouseToForm(null), name: 'Dépôt', regime: 'paid' as const };
    expect(warehouseBody(form).address).toBeNull();
    expect(warehouseBody({ ...form, city: 'Lyon', country: ' ' }).address).toEqual({ street: '', zipcode: '', city: 'Lyon', country: 'FR' });
    expect(warehouseBody({ ...form, exciseNumber: '  ' }).exciseNumber).toBeNull();
  });
});

describe('checkWarehouse', () => {
  it('accepts a duty-paid depot without excise number nor address', () => {
    expect(checkWarehouse({ ...warehouseToForm(null), name: 'Boutique', regime: 'paid' }).errors).toBeNull();
  });
  it("puts the contract's messages under the form's fields", () => {
    expect(checkWarehouse(warehouseToForm(null)).errors).toEqual({ name: 'Ce champ ne peut pas être vide', exciseNumber: stockMessages.exciseNeeded });
    expect(checkWarehouse({ ...warehouseToForm(null), name: 'Chai', exciseNumber: 'FR12' }).errors).toEqual({ exciseNumber: stockMessages.exciseNumber });
    expect(checkWarehouse({ ...warehouseToForm(null), name: 'Chai', regime: 'paid', city: 'Gigondas', zipcode: '8419' }).errors).toEqual({
      street: 'Ce champ ne peut pas être vide', zipcode: "Le code postal n'est pas correct",
    });
  });
  it('maps body paths to form fields', () => {
    expect(warehouseFieldOf('address.city')).toBe('city');
    expect(warehouseFieldOf('exciseNumber')).toBe('exciseNumber');
    expect(warehouseFieldOf('units')).toBeNull();
    expect(warehouseBodyPaths).toContain('address.zipcode');
    expect(warehouseBodyPaths).not.toContain('zipcode');
  });
});
