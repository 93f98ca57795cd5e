import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { likePattern } from '@vendange/service-kit';

// Accented letters of French (and neighbours) and their plain letter, upper and lower case alike.
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuyy';
const plainOf = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i]!]));

/** A search as names are compared: accents dropped, lower case ("Château" → "chateau"). */
export const foldSearch = (text: string): string => [...text].map((c) => plainOf.get(c) ?? c).join('').toLowerCase();

/**
 * The same folding in SQL (translate, then lower for ASCII: the same result whatever the database's
 * locale), matched anywhere in the name.
 */
export const nameMatches = (column: AnyColumn, search: string): SQL =>
  sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN})) like ${likePattern(foldSearch(search))}`;

export const FOLDING = { ACCENTED, PLAIN };
