/** Offset of a 1-based page. */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** Turns a user's search into a LIKE pattern matching anywhere, with wildcards escaped. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
