/** Stable codes for every input the engine refuses, so callers can map them to messages. */
export type PricingErrorCode =
  | 'INVALID_CENTS'
  | 'INVALID_DECIMAL'
  | 'INVALID_QUANTITY'
  | 'INVALID_DATE'
  | 'UNKNOWN_UNIT'
  | 'NO_PRICE'
  | 'NOT_VISIBLE'
  | 'NO_EXCISE_RATES'
  | 'OUT_OF_RANGE';

/** Thrown for bad input; the engine never returns a half-computed price. */
export class PricingError extends Error {
  readonly code: PricingErrorCode;

  constructor(code: PricingErrorCode, message: string) {
    super(`${code}: ${message}`);
    this.name = 'PricingError';
    this.code = code;
  }
}
