// @vendange/pricing: the pure pricing engine shared by the storefront and the server (authoritative).
// No I/O, no clock: dates come in as arguments. Money crosses the API as integer cents.
export { PricingError, type PricingErrorCode } from './errors';
export type { Decimalish } from './decimal';
export { assertCents, roundToCents, sumCents, type Cents } from './money';
export { DEFAULT_VAT_RATES, vatMultiplier, vatRatePercent, type ProductVatSettings, type ShopVatSettings, type VatRates, type VatType } from './vat';
export { BOTTLE_LITRES, DEFAULT_UNIT_VOLUME_HL, eq75Of, litresOf, volumeHlOf, type FormatVolume } from './eq75';
export { CSS_ABV_THRESHOLD, EXCISE_CATEGORIES, EXCISE_RATE_TABLE, type CategoryRates, type CssRate, type ExciseCategory, type ExciseRateBlock, type VolumeRate } from './excise-rates';
export { customTaxFor, exciseFor, ratesAt, type ExciseAmounts, type ExciseForInput, type ExciseInput } from './excise';
export { calendarDate } from './calendar-date';
export type { DegressiveMap, TierHit } from './degressive';
export type { Promotion, PromotionActivation } from './promotions';
export type { CustomTaxInput, FormatInput, LineInput, OrderFacts, PricingContext, PricingTypology, ShopPricingSettings, TypologySettings } from './types';
export { countsInEq75, unitPrice, type UnitPrice, type UnitPriceInput } from './unit-price';
export { priceLine, type LineDuties, type PricedLine } from './price-line';
export { allocateVat, type VatGroup, type VatMember } from './vat-allocation';
export { BOTTLES_PER_PARCEL, EXTRA_PARCEL_CENTS, shippingFor, type Franco, type ShippingForInput, type ShippingInput, type ShippingResult } from './shipping';
export { francoProgress, type FrancoProgress } from './franco';
export { vatInTtc } from './ttc-shown';
export { inBox } from './box-line';
export { discountCentsOf, orderFactsOf, priceSellerCart, shareCents, type OrderDiscount, type PricedSellerCart, type SellerCartInput, type SellerCartPrice } from './seller-cart';
export { addDays, daysBetween, dueDateOf, endOfMonth, fiscalYearOf, type FiscalYear, type PaymentDelayCode } from './invoice-dates';
export { platformFeeCents } from './platform-fee';
export { settleTill, tillLineAmount, tillRemaining, tillTicketAmounts, type TillLineAmount, type TillLineInput, type TillPaymentInput, type TillSettlement, type TillTicketAmounts, type TillVatLine } from './till';
