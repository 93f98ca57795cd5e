import { describe, expect, it } from 'vitest';
import type { CrdAccountLine, CrdCapsule } from '@vendange/contracts';
import { crdCapsuleBody, crdMovementBody, emptyCrdCapsuleForm } from './crd-form';
import { clText, crdColumnsOf, millilitresOfCl, usableCapsules } from './crd-view';

describe('the CRD screens', () => {
  it('reads a bottle size typed in centilitres', () => {
    expect([millilitresOfCl('75'), millilitresOfCl('37,5'), millilitresOfCl(' 150 '), millilitresOfCl('7,55'), millilitresOfCl('abc'), millilitresOfCl('')]).toEqual([750, 375, 1500, undefined, undefined, undefined]);
    expect([clText(750), clText(375), clText(375, 'en')]).toEqual(['75 cl', '37,5 cl', '37.5 cl']);
  });

  it('makes the bodies the contract accepts, or names the field to fix', () => {
    expect(crdCapsuleBody(emptyCrdCapsuleForm)).toEqual({ body: { name: null, colour: 'vert', regime: 'collective_suspendue', genre: 'tranquille', volumeMl: 750 }, error: null });
    expect(crdCapsuleBody({ ...emptyCrdCapsuleForm, centilitres: '0,5' }).error).toBe('volumeMl');
    expect(crdMovementBody({ capsuleId: '3', reason: 'purchase', quantity: '500', note: '' })).toEqual({ body: { capsuleId: 3, reason: 'purchase', quantity: 500, note: null }, error: null });
    expect(crdMovementBody({ capsuleId: '', reason: 'purchase', quantity: '5', note: '' }).error).toBe('capsuleId');
    expect(crdMovementBody({ capsuleId: '3', reason: '', quantity: '5', note: '' }).error).toBe('reason');
    expect(crdMovementBody({ capsuleId: '3', reason: 'used', quantity: '1,5', note: '' }).error).toBe('quantity');
  });

  it('shows only the kinds the month moved, and offers the lines holding capsules, fullest first', () => {
    const line = (entries: CrdAccountLine['entries'], exits: CrdAccountLine['exits']) => ({ entries, exits }) as CrdAccountLine;
    expect(crdColumnsOf([line({ purchase: 5 }, {}), line({}, { used: 3, missing: 1 })])).toEqual({ entries: ['purchase'], exits: ['used', 'missing'] });
    const c = (id: number, balance: number) => ({ id, balance }) as CrdCapsule;
    expect(usableCapsules([c(1, 0), c(2, 10), c(3, 300)]).map((x) => x.id)).toEqual([3, 2]);
  });
});
