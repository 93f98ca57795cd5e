import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';

/** Countries whose mobile numbers the telephone rule accepts (spec point 5). */
export const phoneCountries = ['FR', 'BE', 'DE', 'LU', 'CH', 'NL', 'ES', 'IT', 'GB', 'US'] as const satisfies readonly CountryCode[];

export interface PhoneRuleOptions {
  /** The optional variant of the rule that refuses US numbers. */
  excludeUS?: boolean;
  /** Country assumed for numbers typed without an international prefix. */
  defaultCountry?: CountryCode;
}

/** The number in E.164 (+33612345678) when it is a valid mobile of an accepted country, else null. */
export function normalizeMobile(value: string, options: PhoneRuleOptions = {}): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), options.defaultCountry ?? 'FR');
  // The mobile metadata makes isValid() true for mobile numbers only.
  if (!parsed?.isValid() || !parsed.country) return null;
  const allowed: readonly string[] = options.excludeUS ? phoneCountries.filter((c) => c !== 'US') : phoneCountries;
  return allowed.includes(parsed.country) ? parsed.number : null;
}

export const isValidMobile = (value: string, options?: PhoneRuleOptions): boolean => normalizeMobile(value, options) !== null;
