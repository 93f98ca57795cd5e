import { once, type Address } from '@vendange/contracts';

const countryNames = once(() => new Intl.DisplayNames(['fr'], { type: 'region' }));

/** A country code as French readers name it ("FR" → "France"); an unknown code stays as it is. */
export function countryName(code: string): string {
  try {
    return countryNames().of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * An address as printed on a parcel: the person, the recipient line when it says something else,
 * the street, the town, the region when given, the country. Empty parts leave no blank line.
 */
export function addressLines(a: Address): string[] {
  const person = [a.title, a.firstname, a.lastname].filter(Boolean).join(' ');
  const region = [a.county, a.state].filter(Boolean).join(', ');
  return [
    person,
    a.name && a.name !== person ? a.name : null,
    a.street,
    a.complement,
    `${a.zipcode} ${a.city}`.trim(),
    region || null,
    countryName(a.country),
  ].filter((line): line is string => !!line && line.trim() !== '');
}
