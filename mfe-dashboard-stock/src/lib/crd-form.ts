import { crdCapsuleBodySchema, crdMovementBodySchema, type CrdColour, type CrdGenre, type CrdReason, type CrdRegime } from '@vendange/contracts';
import { millilitresOfCl } from './crd-view';

// The CRD dialogs' checks, apart from crd-view's labels: they bring the contract's schemas (zod), which only the dialogs
// need, fetched when one opens (screens/crd/crd-dialogs.ts).

/** The capsule line form as typed. */
export interface CrdCapsuleForm { name: string; colour: CrdColour; regime: CrdRegime; genre: CrdGenre; centilitres: string }
export const emptyCrdCapsuleForm: CrdCapsuleForm = { name: '', colour: 'vert', regime: 'collective_suspendue', genre: 'tranquille', centilitres: '75' };

/** The body of POST /v1/stocks/crd, or the field in error. */
export function crdCapsuleBody(form: CrdCapsuleForm) {
  const volumeMl = millilitresOfCl(form.centilitres);
  const parsed = crdCapsuleBodySchema.safeParse({ name: form.name, colour: form.colour, regime: form.regime, genre: form.genre, volumeMl });
  return parsed.success ? { body: parsed.data, error: null } : { body: null, error: 'volumeMl' as const };
}

/** The movement form as typed. */
export interface CrdMovementForm { capsuleId: string; reason: CrdReason | ''; quantity: string; note: string }

/** The body of POST /v1/stocks/crd/movements, or the first field in error. */
export function crdMovementBody(form: CrdMovementForm) {
  const quantity = /^\s*\d+\s*$/.test(form.quantity) ? Number(form.quantity) : undefined;
  const parsed = crdMovementBodySchema.safeParse({ capsuleId: form.capsuleId || undefined, reason: form.reason || undefined, quantity, note: form.note });
  if (parsed.success) return { body: parsed.data, error: null };
  const field = String(parsed.error.issues[0]?.path[0] ?? 'quantity') as 'capsuleId' | 'reason' | 'quantity' | 'note';
  return { body: null, error: field };
}
