/**
 * The platform's fee on a card payment of `amountCents`, at `basisPoints` (150 = 1.5 %), rounded to the
 * nearest cent, half up: integers only, so the producer's share is exactly the amount less the fee.
 */
export function platformFeeCents(amountCents: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`amountCents must be a non-negative integer: ${amountCents}`);
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) throw new RangeError(`basisPoints must be an integer from 0 to 10000: ${basisPoints}`);
  return Math.floor((amountCents * basisPoints + 5_000) / 10_000);
}
