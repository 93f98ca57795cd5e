import { describe, expect, it } from 'vitest';
import { exitDocumentMessages, stockMessages } from '@vendange/contracts';
import {
  checkMovement, emptyMovementForm, errorsAfterLineRemoved, movementBody, movementFieldPaths, quantityError, wholeOf, withoutError,
  type MovementForm, type MovementLineForm,
} from './movement-form';
import { movementFieldMessages } from './stock-labels';

const translate = (d: { message?: string }) => d.message ?? '';
const line = (extra: Partial<MovementLineForm> = {}): MovementLineForm => ({
  key: 'k', productId: 3, formatId: 7, label: 'Cuvée · 75 cl', vintages: ['2022'], vintage: '', lot: '', quantity: '24', ...extra,
});
const form = (extra: Partial<MovementForm> = {}): MovementForm => ({ ...emptyMovementForm('entry', '4'), reason: 'bottling', lines: [line()], ...extra });

describe('wholeOf', () => {
  it('reads whole numbers, spaces aside', () => {
    expect(wholeOf('24')).toBe(24);
    expect(wholeOf(' 1 000 ')).toBe(1000);
    expect(wholeOf('-3')).toBe(-3);
  });
  it('is undefined when nothing is typed and NaN for anything else', () => {
    expect(wholeOf('  ')).toBeUndefined();
    expect(wholeOf('1,5')).toBeNaN();
    expect(wholeOf('douze')).toBeNaN();
  });
});

describe('movementBody', () => {
  it('sends an entry with its reason, numbers as numbers and empty optional fields as null', () => {
    expect(movementBody(form({ lines: [line({ vintage: '2022', lot: ' L24-07 ' })], note: '  ' }))).toEqual({
      kind: 'entry', reason: 'bottling', warehouseId: 4, note: null, lines: [{ formatId: 7, vintage: 2022, lot: 'L24-07', quantity: 24 }],
    });
  });
  it('sends the CRD capsules a bottling uses, and only with a bottling', () => {
    expect(movementBody(form({ crdCapsuleId: '3' }))).toMatchObject({ reason: 'bottling', crdCapsuleId: 3 });
    expect(movementBody(form({ reason: 'purchase', crdCapsuleId: '3' }))).not.toHaveProperty('crdCapsuleId');
    expect(checkMovement(form({ crdCapsuleId: '3' }), translate).body).toMatchObject({ crdCapsuleId: 3 });
    expect(checkMovement(form(), translate).body).toMatchObject({ crdCapsuleId: null });
  });
  it('sends a transfer with its destination and no reason', () => {
    const body = movementBody(form({ kind: 'transfer', reason: 'bottling', toWarehouseId: '5' }));
    expect(body).toMatchObject({ kind: 'transfer', warehouseId: 4, toWarehouseId: 5 });
    expect(body).not.toHaveProperty('reason');
  });
  it('sends an inventory with the units counted and its note', () => {
    expect(movementBody(form({ kind: 'inventory', lines: [line({ quantity: '0' })], note: ' Comptage annuel ' }))).toEqual({
      kind: 'inventory', warehouseId: 4, note: 'Comptage annuel', lines: [{ formatId: 7, vintage: null, lot: null, counted: 0 }],
    });
  });
});

