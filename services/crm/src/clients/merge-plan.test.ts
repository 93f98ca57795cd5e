import { describe, expect, it } from 'vitest';
import { mergePlan, type MergeSide } from './merge-plan';

const side = (over: Partial<MergeSide>): MergeSide => ({
  id: 1, userId: null, email: null, phone: null, civility: null, firstname: null, lastname: null, businessName: null, siret: null, siren: null, nic: null,
  vatNumber: null, typology: null, city: null, department: null, deliveryAddress: null, billingAddress: null, tags: [], marketingConsent: false, marketingConsentAt: null, ...over,
});

describe('merge plan', () => {
  it('keeps what the kept client has and fills what it lacks from the other', () => {
    const { update } = mergePlan(side({ email: 'a@x.fr', lastname: 'Roux' }), side({ id: 2, email: 'b@x.fr', phone: '+33612345678', siret: '73282932000074' }));
    expect(update).toEqual({ phone: '+33612345678', siret: '73282932000074' });
  });
  it('joins the tags without repeating one', () => {
    expect(mergePlan(side({ tags: ['caviste'] }), side({ id: 2, tags: ['caviste', 'export'] })).update.tags).toEqual(['caviste', 'export']);
    expect(mergePlan(side({ tags: ['caviste'] }), side({ id: 2, tags: ['caviste'] })).update.tags).toBeUndefined();
  });
  it("moves the buyer's account only when the kept client has none", () => {
    expect(mergePlan(side({}), side({ id: 2, userId: 9 }))).toMatchObject({ moveUser: true, update: { userId: 9 } });
    expect(mergePlan(side({ userId: 4 }), side({ id: 2, userId: 9 })).moveUser).toBe(false);
  });
  it('takes the consent with its day from the merged client when only it gave one', () => {
    const at = new Date('2026-01-02T10:00:00Z');
    expect(mergePlan(side({}), side({ id: 2, marketingConsent: true, marketingConsentAt: at })).update).toMatchObject({ marketingConsent: true, marketingConsentAt: at });
    expect(mergePlan(side({ marketingConsent: false }), side({ id: 2 })).update.marketingConsent).toBeUndefined();
  });
});
