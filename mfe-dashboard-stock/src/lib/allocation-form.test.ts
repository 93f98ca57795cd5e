import { describe, expect, it } from 'vitest';
import { checkAllocation, emptyAllocationForm, thresholdFromText, type AllocationForm } from './allocation-form';

const tr = (d: { message?: string }) => d.message ?? '';
const filled: AllocationForm = { formatId: 7, label: 'Cuvée · 75 cl', clientId: null, beneficiary: ' Cave du Vieux Port ', quantity: '8', deadline: '2026-12-27', note: '' };

describe('allocation form', () => {
  it('builds the body: a free name without client, the note empty as null', () => {
    expect(checkAllocation(filled, '2026-11-27', tr)).toEqual({
      body: { formatId: 7, clientId: null, beneficiary: 'Cave du Vieux Port', quantity: 8, deadline: '2026-12-27', note: null },
    });
    expect(checkAllocation({ ...filled, clientId: 3, note: ' à livrer ' }, '2026-11-27', tr).body).toMatchObject({ clientId: 3, note: 'à livrer' });
  });

  it('says in French what is missing or wrong', () => {
    const { errors } = checkAllocation(emptyAllocationForm, '2026-11-27', tr);
    expect(Object.keys(errors ?? {}).sort()).toEqual(['beneficiary', 'deadline', 'formatId', 'quantity']);
    expect(checkAllocation({ ...filled, quantity: '2,5' }, '2026-11-27', tr).errors?.quantity).toContain('entier');
    expect(checkAllocation({ ...filled, quantity: '0' }, '2026-11-27', tr).errors?.quantity).toBeDefined();
    expect(checkAllocation({ ...filled, deadline: '2026-11-26' }, '2026-11-27', tr).errors?.deadline).toBeDefined();
    expect(checkAllocation({ ...filled, deadline: '2026-11-27' }, '2026-11-27', tr).errors).toBeUndefined();
    expect(checkAllocation({ ...filled, beneficiary: 'x'.repeat(121) }, '2026-11-27', tr).errors?.beneficiary).toContain('120');
  });

  it('reads a threshold: empty removes it, a whole number sets it, anything else is refused', () => {
    expect(thresholdFromText('')).toBeNull();
    expect(thresholdFromText(' 15 ')).toBe(15);
    expect(thresholdFromText('0')).toBe(0);
    expect(thresholdFromText('-1')).toBeUndefined();
    expect(thresholdFromText('1,5')).toBeUndefined();
    expect(thresholdFromText('2000000')).toBeUndefined();
  });
});