describe('checkMovement', () => {
  it('gives the body the contract accepts', () => {
    const checked = checkMovement(form({ kind: 'exit', reason: 'loss', lines: [line({ quantity: '2' })] }), translate);
    expect(checked.errors).toBeNull();
    expect(checked.body).toEqual({
      kind: 'exit', reason: 'loss', warehouseId: 4, note: null, lines: [{ formatId: 7, vintage: null, lot: null, quantity: 2 }], destination: null, accompanying: null,
    });
  });
  it("sends a sale's country and its DAE with the recipient; a loss keeps no country; a DSA no recipient", () => {
    const sale = form({ kind: 'exit', reason: 'sale', destination: ' be ', documentType: 'DAE', documentNumber: '26FR0A1B2C3D4E5F6G7H8', recipientExciseNumber: 'BE0123456789' });
    expect(checkMovement(sale, translate).body).toMatchObject({
      destination: 'BE', accompanying: { type: 'DAE', number: '26FR0A1B2C3D4E5F6G7H8', recipientExciseNumber: 'BE0123456789' },
    });
    expect(movementBody({ ...sale, reason: 'loss' })).toMatchObject({ destination: null });
    expect(movementBody({ ...sale, documentType: 'DSA', documentNumber: 'D-1' })).toMatchObject({ accompanying: { type: 'DSA', number: 'D-1', recipientExciseNumber: null } });
    expect(movementBody({ ...sale, documentType: '' })).toMatchObject({ accompanying: null });
  });
  it("names a DAE number that is no ARC under the number's field, which the form shows", () => {
    const sale = form({ kind: 'exit', reason: 'sale', documentType: 'DAE', documentNumber: '1234' });
    const checked = checkMovement(sale, translate);
    expect(checked.errors).toEqual({ 'accompanying.number': exitDocumentMessages.arc });
    expect(movementFieldPaths(sale)).toContain('accompanying.number');
  });
  it('names in French the choices not made and the quantities not typed', () => {
    const checked = checkMovement(form({ reason: '', warehouseId: '', lines: [line({ quantity: '' }), line({ quantity: '1,5' })] }), translate);
    expect(checked.errors).toEqual({
      reason: movementFieldMessages.reason.message,
      warehouseId: movementFieldMessages.warehouse.message,
      'lines.0.quantity': movementFieldMessages.quantity.message,
      'lines.1.quantity': movementFieldMessages.whole.message,
    });
  });
  it("keeps the contract's own messages", () => {
    expect(checkMovement(form({ lines: [] }), translate).errors).toEqual({ lines: 'Ajoutez au moins une ligne' });
    expect(checkMovement(form({ lines: [line({ quantity: '0' })] }), translate).errors).toEqual({ 'lines.0.quantity': 'La quantité doit être d’au moins 1' });
    expect(checkMovement(form({ lines: [line({ vintage: '1850' })] }), translate).errors).toEqual({ 'lines.0.vintage': 'Millésime entre 1900 et 2100' });
    expect(checkMovement(form({ lines: [line({ vintage: 'vieux' })] }), translate).errors).toEqual({ 'lines.0.vintage': movementFieldMessages.vintage.message });
  });
  it('refuses a transfer to the same warehouse and an inventory without its note', () => {
    expect(checkMovement(form({ kind: 'transfer', toWarehouseId: '4' }), translate).errors).toEqual({ toWarehouseId: stockMessages.sameWarehouse });
    expect(checkMovement(form({ kind: 'transfer', toWarehouseId: '' }), translate).errors).toEqual({ toWarehouseId: movementFieldMessages.toWarehouse.message });
    expect(checkMovement(form({ kind: 'inventory', lines: [line({ quantity: '' })] }), translate).errors).toEqual({
      'lines.0.counted': movementFieldMessages.counted.message, note: stockMessages.noteNeeded,
    });
  });
});

describe('field paths and messages', () => {
  it('lists every field a server refusal may name', () => {
    const paths = movementFieldPaths(form({ lines: [line(), line()] }));
    expect(paths).toContain('warehouseId');
    expect(paths).toContain('lines.1.quantity');
    expect(paths).toContain('lines.0.counted');
    expect(paths).not.toContain('lines.2.quantity');
  });
  it("shows an inventory's counted message under the quantity field", () => {
    expect(quantityError({ 'lines.1.counted': 'x' }, 1)).toBe('x');
    expect(quantityError({ 'lines.1.counted': 'x' }, 0)).toBeUndefined();
  });
  it('drops the messages of a changed field, and moves later lines up when one is removed', () => {
    expect(withoutError({ warehouseId: 'a', 'lines.0.quantity': 'b', lines: 'c' }, 'lines')).toEqual({ warehouseId: 'a' });
    expect(errorsAfterLineRemoved({ note: 'n', 'lines.0.lot': 'a', 'lines.1.quantity': 'b', 'lines.2.vintage': 'c' }, 1)).toEqual({
      note: 'n', 'lines.0.lot': 'a', 'lines.1.vintage': 'c',
    });
  });
});
