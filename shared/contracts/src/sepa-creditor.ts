import { z } from 'zod';
import { isSEPACountry } from 'ibantools';
import { validateCreditorID } from 'sepa';

/** The SEPA creditor identifier (ICS in France: FR, 2 check digits, a business code, the national identifier). */
export function isCreditorId(value: string): boolean {
  const id = value.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(id) && isSEPACountry(id.slice(0, 2)) && validateCreditorID(id);
}
export const creditorIdSchema = z.string().trim().transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine(isCreditorId, 'Cet identifiant créancier SEPA (ICS) n’est pas valide : il a la forme FR12ZZZ123456, clé de contrôle comprise.');
