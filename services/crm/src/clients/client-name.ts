/** What lists show for a client: the business name of a professional, else first and last names. */
export function clientDisplayName(c: { isPro: boolean; businessName: string | null; firstname: string | null; lastname: string | null; email?: string | null }): string {
  if (c.isPro && c.businessName) return c.businessName;
  const person = [c.firstname, c.lastname].filter((p): p is string => !!p && p.trim() !== '').join(' ').trim();
  return person || c.businessName || c.email || 'Client sans nom';
}
