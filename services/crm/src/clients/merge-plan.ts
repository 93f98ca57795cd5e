/** The fields of a client a merge looks at. */
export interface MergeSide {
  id: number;
  userId: number | null;
  email: string | null; phone: string | null; civility: string | null; firstname: string | null; lastname: string | null;
  businessName: string | null; siret: string | null; siren: string | null; nic: string | null; vatNumber: string | null;
  typology: string | null; city: string | null; department: string | null;
  deliveryAddress: Record<string, unknown> | null; billingAddress: Record<string, unknown> | null;
  tags: string[]; marketingConsent: boolean; marketingConsentAt: Date | null;
}

const fillable = ['email', 'phone', 'civility', 'firstname', 'lastname', 'businessName', 'siret', 'siren', 'nic', 'vatNumber', 'typology', 'city', 'department', 'deliveryAddress', 'billingAddress'] as const;

/**
 * What the kept client becomes when `merged` is merged into it: what it has stays, what it lacks comes from the
 * other (e-mail, SIRET, addresses…); tags are the union; the buyer's account moves if the kept client has none, so
 * the buyer's next orders land on the kept one. Consent to marketing is the kept client's, else the merged one's
 * with the day it was given (one person's consent is not widened: it stays false when neither gave it).
 */
export function mergePlan(kept: MergeSide, merged: MergeSide): { update: Partial<MergeSide>; moveUser: boolean } {
  const update: Record<string, unknown> = {};
  for (const field of fillable) {
    if ((kept[field] === null || kept[field] === '') && merged[field] !== null && merged[field] !== '') update[field] = merged[field];
  }
  const tags = [...new Set([...kept.tags, ...merged.tags])];
  if (tags.length !== kept.tags.length) update.tags = tags;
  if (!kept.marketingConsent && merged.marketingConsent) {
    update.marketingConsent = true;
    update.marketingConsentAt = merged.marketingConsentAt;
  }
  const moveUser = kept.userId === null && merged.userId !== null;
  if (moveUser) update.userId = merged.userId;
  return { update: update as Partial<MergeSide>, moveUser };
}
