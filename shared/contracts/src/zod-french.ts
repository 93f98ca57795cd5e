import { z } from 'zod';
import { messages } from './messages';

/**
 * French for zod's own messages (a field the contract did not word itself), and the contract's
 * "Ce champ ne peut pas être vide" for a missing field. Called once by each process that validates.
 */
export function useFrenchZodMessages(): void {
  z.config({
    ...z.locales.fr(),
    customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? messages.needed : undefined),
  });
}
