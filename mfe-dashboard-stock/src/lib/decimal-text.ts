/** A decimal typed by a person ("13,5", " 75 ") as the dotted text the API expects ("13.5"); '' stays ''. */
export function normaliseDecimal(text: string): string {
  return text.trim().replace(/\s/g, '').replace(',', '.');
}

/** Dotted decimal text shown the French way: "13.5" → "13,5". */
export function decimalToInput(text: string | null | undefined): string {
  return text ? text.replace('.', ',') : '';
}

/**
 * Rounds non-negative decimal text to `scale` decimals, half up, on the digits themselves (no
 * float): "0.66666" → "0.667", "1.9995" → "2", "2.000" → "2".
 */
export function roundDecimalText(text: string, scale: number): string {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) throw new TypeError(`not a non-negative decimal: ${JSON.stringify(text)}`);
  const whole = m[1]!;
  const decimals = m[2] ?? '';
  const kept = decimals.slice(0, scale).padEnd(scale, '0');
  const roundUp = (decimals[scale] ?? '0') >= '5';
  // Work on one integer of digits so a carry runs through the decimal mark ("1.9995" → "2.000").
  let digits = BigInt(whole + kept);
  if (roundUp) digits += 1n;
  const s = digits.toString().padStart(scale + 1, '0');
  const intPart = scale === 0 ? s : s.slice(0, -scale);
  const decPart = scale === 0 ? '' : s.slice(-scale).replace(/0+$/, '');
  return decPart ? `${intPart}.${decPart}` : intPart;
}
