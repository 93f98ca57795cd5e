/** Pure checks behind the rules, usable with or without zod (and with an explicit clock). */

/** Luhn checksum over 12 to 19 digits (spaces allowed between groups). */
export function isCardNumber(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY, the card still valid during that month. */
export function isCardExpiration(value: string, now: Date = new Date()): boolean {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value.trim());
  if (!m) return false;
  const year = 2000 + Number(m[2]);
  const month = Number(m[1]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** DD/MM/YYYY (as shown everywhere) or ISO YYYY-MM-DD, and a day that exists. */
export function isDate(value: string): boolean {
  const v = value.trim();
  const fr = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?$/.exec(v);
  const [y, mo, d] = fr ? [fr[3], fr[2], fr[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !mo || !d) return false;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(mo) - 1 && date.getUTCDate() === Number(d);
}

const postalByCountry: Record<string, RegExp> = {
  FR: /^\d{5}$/, DE: /^\d{5}$/, ES: /^\d{5}$/, IT: /^\d{5}$/, BE: /^\d{4}$/, LU: /^(L-?)?\d{4}$/i, CH: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i, GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, US: /^\d{5}(-\d{4})?$/, PT: /^\d{4}-\d{3}$/,
};

/** Any country's postal code; stricter for the countries the platform ships to most. */
export function isPostalCode(value: string, country?: string): boolean {
  const v = value.trim();
  const known = country ? postalByCountry[country.toUpperCase()] : undefined;
  return known ? known.test(v) : /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(v);
}
